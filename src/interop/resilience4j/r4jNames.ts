// Pure: no DOM. Resilience4j's Spring Boot properties for the core policies (breaker,
// retry, bulkheads, time limiter) and where each lives in a call policy: the one table the
// import and the export both read. The registry's protections carry their own names
// (descriptor `names.resilience4j`) and are added from there.
import { SLIDING_WINDOW_DEFAULTS as CB } from '../../sim/machines/breaker/breakerConfig';
import { PROTECTIONS } from '../../sim/protections/registry';
import type { AnyProtection } from '../../sim/protections/descriptor';
import type { Scalar } from '../configText';
import { booleanCodec, enumCodec, numberCodec, springDurationCodec, type Codec } from '../codecs';

/** One property of a Resilience4j instance. */
export interface R4jSetting {
  /** The property as Resilience4j's docs write it (camelCase). */
  name: string;
  /** Older names Spring still binds (`maxRetryAttempts` before `maxAttempts`). */
  aliases?: readonly string[];
  /** Where the value lives in the call policy. */
  path: readonly string[];
  codec: Codec;
  /** What Resilience4j uses when the property is left out, as it would be written. */
  libraryDefault: Scalar;
  /** Read only while this boolean property of the instance is true (Resilience4j ignores it otherwise). */
  gate?: string;
  /** What the policy holds while the gate is false (the breaker's fixed OPEN wait: multiplier 1). */
  offValue?: unknown;
}

/** One Resilience4j module (`resilience4j.<module>`) and the part of a call policy it fills. */
export interface R4jModule {
  /** The Spring prefix's last word as Resilience4j writes it. */
  module: string;
  /** The policy flag the module turns on, or none (the time limiter's timeout has no flag). */
  enabledPath?: readonly string[];
  settings: readonly R4jSetting[];
  /** Properties read and deliberately not expressed, by relaxed name: why. */
  refused: Readonly<Record<string, string>>;
}

const OBSERVABILITY = 'observability only — no effect on behaviour (it changes what is reported)';

/** Keys every Resilience4j module has that change what is reported, not what happens. */
export const OBSERVABILITY_KEYS: Readonly<Record<string, string>> = Object.fromEntries(
  [
    'registerhealthindicator',
    'allowhealthindicatortofail',
    'eventconsumerbuffersize',
    'writablestacktraceenabled',
  ].map((k) => [k, OBSERVABILITY]),
);
const EXCEPTIONS =
  'exception classes map to failure kinds only through a table you confirm (--exception Class=kind)';

