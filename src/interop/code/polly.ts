// Pure: no DOM. A call's policy as Polly v8 C#: a ResiliencePipelineBuilder whose strategies
// are added outermost first, in the simulated layer order; a comment beside each line whose
// meaning differs from what was simulated.
import type { CallPolicy } from '../../sim/scenario';
import {
  NO_OUTLIER_EJECTION,
  unexpressedNotes,
  type Coverage,
  type Expressible,
  type ExportSubject,
} from '../unexpressed';

/** What this export writes or notes itself; anything else in use gets a comment with why. */
const POLLY_COVERAGE: Coverage = {
  library: 'Polly',
  writes: new Set<Expressible>([
    'timeoutMs',
    'deadlineMs',
    'retry',
    'breaker',
    'bulkhead',
    'rateLimiter',
    'breaker.openWaitGrowth',
    'bulkhead.queue',
  ]),
  why: {
    'breaker.slowCalls':
      'Polly has no slow-call rate: a slow call counts only when a timeout ends it',
    'breaker.halfOpenTiming':
      'Polly leaves OPEN when a call arrives after BreakDuration and has no half-open time limit',
    'breaker.halfOpenTrials': 'Polly lets one trial call through, and it decides',
    'breaker.refusedCalls':
      'Polly counts only the calls it let through, in a window that starts afresh at each state change',
    'breaker.scope': 'a Polly circuit breaker is one breaker for whatever the pipeline calls',
    breakerClassification:
      'the breaker’s ShouldHandle (a predicate, code) decides what counts: make it handle these kinds',
    'retry.retryOnRefusal':
      'Polly’s retry handles every exception but OperationCanceledException unless ShouldHandle (code) says otherwise: an open breaker throws BrokenCircuitException, a full concurrency limiter RateLimiterRejectedException',
    'retry.retryOnPoison': 'a poison answer is a result: ShouldHandle (code) must name it',
    'retry.rateLimitedWait':
      'Polly waits its Delay after a 429 too, unless a DelayGenerator (code) reads the answer',
    'retry.budget': 'Polly has none',
    outlierEjection: NO_OUTLIER_EJECTION('Polly'),
  },
};

const ms = (v: number) => `TimeSpan.FromMilliseconds(${v})`;
const line = (code: string, note?: string) => (note ? `${code} // ${note}` : code);

function breaker(p: CallPolicy): string[] {
  const b = p.breaker;
  if (b.type === 'consecutiveFailures')
    return [
      '.AddCircuitBreaker(new CircuitBreakerStrategyOptions',
      '{',
      line(
        '    FailureRatio = 1.0,',
        `simulated: ${b.failureThreshold} failures in a row; Polly judges a failure ratio over a time window`,
      ),
      line(
        `    MinimumThroughput = ${Math.max(2, b.failureThreshold)},`,
        b.failureThreshold < 2 ? 'Polly needs at least 2' : undefined,
      ),
      `    BreakDuration = ${ms(b.waitDurationInOpenStateMs)},`,
      '})',
    ];
  const countBased = b.slidingWindowType === 'COUNT_BASED';
  return [
    '.AddCircuitBreaker(new CircuitBreakerStrategyOptions',
    '{',
    `    FailureRatio = ${b.failureRateThreshold / 100},`,
    line(
      `    SamplingDuration = ${countBased ? 'TimeSpan.FromSeconds(30)' : `TimeSpan.FromSeconds(${b.slidingWindowSize})`},`,
      countBased
        ? `simulated: the last ${b.slidingWindowSize} calls; Polly samples by time, not by count (30 s is its default)`
        : undefined,
    ),
    line(
      `    MinimumThroughput = ${Math.max(2, b.minimumNumberOfCalls)},`,
      b.minimumNumberOfCalls < 2 ? 'Polly needs at least 2' : undefined,
    ),
    `    BreakDuration = ${ms(b.waitDurationInOpenStateMs)},`,
    ...breakDurationGenerator(b),
    '})',
  ];
}

