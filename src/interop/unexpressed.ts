// Pure: no DOM. Every part of a call policy an export may leave out, and what it was in the
// run: the schema's own parts and their settings declared here once, the registry's
// protections from their descriptors, the callee's outlier ejection and the breaker's
// classification of failures from the scenario. An exporter declares what it writes (its
// coverage); every other part or setting in use gets a comment that says why, so nothing
// simulated is dropped from an export without a word.
import type { AnyProtection } from '../sim/protections/descriptor';
import type { ProtectionKey } from '../sim/protections/derived';
import { PROTECTIONS } from '../sim/protections/registry';
import type { BreakerClassification, CallPolicy, OutlierEjection } from '../sim/scenario';

type CorePart =
  | 'timeoutMs'
  | 'deadlineMs'
  | 'propagateCancellation'
  | 'retry'
  | 'breaker'
  | 'bulkhead'
  | 'costPerAttempt';
/** A top-level field of the call policy. */
export type PolicyPart = CorePart | ProtectionKey;
/** The callee's part of the scenario an export of its call answers for. */
type CalleePart = 'outlierEjection';
/** A setting inside a core part that not every library has. */
export type PartSetting = keyof typeof SETTINGS;
/** Anything an export writes or names as not written. */
export type Expressible = PolicyPart | CalleePart | PartSetting;

/** What an export is made from: the call's policy and the scenario's parts that bear on it. */
export interface ExportSubject {
  policy: CallPolicy;
  /** The callee's outlier ejection, when it has one. */
  outlier?: OutlierEjection;
  /** Which outcomes the breakers count as failures (the scenario's, for every breaker). */
  classification?: BreakerClassification;
}

/** What one export format writes, and why it leaves out what it does. */
export interface Coverage {
  /** The library's name, for the default reason (`Polly has no such setting`). */
  library: string;
  writes: ReadonlySet<Expressible>;
  /** Why a part or setting in use is not written, where there is more to say than "no such setting". */
  why?: Readonly<Partial<Record<Expressible, string>>>;
  /** Why, for anything `why` does not name; left out: the library has no such setting. */
  otherwise?: string;
}

/** The call policy's own parts: what each was in the run, or undefined when it is off. */
const CORE_PARTS: Readonly<Record<CorePart, (p: CallPolicy) => string | undefined>> = {
  timeoutMs: (p) =>
    p.timeoutMs === undefined ? undefined : `a per-attempt timeout of ${p.timeoutMs} ms`,
  deadlineMs: (p) =>
    p.deadlineMs === undefined
      ? undefined
      : `an overall deadline of ${p.deadlineMs} ms across retries`,
  propagateCancellation: (p) =>
    p.propagateCancellation ? 'the callee stops its work when the caller gives up' : undefined,
  retry: ({ retry: r }) => {
    if (!r.enabled) return undefined;
    const b = r.backoff;
    const waits =
      b.type === 'none'
        ? 'no wait'
        : `${b.type} backoff from ${b.initialIntervalMs} ms${b.type === 'exponential' ? ` ×${b.multiplier}` : ''} up to ${b.maxIntervalMs} ms`;
    return `a retry of ${r.maxAttempts} attempts (${waits}, ${r.jitter === 'none' ? 'no' : r.jitter} jitter)`;
  },
  breaker: (p) => (p.breaker.enabled ? 'a circuit breaker' : undefined),
  bulkhead: (p) =>
    p.bulkhead.enabled ? `a bulkhead of ${p.bulkhead.maxConcurrentCalls} calls` : undefined,
  costPerAttempt: (p) =>
    p.costPerAttempt === undefined
      ? undefined
      : `a price of ${p.costPerAttempt} per attempt (the run's bookkeeping)`,
};

const KIND_WORDS: Readonly<Record<keyof BreakerClassification, string>> = {
  network: 'network errors',
  http5xx: '5xx',
  http429: '429',
  http4xxPermanent: 'permanent 4xx',
  http4xxRetryable: 'retryable 4xx',
  timeout: 'timeouts',
  poison: 'poison answers',
};

