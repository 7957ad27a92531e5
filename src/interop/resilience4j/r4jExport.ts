// Pure: no DOM. A call's policy as Resilience4j's Spring Boot application.yml, one instance
// per module, every setting written out; where Resilience4j means something else, a note.
import type { CallPolicy } from '../../sim/scenario';
import { PROTECTIONS } from '../../sim/protections/registry';
import type { Scalar } from '../configText';
import { R4J_ASPECTS, activeOrder, r4jLayerOrder } from './r4jAspects';
import {
  NO_OUTLIER_EJECTION,
  settingsAt,
  unexpressedNotes,
  type Coverage,
  type Expressible,
  type ExportSubject,
} from '../unexpressed';
import { yamlWithNotes, type Note } from '../yamlOut';
import { refusalsIgnored } from './r4jRefusals';
import {
  BULKHEAD,
  CIRCUIT_BREAKER,
  R4J_MODULES,
  RETRY,
  THREAD_POOL_BULKHEAD,
  TIME_LIMITER,
  type R4jModule,
} from './r4jNames';

/** What this export writes or notes itself; anything else in use gets a comment with why. */
const R4J_COVERAGE: Coverage = {
  library: 'Resilience4j',
  writes: new Set<Expressible>([
    'timeoutMs',
    'deadlineMs',
    'propagateCancellation',
    'retry',
    'breaker',
    'bulkhead',
    ...PROTECTIONS.filter((d) => R4J_MODULES.some((m) => m.module === d.names.resilience4j)).map(
      (d) => d.key,
    ),
    ...settingsAt(R4J_MODULES.flatMap((m) => m.settings.map((s) => s.path))),
    // The consecutive breaker's successes are written as its half-open trial calls.
    'breaker.halfOpenTrials',
    // Resilience4j's own refusal exceptions, in ignoreExceptions (r4jRefusals.ts).
    'retry.retryOnRefusal',
  ]),
  why: {
    'breaker.scope': 'a Resilience4j instance is one breaker for the whole callee',
    'breaker.refusedCalls':
      'Resilience4j counts only the calls it let through, in a window that starts afresh at each state change',
    breakerClassification:
      'recordExceptions and ignoreExceptions name exception classes: list yours for these kinds (the import reads them back with --exception Class=kind)',
    'retry.retryOnPoison':
      'a poison answer is a result, not an exception: Resilience4j retries it through resultPredicate (code)',
    'retry.rateLimitedWait':
      'Resilience4j waits its waitDuration after a 429 too, unless an intervalBiFunction (code) reads the answer',
    'retry.budget': 'Resilience4j has none, so retries here are not bounded by one',
    outlierEjection: NO_OUTLIER_EJECTION('Resilience4j'),
  },
};

/** The queued call's wait a thread-pool bulkhead stands for (it has no limit). */
const THREAD_POOL_WAIT_MS = 600_000;

function getIn(obj: unknown, path: readonly string[]): unknown {
  return path.reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], obj);
}

function writeModule(module: R4jModule, policy: CallPolicy): Record<string, Scalar> {
  const out: Record<string, Scalar> = {};
  // A gate that is a setting of its own (the retry's enableExponentialBackoff) is written by
  // it; one that is not (the breaker's) is on when a gated value leaves its off value.
  const gateOn = (gate: string): boolean => {
    const own = module.settings.find((s) => s.name === gate);
    if (own) return own.codec.write(getIn(policy, own.path)) === true;
    return module.settings.some(
      (s) => s.gate === gate && s.offValue !== undefined && getIn(policy, s.path) !== s.offValue,
    );
  };
  for (const s of module.settings) {
    const value = getIn(policy, s.path);
    if (s.gate) {
      if (!gateOn(s.gate)) continue;
      out[s.gate] = true;
    }
    if (value !== undefined) out[s.name] = s.codec.write(value);
  }
  return out;
}

/**
 * When the simulated layers nest otherwise than Spring's default aspect order, each enabled
 * layer's *AspectOrder is written: 1 for the outermost, then 2, 3 (Spring runs the lowest
 * first). The time limiter keeps its default, inside them all, as the per-attempt timeout is.
 */
function writeAspectOrders(
  policy: CallPolicy,
  modules: Record<string, unknown>,
  notes: Note[],
): void {
  const rateLimited = policy.rateLimiter?.enabled === true;
  const simulated = activeOrder(policy, policy.layerOrder);
  if (simulated === activeOrder(policy, r4jLayerOrder({}, rateLimited))) return;
  simulated.split('-').forEach((layer, i) => {
    const aspect = R4J_ASPECTS.find((a) => a.layer === layer);
    if (!aspect) return;
    const module = (modules[aspect.module] ??= {}) as Record<string, unknown>;
    module[aspect.key] = i + 1;
  });
  notes.push({
    path: [],
    text: `simulated layer order ${simulated} (outermost first): the *AspectOrder properties give it to Spring, lowest outermost`,
  });
}

