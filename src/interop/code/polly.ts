// Pure: no DOM. A call's policy as Polly v8 C#: a ResiliencePipelineBuilder whose strategies
// are added outermost first, in the simulated layer order; a comment beside each line whose
// meaning differs from what was simulated.
import type { CallPolicy } from '../../sim/scenario';
import { refusedCallsNote, unexpressedNotes, type PolicyPart } from '../unexpressed';

/** The policy parts this export writes; any other part in use gets a comment. */
const POLLY_WRITES: ReadonlySet<PolicyPart> = new Set([
  'timeoutMs',
  'deadlineMs',
  'retry',
  'breaker',
  'bulkhead',
  'rateLimiter',
]);

const ms = (v: number) => `TimeSpan.FromMilliseconds(${v})`;
const line = (code: string, note?: string) => (note ? `${code} // ${note}` : code);
const commentFor = (note: string | undefined) => (note ? [`// ${note}`] : []);

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
    line(
      `    BreakDuration = ${ms(b.waitDurationInOpenStateMs)},`,
      b.waitDurationMultiplierInOpenState > 1
        ? `simulated: ×${b.waitDurationMultiplierInOpenState} at each reopening; set BreakDurationGenerator for that`
        : undefined,
    ),
    '})',
    ...(b.permittedNumberOfCallsInHalfOpenState !== 1
      ? [
          `// simulated: ${b.permittedNumberOfCallsInHalfOpenState} trial calls in half-open; Polly lets one through`,
        ]
      : []),
    ...(b.slowCallRateThreshold < 100
      ? ['// simulated: slow calls count toward opening; Polly has no slow-call rate']
      : []),
    ...commentFor(refusedCallsNote(p, 'Polly')),
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
    ...(r.budget.enabled ? ['// simulated: a retry budget; Polly has none'] : []),
  ];
}

export function exportPolly(policy: CallPolicy, call: string): string {
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
    ...unexpressedNotes(policy, POLLY_WRITES).map((n) => `// ${n}`),
    'var pipeline = new ResiliencePipelineBuilder()',
    ...body.map((l) => `    ${l}`),
    '    .Build();',
    '',
  ].join('\n');
}