function classificationWas(c: BreakerClassification): string {
  const kinds = Object.keys(KIND_WORDS) as (keyof BreakerClassification)[];
  const as = (v: string) =>
    kinds
      .filter((k) => c[k] === v)
      .map((k) => KIND_WORDS[k])
      .join(', ');
  const parts = [
    ['failures', as('failure')],
    ['ignored', as('ignored')],
    ['successes', as('success')],
  ].filter(([, kinds]) => kinds !== '');
  return `the breaker counts ${parts.map(([as, kinds]) => `as ${as}: ${kinds}`).join('; ')}`;
}

function budgetWas(b: CallPolicy['retry']['budget']): string {
  switch (b.type) {
    case 'grpc':
      return `gRPC's retry throttling (maxTokens ${b.grpc?.maxTokens}, tokenRatio ${b.grpc?.tokenRatio})`;
    case 'finagle':
      return `Finagle's retry budget (ttl ${b.finagle?.ttlMs} ms, at least ${b.finagle?.minRetriesPerSec} retries a second, ${b.finagle?.percentCanRetry} of the requests)`;
    case 'retryBreaker':
      return `a retry circuit breaker (no retry while more than ${b.retryBreaker?.failureRateThreshold} % of the last ${b.retryBreaker?.windowSize} attempts failed)`;
    default:
      return `a retry budget of tokens (+${b.tokensPerSuccess} a success, +${b.tokensPerRequest} a request, ${b.initialTokens} at the start, ${b.capped ? `at most ${b.maxTokens}` : 'no cap'})`;
  }
}

const retried = (on: boolean) => (on ? 'retried' : 'not retried');

/**
 * The settings inside a core part that libraries do not all have: each with the part it
 * belongs to, the policy fields it covers (so an export that writes all of them writes the
 * setting), and what it was when it is in use.
 */