/** The OPEN wait growing at each reopening: Polly's generator, by the failed half-open trials. */
function breakDurationGenerator(b: CallPolicy['breaker']): string[] {
  if (b.waitDurationMultiplierInOpenState <= 1) return [];
  const grown = `${b.waitDurationInOpenStateMs} * Math.Pow(${b.waitDurationMultiplierInOpenState}, args.HalfOpenAttempts)`;
  const capped =
    b.maxWaitDurationInOpenStateMs > 0
      ? `Math.Min(${b.maxWaitDurationInOpenStateMs}, ${grown})`
      : grown;
  return [
    `    BreakDurationGenerator = args => ValueTask.FromResult(TimeSpan.FromMilliseconds(${capped})),`,
  ];
}

function retry(p: CallPolicy): string[] {
  const r = p.retry;
  const type = {
    none: 'Constant',
    constant: 'Constant',
    linear: 'Linear',
    exponential: 'Exponential',
  }[r.backoff.type];
  return [
    '.AddRetry(new RetryStrategyOptions',
    '{',
    `    MaxRetryAttempts = ${r.maxAttempts - 1},`,
    `    Delay = ${ms(r.backoff.type === 'none' ? 0 : r.backoff.initialIntervalMs)},`,
    line(
      `    BackoffType = DelayBackoffType.${type},`,
      r.backoff.type === 'exponential' && r.backoff.multiplier !== 2
        ? `simulated: ×${r.backoff.multiplier}; Polly's exponential doubles`
        : undefined,
    ),
    `    MaxDelay = ${ms(r.backoff.maxIntervalMs)},`,
    line(
      `    UseJitter = ${r.jitter === 'none' ? 'false' : 'true'},`,
      r.jitter !== 'none'
        ? `simulated: ${r.jitter} jitter; Polly's jitter is its own decorrelated curve`
        : undefined,
    ),
    '})',
  ];
}

export function exportPolly(subject: ExportSubject, call: string): string {
  const { policy } = subject;
  const strategies: Record<string, string[]> = {};
  if (policy.retry.enabled) strategies.retry = retry(policy);
  if (policy.breaker.enabled) strategies.breaker = breaker(policy);
  if (policy.bulkhead.enabled)
    strategies.bulkhead = [
      line(
        `.AddConcurrencyLimiter(permitLimit: ${policy.bulkhead.maxConcurrentCalls}, queueLimit: ${policy.bulkhead.maxQueueLength ?? (policy.bulkhead.maxWaitDurationMs > 0 ? 100 : 0)})`,
        policy.bulkhead.maxWaitDurationMs > 0
          ? `simulated: a queued call gives up after ${policy.bulkhead.maxWaitDurationMs} ms; Polly's queue has no wait limit`
          : undefined,
      ),
    ];
  const rl = policy.rateLimiter;
  if (rl?.enabled)
    strategies.rateLimiter = [
      '.AddRateLimiter(new FixedWindowRateLimiter(new FixedWindowRateLimiterOptions',
      '{',
      `    PermitLimit = ${rl.limitForPeriod},`,
      `    Window = ${ms(rl.limitRefreshPeriodMs)},`,
      line(
        '    QueueLimit = int.MaxValue,',
        `simulated: a call waits at most ${rl.timeoutMs} ms for a permit; Polly's queue has no wait limit`,
      ),
      '}))',
    ];
  const order = policy.layerOrder.split('-');
  const named = order.filter((k) => strategies[k]);
  const rest = Object.keys(strategies).filter((k) => !order.includes(k));
  const body = [
    ...(policy.deadlineMs !== undefined
      ? [`.AddTimeout(${ms(policy.deadlineMs)}) // the whole call, retries included`]
      : []),
    ...[...named, ...rest].flatMap((k) => strategies[k]!),
    ...(policy.timeoutMs !== undefined
      ? [`.AddTimeout(${ms(policy.timeoutMs)}) // each attempt`]
      : []),
  ];
  return [
    `// Polly v8 for ${call}, from the Resilience Playground: strategies outermost first.`,
    ...unexpressedNotes(subject, POLLY_COVERAGE).map((n) => `// ${n}`),
    'var pipeline = new ResiliencePipelineBuilder()',
    ...body.map((l) => `    ${l}`),
    '    .Build();',
    '',
  ].join('\n');
}
