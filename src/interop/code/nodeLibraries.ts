// Pure: no DOM. A call's policy as TypeScript for cockatiel (retry, breaker, bulkhead,
// timeout, wrapped outermost first) and for opossum (a breaker with its timeout and
// capacity); a comment beside each line whose meaning differs from what was simulated.
import type { CallPolicy } from '../../sim/scenario';
import {
  NO_OUTLIER_EJECTION,
  unexpressedNotes,
  type Coverage,
  type Expressible,
  type ExportSubject,
} from '../unexpressed';

const line = (code: string, note?: string) => (note ? `${code} // ${note}` : code);
const GENERATORS = {
  none: 'noJitterGenerator',
  full: 'fullJitterGenerator',
  equal: 'halfJitterGenerator',
  decorrelated: 'decorrelatedJitterGenerator',
} as const;

/** Why cockatiel leaves out what it does; what it writes depends on the policy (below). */
const COCKATIEL_WHY: Coverage['why'] = {
  'breaker.slowCalls':
    'cockatiel’s breakers count failures only: a slow call counts when a timeout ends it',
  'breaker.halfOpenTiming':
    'cockatiel leaves OPEN when a call arrives after halfOpenAfter and has no half-open time limit',
  'breaker.halfOpenTrials': 'cockatiel lets one trial call through, and it decides',
  'breaker.refusedCalls':
    'cockatiel counts only the calls it let through, in a window that starts afresh at each state change',
  'breaker.scope': 'a cockatiel circuitBreaker is one breaker for whatever the policy wraps',
  breakerClassification:
    'the breaker’s handler (handleAll here; handleType or handleWhen, code) decides what counts: make it handle these kinds',
  'retry.rateLimitedWait': 'cockatiel waits its backoff after a 429 too',
  'retry.budget': 'cockatiel has none',
  propagateCancellation:
    'the callee hears of it through a cooperative per-attempt timeout only, and none was simulated',
  outlierEjection: NO_OUTLIER_EJECTION('cockatiel'),
};

/**
 * Which failures the retry handles: every one (handleAll) unless the simulated retry passes
 * over a protection's refusals, which cockatiel throws as errors of their own.
 */
function retryHandler(r: CallPolicy['retry'], imports: Set<string>): string {
  const skipped = [
    ...(r.retryOnCircuitOpen ? [] : ['BrokenCircuitError']),
    ...(r.retryOnBulkheadFull ? [] : ['BulkheadRejectedError']),
  ];
  if (skipped.length === 0) {
    imports.add('handleAll');
    return 'handleAll';
  }
  imports.add('handleWhen');
  skipped.forEach((e) => imports.add(e));
  return `handleWhen((err) => ${skipped.map((e) => `!(err instanceof ${e})`).join(' && ')})`;
}

/** The OPEN wait: fixed, or growing at each reopening as an exponential backoff does. */
function halfOpenAfter(b: CallPolicy['breaker'], imports: Set<string>): string {
  if (b.waitDurationMultiplierInOpenState <= 1) return String(b.waitDurationInOpenStateMs);
  imports.add('ExponentialBackoff').add('noJitterGenerator');
  const cap = b.maxWaitDurationInOpenStateMs > 0 ? b.maxWaitDurationInOpenStateMs : 'Infinity';
  return `new ExponentialBackoff({ initialDelay: ${b.waitDurationInOpenStateMs}, maxDelay: ${cap}, exponent: ${b.waitDurationMultiplierInOpenState}, generator: noJitterGenerator })`;
}