const SETTINGS = {
  'breaker.slowCalls': {
    part: 'breaker',
    fields: [
      ['breaker', 'slowCallRateThreshold'],
      ['breaker', 'slowCallDurationThresholdMs'],
    ],
    was: ({ policy: { breaker: b } }: ExportSubject) =>
      b.type === 'slidingWindow' && b.slowCallRateThreshold < 100
        ? `calls slower than ${b.slowCallDurationThresholdMs} ms open the breaker at ${b.slowCallRateThreshold} % of the window`
        : undefined,
  },
  'breaker.refusedCalls': {
    part: 'breaker',
    fields: [['breaker', 'windowCountsRefusedCalls']],
    was: ({ policy: { breaker: b } }: ExportSubject) =>
      b.type === 'slidingWindow' && b.windowCountsRefusedCalls
        ? 'refused calls count in the failure rate, over a window kept across state changes (opossum’s)'
        : undefined,
  },
  'breaker.openWaitGrowth': {
    part: 'breaker',
    fields: [
      ['breaker', 'waitDurationMultiplierInOpenState'],
      ['breaker', 'maxWaitDurationInOpenStateMs'],
    ],
    was: ({ policy: { breaker: b } }: ExportSubject) =>
      b.waitDurationMultiplierInOpenState > 1
        ? `the open wait grows ×${b.waitDurationMultiplierInOpenState} at each reopening${b.maxWaitDurationInOpenStateMs > 0 ? ` up to ${b.maxWaitDurationInOpenStateMs} ms` : ', without a cap'}`
        : undefined,
  },
  'breaker.halfOpenTiming': {
    part: 'breaker',
    fields: [
      ['breaker', 'automaticTransitionFromOpenToHalfOpenEnabled'],
      ['breaker', 'maxWaitDurationInHalfOpenStateMs'],
      ['breaker', 'transitionToStateAfterWaitDuration'],
    ],
    was: ({ policy: { breaker: b } }: ExportSubject) => {
      const words = [
        ...(b.automaticTransitionFromOpenToHalfOpenEnabled
          ? []
          : ['the breaker leaves OPEN only when a call arrives after the wait']),
        ...(b.maxWaitDurationInHalfOpenStateMs > 0
          ? [
              `HALF_OPEN goes to ${b.transitionToStateAfterWaitDuration} after ${b.maxWaitDurationInHalfOpenStateMs} ms`,
            ]
          : []),
      ];
      return words.length > 0 ? words.join('; ') : undefined;
    },
  },
  'breaker.halfOpenTrials': {
    part: 'breaker',
    fields: [
      ['breaker', 'permittedNumberOfCallsInHalfOpenState'],
      ['breaker', 'successThreshold'],
    ],
    was: ({ policy: { breaker: b } }: ExportSubject) => {
      if (b.type === 'consecutiveFailures')
        return b.successThreshold === 1
          ? undefined
          : `${b.successThreshold} successes in HALF_OPEN close the breaker`;
      return b.permittedNumberOfCallsInHalfOpenState === 1
        ? undefined
        : `${b.permittedNumberOfCallsInHalfOpenState} trial calls in HALF_OPEN`;
    },
  },
  'breaker.scope': {
    part: 'breaker',
    fields: [['breaker', 'scope']],
    was: ({ policy: { breaker: b } }: ExportSubject) =>
      b.scope === 'replica' ? 'one breaker per replica of the callee' : undefined,
  },
  breakerClassification: {
    part: 'breaker',
    fields: [],
    was: ({ classification }: ExportSubject) =>
      classification ? classificationWas(classification) : undefined,
  },
  // The libraries' retries take every failure unless told otherwise: always worth a word.
  'retry.retryOnPoison': {
    part: 'retry',
    fields: [['retry', 'retryOnValidation']],
    was: ({ policy: { retry: r } }: ExportSubject) =>
      `a poison answer is ${retried(r.retryOnValidation)} (at once); a permanent 4xx never`,
  },
  'retry.retryOnRefusal': {
    part: 'retry',
    fields: [
      ['retry', 'retryOnCircuitOpen'],
      ['retry', 'retryOnBulkheadFull'],
    ],
    was: ({ policy: { retry: r } }: ExportSubject) =>
      `a refusal by an open breaker is ${retried(r.retryOnCircuitOpen)}, by a full bulkhead (or another protection in the caller) ${retried(r.retryOnBulkheadFull)}`,
  },
  'retry.rateLimitedWait': {
    part: 'retry',
    fields: [['retry', 'rateLimitedWaitMs']],
    was: ({ policy: { retry: r } }: ExportSubject) =>
      `a 429 without a readable Retry-After waits ${r.rateLimitedWaitMs} ms before its retry`,
  },
  'retry.failAfterMaxAttempts': {
    part: 'retry',
    fields: [['retry', 'failAfterMaxAttempts']],
    was: ({ policy: { retry: r } }: ExportSubject) =>
      r.failAfterMaxAttempts
        ? "the last attempt's retryable answer ends as a failure (maxRetriesExceeded)"
        : undefined,
  },
  'retry.budget': {
    part: 'retry',
    fields: [['retry', 'budget']],
    was: ({ policy: { retry: r } }: ExportSubject) =>
      r.budget.enabled ? budgetWas(r.budget) : undefined,
  },
  'bulkhead.queue': {
    part: 'bulkhead',
    fields: [
      ['bulkhead', 'maxWaitDurationMs'],
      ['bulkhead', 'maxQueueLength'],
    ],
    was: ({ policy: { bulkhead: b } }: ExportSubject) =>
      b.maxWaitDurationMs > 0 || b.maxQueueLength !== undefined
        ? `calls wait for a slot${b.maxQueueLength === undefined ? '' : `, at most ${b.maxQueueLength} of them`}, giving up after ${b.maxWaitDurationMs} ms`
        : undefined,
  },
} as const satisfies Record<
  string,
  {
    part: CorePart;
    fields: readonly (readonly string[])[];
    was: (s: ExportSubject) => string | undefined;
  }
>;

