// Pure: no DOM, no wall clock, no randomness.
// The timeout budget (seed 002, model.md §5): the worst-case time of a route's call tree
// from the settings alone, before anything runs. Per call: attempts × the worst attempt
// + the worst wait before each retry (+ bulkhead waits), capped by the overall deadline;
// per route: its processing time's maximum + the stages in sequence, each stage the
// maximum of its parallel calls. Seed 002: 3 × 15 s + 2 × 2 s = 49 s, the card's two
// calls 98 s.
//
// What "worst" means here, and why each piece is what it is:
// - An attempt lasts until its per-attempt timeout (which starts before the connection
//   pool wait, as in attempt.ts), or, without one, the callee's worst (its queue wait plus
//   its route) plus the pool wait. A distribution without a maximum (exponential,
//   log-normal) or a queue without a queue timeout is unbounded: only a timeout bounds it.
// - The wait before retry i is the largest any retried kind can ask for (a 429's fixed
//   wait, a call failure's backoff, jitter at its top). Each kind's wait never shrinks
//   when the previous wait grew (decorrelated jitter grows from it), so taking the largest
//   at every gap gives the largest sum: greedy is exact.
// - Left out, and listed in `notes` when they apply: retries on a protection's own fast
//   failure (circuit open, bulkhead full), the callee's Retry-After from its faults, and
//   latency faults: the budget is about the settings, faults are the weather.
// - A service's own accept queue is not part of its route's budget (seed 002 counts the
//   calls, not the proxy's queue); `queueWaitMs` says what it may add.
import { fillTemplate, type TemplateValues } from '../fillTemplate';
import { toChainPolicy } from '../engine/chainPolicy';
import { backoffIntervalMs } from '../machines/retry/retryPolicy';
import {
  callPolicySchema,
  type CallPolicy,
  type CallSpec,
  type Distribution,
  type Scenario,
  type Service,
} from '../scenario';

export interface CallBudget {
  /** caller->callee, the engine's edge key. */
  edge: string;
  /** The callee's route. */
  route: string;
  attempts: number;
  /** The worst single attempt on the wire. */
  attemptMs: number;
  /** What bounds an attempt: the per-attempt timeout, or the callee's own worst. */
  attemptLimitedBy: 'timeout' | 'callee';
  /** The worst wait before each retry (attempts − 1 of them). */
  waitsMs: number[];
  /** Bulkhead waits over the whole call (one per attempt when the bulkhead is inside the retry). */
  bulkheadWaitMs: number;
  /** Set when the overall deadline is what ends the call. */
  deadlineMs?: number;
  worstMs: number;
  /** The callee's route, for the next hop down. */
  callee: RouteBudget;
}

export interface RouteBudget {
  service: string;
  route: string;
  processingMs: number;
  /** The service's own accept queue may add this in front (Infinity: no queue timeout). */
  queueWaitMs: number;
  /** Stages in sequence; the calls of a stage run in parallel. */
  stages: CallBudget[][];
  worstMs: number;
  /** Why the figure may be low: settings this arithmetic does not count (see the header). */
  notes: string[];
}

/**
 * The largest value a distribution can take (Infinity when it has none).
 * @internal exported for tests
 */
export function distributionMaxMs(d: Distribution): number {
  switch (d.type) {
    case 'constant':
      return d.ms;
    case 'uniform':
      return d.maxMs;
    case 'mixture':
      return Math.max(...d.components.map((c) => distributionMaxMs(c.distribution)));
    default:
      return Infinity;
  }
}

const DEFAULT_POLICY: CallPolicy = callPolicySchema.parse({});

/** The worst wait before each retry of a chain (attempts − 1 entries), greedy as above. */
function worstRetryWaitsMs(policy: CallPolicy): number[] {
  const retry = policy.retry;
  if (!retry.enabled) return [];
  const chain = toChainPolicy(retry);
  const waits: number[] = [];
  let prevMs = 0;
  for (let i = 1; i < chain.maxAttempts; i++) {
    let worst = 0;
    for (const rule of Object.values(chain.kinds)) {
      if (!rule.retry) continue;
      const backoff = { ...chain.backoff, ...rule.backoff };
      if (backoff.type === 'none') continue;
      const baseMs = backoffIntervalMs(backoff, i);
      const jitter = rule.jitter ?? chain.jitter;
      // full and equal jitter stay below the base; decorrelated reaches 3 × the last wait.
      const waitMs =
        jitter === 'decorrelated'
          ? Math.min(
              backoff.maxIntervalMs,
              Math.max(
                backoff.initialIntervalMs,
                (prevMs > 0 ? prevMs : backoff.initialIntervalMs) * 3,
              ),
            )
          : baseMs;
      worst = Math.max(worst, waitMs);
    }
    waits.push(worst);
    prevMs = worst;
  }
  return waits;
}

const findService = (scenario: Scenario, name: string): Service => {
  const service = scenario.services.find((s) => s.name === name);
  if (!service) throw new Error(`no service "${name}" in the scenario`);
  return service;
};