export function exportCockatiel(subject: ExportSubject, call: string): string {
  const { policy } = subject;
  const parts: Record<string, string> = {};
  const imports = new Set(['wrap']);
  const lines: string[] = [];
  const r = policy.retry;
  if (r.enabled) {
    imports.add('retry');
    const expo = r.backoff.type === 'exponential';
    imports.add(expo ? 'ExponentialBackoff' : 'ConstantBackoff');
    if (expo) imports.add(GENERATORS[r.jitter]);
    lines.push(
      line(
        `const retryPolicy = retry(${retryHandler(r, imports)}, {`,
        `simulated: a poison answer (a 200 that fails validation) is ${r.retryOnValidation ? '' : 'not '}retried; cockatiel sees answers only through handleWhenResult (code)`,
      ),
      `  maxAttempts: ${r.maxAttempts - 1}, // retries after the first call`,
      expo
        ? line(
            `  backoff: new ExponentialBackoff({ initialDelay: ${r.backoff.initialIntervalMs}, maxDelay: ${r.backoff.maxIntervalMs}, exponent: ${r.backoff.multiplier}, generator: ${GENERATORS[r.jitter]} }),`,
          )
        : line(
            `  backoff: new ConstantBackoff(${r.backoff.type === 'none' ? 0 : r.backoff.initialIntervalMs}),`,
            r.backoff.type === 'linear'
              ? 'simulated: linear backoff; cockatiel has constant or exponential'
              : r.jitter !== 'none'
                ? `simulated: ${r.jitter} jitter; a constant backoff has none`
                : undefined,
          ),
      '});',
    );
    parts.retry = 'retryPolicy';
  }
  const b = policy.breaker;
  if (b.enabled) {
    imports.add('circuitBreaker').add('handleAll');
    let breaker: string;
    if (b.type === 'consecutiveFailures') {
      imports.add('ConsecutiveBreaker');
      breaker = `new ConsecutiveBreaker(${b.failureThreshold})`;
    } else if (b.slidingWindowType === 'COUNT_BASED') {
      imports.add('CountBreaker');
      breaker = `new CountBreaker({ threshold: ${b.failureRateThreshold / 100}, size: ${b.slidingWindowSize}, minimumNumberOfCalls: ${b.minimumNumberOfCalls} })`;
    } else {
      imports.add('SamplingBreaker');
      breaker = line(
        `new SamplingBreaker({ threshold: ${b.failureRateThreshold / 100}, duration: ${b.slidingWindowSize * 1000}, minimumRps: ${Number((b.minimumNumberOfCalls / b.slidingWindowSize).toFixed(3))} })`,
        'simulated: at least the threshold opens it; cockatiel opens above it, and its minimum is a rate, not a count',
      );
    }
    lines.push(
      'const breakerPolicy = circuitBreaker(handleAll, {',
      `  halfOpenAfter: ${halfOpenAfter(b, imports)},`,
      `  breaker: ${breaker},`,
      '});',
    );
    parts.breaker = 'breakerPolicy';
  }
  const bh = policy.bulkhead;
  if (bh.enabled) {
    imports.add('bulkhead');
    lines.push(
      line(
        `const bulkheadPolicy = bulkhead(${bh.maxConcurrentCalls}, ${bh.maxQueueLength ?? (bh.maxWaitDurationMs > 0 ? 100 : 0)});`,
        bh.maxWaitDurationMs > 0
          ? `simulated: a queued call gives up after ${bh.maxWaitDurationMs} ms; cockatiel's queue has no wait limit`
          : undefined,
      ),
    );
    parts.bulkhead = 'bulkheadPolicy';
  }
  const order = policy.layerOrder.split('-').filter((k) => parts[k]);
  const wrapped = [...order.map((k) => parts[k]!)];
  if (policy.deadlineMs !== undefined) {
    imports.add('timeout').add('TimeoutStrategy');
    lines.push(
      `const deadlinePolicy = timeout(${policy.deadlineMs}, TimeoutStrategy.Aggressive); // the whole call`,
    );
    wrapped.unshift('deadlinePolicy');
  }
  if (policy.timeoutMs !== undefined) {
    imports.add('timeout').add('TimeoutStrategy');
    lines.push(
      line(
        `const attemptTimeout = timeout(${policy.timeoutMs}, TimeoutStrategy.${policy.propagateCancellation ? 'Cooperative' : 'Aggressive'}); // each attempt`,
      ),
    );
    wrapped.push('attemptTimeout');
  }
  // Cancellation reaches the callee through a cooperative per-attempt timeout only.
  const writes = new Set<Expressible>([
    'timeoutMs',
    'deadlineMs',
    'retry',
    'breaker',
    'bulkhead',
    'breaker.openWaitGrowth',
    'retry.retryOnRefusal',
    'retry.retryOnPoison',
    'bulkhead.queue',
  ]);
  if (policy.timeoutMs !== undefined) writes.add('propagateCancellation');
  const coverage: Coverage = { library: 'cockatiel', writes, why: COCKATIEL_WHY };
  return [
    `// cockatiel for ${call}, from the Resilience Playground: policies outermost first.`,
    ...unexpressedNotes(subject, coverage).map((n) => `// ${n}`),
    `import { ${[...imports].sort().join(', ')} } from 'cockatiel';`,
    '',
    ...lines,
    '',
    `export const policy = wrap(${wrapped.join(', ')});`,
    '',
  ].join('\n');
}