export const CIRCUIT_BREAKER: R4jModule = {
  module: 'circuitbreaker',
  enabledPath: ['breaker', 'enabled'],
  settings: [
    {
      name: 'slidingWindowType',
      path: ['breaker', 'slidingWindowType'],
      codec: enumCodec({ COUNT_BASED: 'COUNT_BASED', TIME_BASED: 'TIME_BASED' }),
      libraryDefault: CB.slidingWindowType,
    },
    {
      name: 'slidingWindowSize',
      path: ['breaker', 'slidingWindowSize'],
      codec: numberCodec,
      libraryDefault: CB.slidingWindowSize,
    },
    {
      name: 'minimumNumberOfCalls',
      path: ['breaker', 'minimumNumberOfCalls'],
      codec: numberCodec,
      libraryDefault: CB.minimumNumberOfCalls,
    },
    {
      name: 'failureRateThreshold',
      path: ['breaker', 'failureRateThreshold'],
      codec: numberCodec,
      libraryDefault: CB.failureRateThreshold,
    },
    {
      name: 'slowCallRateThreshold',
      path: ['breaker', 'slowCallRateThreshold'],
      codec: numberCodec,
      libraryDefault: CB.slowCallRateThreshold,
    },
    {
      name: 'slowCallDurationThreshold',
      path: ['breaker', 'slowCallDurationThresholdMs'],
      codec: springDurationCodec,
      libraryDefault: '60s',
    },
    {
      name: 'waitDurationInOpenState',
      path: ['breaker', 'waitDurationInOpenStateMs'],
      codec: springDurationCodec,
      libraryDefault: '60s',
    },
    {
      name: 'permittedNumberOfCallsInHalfOpenState',
      aliases: ['ringBufferSizeInHalfOpenState'],
      path: ['breaker', 'permittedNumberOfCallsInHalfOpenState'],
      codec: numberCodec,
      libraryDefault: CB.permittedNumberOfCallsInHalfOpenState,
    },
    {
      name: 'automaticTransitionFromOpenToHalfOpenEnabled',
      path: ['breaker', 'automaticTransitionFromOpenToHalfOpenEnabled'],
      codec: booleanCodec,
      libraryDefault: CB.automaticTransitionFromOpenToHalfOpenEnabled,
    },
    {
      name: 'maxWaitDurationInHalfOpenState',
      path: ['breaker', 'maxWaitDurationInHalfOpenStateMs'],
      codec: springDurationCodec,
      libraryDefault: '0ms',
    },
    {
      name: 'transitionToStateAfterWaitDuration',
      path: ['breaker', 'transitionToStateAfterWaitDuration'],
      codec: enumCodec({ OPEN: 'OPEN', CLOSED: 'CLOSED' }),
      libraryDefault: 'OPEN',
    },
    {
      name: 'exponentialBackoffMultiplier',
      path: ['breaker', 'waitDurationMultiplierInOpenState'],
      codec: numberCodec,
      libraryDefault: 1.5,
      gate: 'enableExponentialBackoff',
      offValue: 1,
    },
    {
      name: 'exponentialMaxWaitDurationInOpenState',
      path: ['breaker', 'maxWaitDurationInOpenStateMs'],
      codec: springDurationCodec,
      libraryDefault: '0ms',
      gate: 'enableExponentialBackoff',
      offValue: 0,
    },
  ],
  refused: {
    recordexceptions: EXCEPTIONS,
    ignoreexceptions: EXCEPTIONS,
    recordfailurepredicate: 'a Java predicate: code, not a setting',
    ignoreexceptionpredicate: 'a Java predicate: code, not a setting',
    recordresultpredicate: 'a Java predicate: code, not a setting',
    enablerandomizedwait: 'the breaker’s OPEN wait is not randomized in the simulation',
    randomizedwaitfactor: 'the breaker’s OPEN wait is not randomized in the simulation',
  },
};

export const RETRY: R4jModule = {
  module: 'retry',
  enabledPath: ['retry', 'enabled'],
  settings: [
    {
      name: 'maxAttempts',
      aliases: ['maxRetryAttempts'],
      path: ['retry', 'maxAttempts'],
      codec: numberCodec,
      libraryDefault: 3,
    },
    {
      name: 'waitDuration',
      path: ['retry', 'backoff', 'initialIntervalMs'],
      codec: springDurationCodec,
      libraryDefault: '500ms',
    },
    {
      name: 'enableExponentialBackoff',
      path: ['retry', 'backoff', 'type'],
      codec: {
        read: (v, key, line) => (booleanCodec.read(v, key, line) ? 'exponential' : 'constant'),
        write: (v) => v === 'exponential',
      },
      libraryDefault: false,
    },
    {
      name: 'exponentialBackoffMultiplier',
      path: ['retry', 'backoff', 'multiplier'],
      codec: numberCodec,
      libraryDefault: 1.5,
      gate: 'enableExponentialBackoff',
    },
    {
      name: 'exponentialMaxWaitDuration',
      path: ['retry', 'backoff', 'maxIntervalMs'],
      codec: springDurationCodec,
      // Resilience4j's cap is Long.MAX_VALUE ms: the simulation's longest wait stands for it.
      libraryDefault: '60m',
      gate: 'enableExponentialBackoff',
    },
    {
      name: 'enableRandomizedWait',
      path: ['retry', 'jitter'],
      codec: {
        read: (v, key, line) => (booleanCodec.read(v, key, line) ? 'equal' : 'none'),
        write: (v) => v !== 'none',
      },
      libraryDefault: false,
    },
    {
      name: 'failAfterMaxAttempts',
      path: ['retry', 'failAfterMaxAttempts'],
      codec: booleanCodec,
      libraryDefault: false,
    },
  ],
  refused: {
    randomizedwaitfactor:
      'Resilience4j spreads the wait ±factor around it; the simulation’s nearest is equal jitter (between half the wait and the wait)',
    retryexceptionpredicate: 'a Java predicate: code, not a setting',
    resultpredicate: 'a Java predicate: code, not a setting',
    intervalbifunction: 'a Java function: code, not a setting',
  },
};