/** The settings whose every field is among these policy paths (a library's table of names). */
export function settingsAt(paths: readonly (readonly string[])[]): PartSetting[] {
  const written = new Set(paths.map((p) => p.join('.')));
  return (Object.keys(SETTINGS) as PartSetting[]).filter((k) => {
    const fields = SETTINGS[k].fields;
    return fields.length > 0 && fields.every((f) => written.has(f.join('.')));
  });
}

/** A registry protection in use, with its settings as the settings panel names them. */
function protectionInUse(d: AnyProtection, policy: CallPolicy): string | undefined {
  const part = (policy as unknown as Record<string, Record<string, unknown> | undefined>)[d.key];
  if (part?.enabled !== true) return undefined;
  const values = d.settings.flatMap((s) => {
    const v = part[s.path[1]!];
    const label = s.label.toLowerCase();
    if (s.kind === 'number')
      return typeof v === 'number' ? [`${label} ${v * (s.displayFactor ?? 1)} ${s.unit}`] : [];
    // The toggle that turns the protection on is its title.
    if (s.kind === 'toggle')
      return s.path[1] === 'enabled' ? [] : [`${label}: ${v ? 'on' : 'off'}`];
    return typeof v === 'string' ? [`${label}: ${s.options[v] ?? v}`] : [];
  });
  return values.length > 0 ? `${d.title} (${values.join(', ')})` : d.title;
}

function outlierWas(o: OutlierEjection): string {
  return `outlier ejection of the callee's replicas (after ${o.consecutive5xx} consecutive 5xx, ejected ${o.baseEjectionTimeMs} ms up to ${o.maxEjectionTimeMs} ms, at most ${o.maxEjectionPercent} % of them)`;
}

/** Every part the subject uses, with what it was: the list exporters check themselves against. */
export function partsInUse({
  policy,
  outlier,
}: ExportSubject): { part: PolicyPart | CalleePart; was: string }[] {
  const core = (Object.keys(CORE_PARTS) as CorePart[]).flatMap((part) => {
    const was = CORE_PARTS[part](policy);
    return was === undefined ? [] : [{ part: part as PolicyPart, was }];
  });
  const registry = PROTECTIONS.flatMap((d) => {
    const was = protectionInUse(d as AnyProtection, policy);
    return was === undefined ? [] : [{ part: d.key as PolicyPart, was }];
  });
  const callee = outlier ? [{ part: 'outlierEjection' as const, was: outlierWas(outlier) }] : [];
  return [...core, ...registry, ...callee];
}

/** Every policy part the schema has: the core parts and the registry's. */
export const POLICY_PARTS: readonly PolicyPart[] = [
  ...(Object.keys(CORE_PARTS) as CorePart[]),
  ...PROTECTIONS.map((d) => d.key),
];

/** The settings of the parts an export writes that are in use and it does not write. */
function settingsNotWritten(subject: ExportSubject, coverage: Coverage) {
  return (Object.keys(SETTINGS) as PartSetting[]).flatMap((key) => {
    const s = SETTINGS[key];
    if (!coverage.writes.has(s.part) || coverage.writes.has(key)) return [];
    // A part that is off has no settings in use.
    if (CORE_PARTS[s.part](subject.policy) === undefined) return [];
    const was = s.was(subject);
    return was === undefined ? [] : [{ part: key as Expressible, was }];
  });
}

/** A comment line's text for each part and setting in use the export did not write, with why. */
export function unexpressedNotes(subject: ExportSubject, coverage: Coverage): string[] {
  const parts = partsInUse(subject).filter(({ part }) => !coverage.writes.has(part));
  return [...parts, ...settingsNotWritten(subject, coverage)].map(
    ({ part, was }) =>
      `simulated: ${was}; not written here: ${coverage.why?.[part] ?? coverage.otherwise ?? `${coverage.library} has no such setting`}`,
  );
}

/** Why an in-process library leaves out the callee's outlier ejection. */
export const NO_OUTLIER_EJECTION = (library: string): string =>
  `${library} has no outlier ejection: the load balancer or the mesh (Envoy, Istio) ejects hosts`;