const OPOSSUM_WHY: Coverage['why'] = {
  retry: 'opossum has no retry: wrap the call',
  'breaker.slowCalls': 'opossum counts failures only: a slow call counts when its timeout ends it',
  'breaker.openWaitGrowth': 'opossum’s resetTimeout is fixed',
  'breaker.halfOpenTiming':
    'opossum leaves OPEN by itself after resetTimeout and has no half-open time limit',
  'breaker.halfOpenTrials': 'opossum lets one trial call through, and it decides',
  'breaker.scope': 'an opossum CircuitBreaker is one breaker for the function it wraps',
  breakerClassification:
    'errorFilter (a function, code) decides which errors do not count: let it pass the kinds that are not failures',
  'bulkhead.queue': 'opossum refuses beyond capacity at once: no wait',
  outlierEjection: NO_OUTLIER_EJECTION('opossum'),
};

/** With a breaker, opossum writes it with its timeout and capacity. */
const OPOSSUM_COVERAGE: Coverage = {
  library: 'opossum',
  // Its rolling counts are the window that keeps refused calls (windowCountsRefusedCalls).
  writes: new Set<Expressible>(['breaker', 'breaker.refusedCalls', 'timeoutMs', 'bulkhead']),
  why: OPOSSUM_WHY,
};

export function exportOpossum(subject: ExportSubject, call: string): string {
  const { policy } = subject;
  const b = policy.breaker;
  const header = [`// opossum for ${call}, from the Resilience Playground.`];
  if (!b.enabled)
    // opossum is a circuit breaker: with none simulated there is nothing of it to write, and
    // a breaker made of default values would change what the call does.
    return [
      ...header,
      '// simulated: no circuit breaker on this call, so no opossum breaker is written',
      ...unexpressedNotes(subject, {
        library: 'opossum',
        writes: new Set(),
        otherwise: 'opossum’s settings are a breaker’s, and there is none',
      }).map((n) => `// ${n}`),
      '',
    ].join('\n');
  const lines = [
    ...header,
    ...unexpressedNotes(subject, OPOSSUM_COVERAGE).map((n) => `// ${n}`),
    "import CircuitBreaker from 'opossum';",
    '',
    'export const breaker = new CircuitBreaker(callDownstream, {',
    line(
      `  timeout: ${policy.timeoutMs ?? 'false'},`,
      policy.timeoutMs === undefined ? 'simulated: no timeout' : undefined,
    ),
    `  errorThresholdPercentage: ${b.failureRateThreshold}, // simulated: opens at or above; opossum opens above`,
    `  resetTimeout: ${b.waitDurationInOpenStateMs},`,
  ];
  if (b.type === 'consecutiveFailures')
    lines.push(
      `  // simulated: ${b.failureThreshold} failures in a row; opossum judges a share over its rolling window`,
    );
  else if (b.slidingWindowType === 'COUNT_BASED')
    lines.push(
      line(
        '  rollingCountTimeout: 10000,',
        `simulated: the last ${b.slidingWindowSize} calls; opossum's window is 10 s of time, in buckets`,
      ),
    );
  else
    lines.push(
      `  rollingCountTimeout: ${b.slidingWindowSize * 1000},`,
      `  rollingCountBuckets: ${b.slidingWindowSize},`,
    );
  // A breaker run with opossum's own window (windowCountsRefusedCalls) needs no word here.
  const windowPerState = b.type === 'consecutiveFailures' || !b.windowCountsRefusedCalls;
  lines.push(
    line(
      `  volumeThreshold: ${b.minimumNumberOfCalls},`,
      windowPerState
        ? 'opossum’s rolling counts outlive a state change and count refused calls; the simulated window starts afresh at each change and counts only the calls let through'
        : undefined,
    ),
  );
  if (policy.bulkhead.enabled)
    lines.push(
      line(
        `  capacity: ${policy.bulkhead.maxConcurrentCalls},`,
        'opossum refuses beyond capacity at once: no wait',
      ),
    );
  lines.push('});');
  lines.push('');
  return lines.join('\n');
}
