// Pure: no DOM. A call's policy as TypeScript for cockatiel (retry, breaker, bulkhead,
// timeout, wrapped outermost first) and for opossum (a breaker with its timeout and
// capacity); a comment beside each line whose meaning differs from what was simulated.
import type { CallPolicy } from '../../sim/scenario';
import { refusedCallsNote, unexpressedNotes, type PolicyPart } from '../unexpressed';

const line = (code: string, note?: string) => (note ? `${code} // ${note}` : code);
const GENERATORS = {
  none: 'noJitterGenerator',
  full: 'fullJitterGenerator',
  equal: 'halfJitterGenerator',
  decorrelated: 'decorrelatedJitterGenerator',
} as const;

export function exportCockatiel(policy: CallPolicy, call: string): string {
  const parts: Record<string, string> = {};
  const imports = new Set(['handleAll', 'wrap']);
  const lines: string[] = [];
  const r = policy.retry;
  if (r.enabled) {
    imports.add('retry');
    const expo = r.backoff.type === 'exponential';
    imports.add(expo ? 'ExponentialBackoff' : 'ConstantBackoff');
    if (expo) imports.add(GENERATORS[r.jitter]);
    lines.push(
      'const retryPolicy = retry(handleAll, {',
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
    if (r.budget.enabled) lines.push('// simulated: a retry budget; cockatiel has none');
    parts.retry = 'retryPolicy';
  }
  const b = policy.breaker;
  if (b.enabled) {
    imports.add('circuitBreaker');
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
      `  halfOpenAfter: ${b.waitDurationInOpenStateMs},`,
      `  breaker: ${breaker},`,
      '});',
    );
    if (b.type !== 'consecutiveFailures' && b.permittedNumberOfCallsInHalfOpenState !== 1)
      lines.push(
        `// simulated: ${b.permittedNumberOfCallsInHalfOpenState} trial calls in half-open; cockatiel lets one through`,
      );
    const refused = refusedCallsNote(policy, 'cockatiel');
    if (refused) lines.push(`// ${refused}`);
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
  const written = new Set<PolicyPart>(['timeoutMs', 'deadlineMs', 'retry', 'breaker', 'bulkhead']);
  if (policy.timeoutMs !== undefined) written.add('propagateCancellation');
  return [
    `// cockatiel for ${call}, from the Resilience Playground: policies outermost first.`,
    ...unexpressedNotes(policy, written).map((n) => `// ${n}`),
    `import { ${[...imports].sort().join(', ')} } from 'cockatiel';`,
    '',
    ...lines,
    '',
    `export const policy = wrap(${wrapped.join(', ')});`,
    '',
  ].join('\n');
}

/** With a breaker, opossum writes it with its timeout and capacity, and says it has no retry. */
const OPOSSUM_WRITES: ReadonlySet<PolicyPart> = new Set([
  'breaker',
  'timeoutMs',
  'bulkhead',
  'retry',
]);

export function exportOpossum(policy: CallPolicy, call: string): string {
  const b = policy.breaker;
  const header = [`// opossum for ${call}, from the Resilience Playground.`];
  if (!b.enabled)
    // opossum is a circuit breaker: with none simulated there is nothing of it to write, and
    // a breaker made of default values would change what the call does.
    return [
      ...header,
      '// simulated: no circuit breaker on this call, so no opossum breaker is written',
      ...unexpressedNotes(policy, new Set()).map((n) => `// ${n}`),
      '',
    ].join('\n');
  const lines = [
    ...header,
    ...unexpressedNotes(policy, OPOSSUM_WRITES).map((n) => `// ${n}`),
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
  if (policy.retry.enabled)
    lines.push(
      `// simulated: ${policy.retry.maxAttempts} attempts with ${policy.retry.backoff.type} backoff; opossum has no retry: wrap the call`,
    );
  if (b.permittedNumberOfCallsInHalfOpenState !== 1 && b.type !== 'consecutiveFailures')
    lines.push(
      `// simulated: ${b.permittedNumberOfCallsInHalfOpenState} trial calls in half-open; opossum lets one through`,
    );
  lines.push('');
  return lines.join('\n');
}