/** A service's accept queue wait: none without a queue, unbounded without a queue timeout. */
const queueWaitOf = (s: Service) => (s.queueCapacity === 0 ? 0 : (s.queueTimeoutMs ?? Infinity));

/** The worst time of `route` at `serviceName`, from the moment a worker takes it. */
export function routeBudget(
  scenario: Scenario,
  serviceName: string,
  routeName: string,
): RouteBudget {
  const service = findService(scenario, serviceName);
  const route = service.routes.find((r) => r.name === routeName);
  if (!route) throw new Error(`service "${serviceName}" has no route "${routeName}"`);
  const processingMs = distributionMaxMs(route.processing);
  const notes: string[] = [];
  const stages = route.plan.map((stage) =>
    stage.calls.map((call) => {
      const policy = service.policies[call.service] ?? DEFAULT_POLICY;
      const budget = callBudget(
        scenario,
        `${service.name}->${call.service}`,
        policy,
        call,
        service,
      );
      notes.push(...budget.callee.notes);
      if (
        policy.retry.enabled &&
        (policy.retry.retryOnCircuitOpen || policy.retry.retryOnBulkheadFull)
      )
        notes.push(
          `${budget.edge}: retries after circuit-open or bulkhead-full waits are not counted`,
        );
      return budget;
    }),
  );
  const worstMs =
    processingMs + stages.reduce((sum, calls) => sum + Math.max(...calls.map((c) => c.worstMs)), 0);
  if (service.faults.retryAfterMs !== undefined)
    notes.push(`${service.name}: a 429's Retry-After from its faults is not counted`);
  return {
    service: service.name,
    route: route.name,
    processingMs,
    queueWaitMs: queueWaitOf(service),
    stages,
    worstMs,
    notes: [...new Set(notes)],
  };
}

/**
 * The worst time of one logical call with `policy` from a caller (a service, or a client
 * when `caller` is undefined) to `call`'s service and route.
 */
function callBudget(
  scenario: Scenario,
  edge: string,
  policy: CallPolicy,
  call: Pick<CallSpec, 'service' | 'route'>,
  caller?: Service,
): CallBudget {
  const callee = routeBudget(scenario, call.service, call.route);
  const calleeService = findService(scenario, call.service);
  const poolWaitMs = caller?.connectionPool?.maxWaitDurationMs ?? 0;
  const untimedMs = poolWaitMs + queueWaitOf(calleeService) + callee.worstMs;
  const timeoutMs = policy.timeoutMs ?? Infinity;
  const attemptMs = Math.min(timeoutMs, untimedMs);
  const waitsMs = worstRetryWaitsMs(policy);
  const attempts = waitsMs.length + 1;
  const bulkhead = policy.bulkhead;
  const bulkheadInsideRetry =
    policy.layerOrder.indexOf('bulkhead') > policy.layerOrder.indexOf('retry');
  const bulkheadWaitMs = bulkhead.enabled
    ? bulkhead.maxWaitDurationMs * (bulkheadInsideRetry ? attempts : 1)
    : 0;
  const chainMs = attempts * attemptMs + waitsMs.reduce((a, b) => a + b, 0) + bulkheadWaitMs;
  const deadlineMs = policy.deadlineMs;
  const capped = deadlineMs !== undefined && deadlineMs < chainMs;
  return {
    edge,
    route: call.route,
    attempts,
    attemptMs,
    attemptLimitedBy: timeoutMs <= untimedMs ? 'timeout' : 'callee',
    waitsMs,
    bulkheadWaitMs,
    ...(capped ? { deadlineMs } : {}),
    worstMs: capped ? deadlineMs : chainMs,
    callee,
  };
}

const s = (ms: number) => (ms === Infinity ? '∞' : `${Number((ms / 1000).toFixed(3))} s`);

/** The arithmetic's words in English; the page's English catalog imports these. */
export const CALL_EN = {
  bulkheadWait: '{{wait}} bulkhead wait',
  cutTo: '{{sum}}, cut to the {{deadline}} deadline',
} as const;

/** One call's arithmetic as a person checks it: "3 × 15 s + 2 s + 2 s = 49 s". */
export function explainCall(
  c: CallBudget,
  words: (key: keyof typeof CALL_EN, values: TemplateValues) => string = (key, values) =>
    fillTemplate(CALL_EN[key], values),
): string {
  const terms = [`${c.attempts} × ${s(c.attemptMs)}`, ...c.waitsMs.filter((w) => w > 0).map(s)];
  if (c.bulkheadWaitMs > 0) terms.push(words('bulkheadWait', { wait: s(c.bulkheadWaitMs) }));
  const sum = `${terms.join(' + ')} = ${s(c.attempts * c.attemptMs + c.waitsMs.reduce((a, b) => a + b, 0) + c.bulkheadWaitMs)}`;
  return c.deadlineMs !== undefined ? words('cutTo', { sum, deadline: s(c.deadlineMs) }) : sum;
}