export function exportResilience4j(subject: ExportSubject, instance: string): string {
  const { policy } = subject;
  const modules: Record<string, unknown> = {};
  const notes: Note[] = [];
  const at = (module: string, key?: string) =>
    key === undefined
      ? ['resilience4j', module, 'instances', instance]
      : ['resilience4j', module, 'instances', instance, key];

  const b = policy.breaker;
  if (b.enabled) {
    if (b.type === 'consecutiveFailures') {
      // N failures among the last N calls, all counted: N failures in a row.
      const n = b.failureThreshold;
      modules.circuitbreaker = {
        instances: {
          [instance]: {
            ...writeModule(CIRCUIT_BREAKER, {
              ...policy,
              breaker: {
                ...b,
                slidingWindowType: 'COUNT_BASED',
                slidingWindowSize: n,
                minimumNumberOfCalls: n,
                failureRateThreshold: 100,
              },
            }),
            permittedNumberOfCallsInHalfOpenState: b.successThreshold,
          },
        },
      };
      notes.push({
        path: at('circuitbreaker', 'slidingWindowSize'),
        text: `simulated: ${n} failures in a row; Resilience4j has no such breaker, and a full window of ${n} failed calls is the same trigger`,
      });
      notes.push({
        path: at('circuitbreaker', 'permittedNumberOfCallsInHalfOpenState'),
        text: `simulated: ${b.successThreshold} successes close it; Resilience4j judges these trial calls by failureRateThreshold`,
      });
    } else
      modules.circuitbreaker = { instances: { [instance]: writeModule(CIRCUIT_BREAKER, policy) } };
  }

  const r = policy.retry;
  if (r.enabled) {
    const ignored = refusalsIgnored(policy);
    modules.retry = {
      instances: {
        [instance]: {
          ...writeModule(RETRY, policy),
          ...(ignored.length > 0 ? { ignoreExceptions: ignored } : {}),
        },
      },
    };
    if (r.backoff.type === 'linear' || r.backoff.type === 'none')
      notes.push({
        path: at('retry', 'waitDuration'),
        text: `simulated: ${r.backoff.type} backoff; Resilience4j's properties give a fixed or exponential wait only`,
      });
    if (r.jitter === 'full' || r.jitter === 'decorrelated' || r.jitter === 'equal')
      notes.push({
        path: at('retry', 'enableRandomizedWait'),
        text: `simulated: ${r.jitter} jitter; Resilience4j spreads each wait ±randomizedWaitFactor (0.5) around it`,
      });
  }

  const bh = policy.bulkhead;
  if (bh.enabled) {
    if (bh.maxQueueLength !== undefined) {
      modules['thread-pool-bulkhead'] = {
        instances: {
          [instance]: {
            ...writeModule(THREAD_POOL_BULKHEAD, policy),
            coreThreadPoolSize: bh.maxConcurrentCalls,
          },
        },
      };
      if (bh.maxWaitDurationMs !== THREAD_POOL_WAIT_MS)
        notes.push({
          path: at('thread-pool-bulkhead', 'queueCapacity'),
          text: `simulated: a queued call gives up after ${bh.maxWaitDurationMs} ms; a thread pool's queue waits without limit`,
        });
    } else modules.bulkhead = { instances: { [instance]: writeModule(BULKHEAD, policy) } };
  }

  if (policy.timeoutMs !== undefined)
    modules.timelimiter = { instances: { [instance]: writeModule(TIME_LIMITER, policy) } };
  if (policy.deadlineMs !== undefined)
    notes.push({
      path: [],
      text: `simulated: an overall deadline of ${policy.deadlineMs} ms across retries; Resilience4j has none (its time limiter is per attempt)`,
    });
  if (policy.propagateCancellation)
    notes.push({
      path: [],
      text: 'simulated: the callee stops its work when the caller gives up; Resilience4j cannot tell the callee',
    });

  for (const d of PROTECTIONS) {
    const part = (policy as unknown as Record<string, { enabled?: boolean } | undefined>)[d.key];
    if (!part?.enabled) continue;
    const module = R4J_MODULES.find((m) => m.module === d.names.resilience4j);
    if (module) modules[module.module] = { instances: { [instance]: writeModule(module, policy) } };
  }
  for (const text of unexpressedNotes(subject, R4J_COVERAGE)) notes.push({ path: [], text });

  if (Object.keys(modules).length === 0)
    notes.push({ path: [], text: 'no Resilience4j protection on this call in the simulation' });
  writeAspectOrders(policy, modules, notes);
  return yamlWithNotes({ resilience4j: modules }, notes, [
    `Resilience4j (Spring Boot) for instance ${instance}, from the Resilience Playground`,
  ]);
}