export const BULKHEAD: R4jModule = {
  module: 'bulkhead',
  enabledPath: ['bulkhead', 'enabled'],
  settings: [
    {
      name: 'maxConcurrentCalls',
      path: ['bulkhead', 'maxConcurrentCalls'],
      codec: numberCodec,
      libraryDefault: 25,
    },
    {
      name: 'maxWaitDuration',
      path: ['bulkhead', 'maxWaitDurationMs'],
      codec: springDurationCodec,
      libraryDefault: '0ms',
    },
  ],
  refused: {
    faircallhandlingstrategyenabled: 'waiters are served in arrival order in the simulation',
  },
};

/** A thread pool bulkhead is a semaphore bulkhead whose queued calls wait for a thread as long as it takes. */
export const THREAD_POOL_BULKHEAD: R4jModule = {
  module: 'thread-pool-bulkhead',
  enabledPath: ['bulkhead', 'enabled'],
  settings: [
    {
      name: 'maxThreadPoolSize',
      path: ['bulkhead', 'maxConcurrentCalls'],
      codec: numberCodec,
      libraryDefault: 'availableProcessors',
    },
    {
      name: 'queueCapacity',
      path: ['bulkhead', 'maxQueueLength'],
      codec: numberCodec,
      libraryDefault: 100,
    },
  ],
  refused: {
    corethreadpoolsize:
      'threads are not created or retired in the simulation: the pool is maxThreadPoolSize from the start',
    keepaliveduration:
      'threads are not created or retired in the simulation: the pool is maxThreadPoolSize from the start',
    contextpropagators: 'thread-local context is not modelled',
  },
};

export const TIME_LIMITER: R4jModule = {
  module: 'timelimiter',
  settings: [
    {
      name: 'timeoutDuration',
      path: ['timeoutMs'],
      codec: springDurationCodec,
      libraryDefault: '1s',
    },
  ],
  refused: {
    cancelrunningfuture:
      'cancelling the caller’s future does not reach the callee; the callee stopping its work is the policy’s propagateCancellation, which no Resilience4j setting gives',
  },
};

/** A registry protection's module, from its descriptor's names. */
function registryModule(d: AnyProtection): R4jModule | undefined {
  const module = d.names.resilience4j;
  if (!module) return undefined;
  const defaults = d.schema.parse({}) as Record<string, unknown>;
  return {
    module,
    enabledPath: [d.key, 'enabled'],
    settings: d.settings.flatMap((s): R4jSetting[] => {
      const name = s.names?.resilience4j;
      if (!name || s.kind !== 'number') return [];
      const field = s.path[1]!;
      const ms = s.unit === 'ms';
      const fallback = defaults[field] as number;
      return [
        {
          name,
          path: s.path,
          codec: ms ? springDurationCodec : numberCodec,
          libraryDefault:
            s.libraryDefaults?.resilience4j ??
            (ms ? springDurationCodec.write(fallback) : fallback),
        },
      ];
    }),
    refused: {},
  };
}

export const R4J_MODULES: readonly R4jModule[] = [
  CIRCUIT_BREAKER,
  RETRY,
  BULKHEAD,
  THREAD_POOL_BULKHEAD,
  TIME_LIMITER,
  ...PROTECTIONS.flatMap((d) => registryModule(d as AnyProtection) ?? []),
];
