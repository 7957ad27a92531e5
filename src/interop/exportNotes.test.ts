// Nothing simulated leaves an export without a word: every policy part in use changes what
// each format writes (a setting or a comment), and the parts a format cannot write are
// commented from the policy and the descriptors.
import { describe, expect, it } from 'vitest';
import { parse, parseAllDocuments } from 'yaml';
import { PROTECTIONS } from '../sim/protections/registry';
import { callPolicySchema, outlierEjectionSchema, type CallPolicy } from '../sim/scenario';
import { EXPORT_FORMATS, exportCall, importConfig } from '.';
import { policyOf, skeletonScenario, withPolicy } from './placement';
import { POLICY_PARTS, type PolicyPart } from './unexpressed';

const CALL = 'app->backend';

/** A policy with every part in use. */
function everything(): Record<string, unknown> {
  return {
    timeoutMs: 800,
    deadlineMs: 5_000,
    propagateCancellation: true,
    costPerAttempt: 0.25,
    retry: { enabled: true, maxAttempts: 3 },
    breaker: { enabled: true },
    bulkhead: { enabled: true, maxConcurrentCalls: 8 },
    ...Object.fromEntries(PROTECTIONS.map((d) => [d.key, { enabled: true }])),
  };
}

function without(part: PolicyPart): Record<string, unknown> {
  const p = everything();
  if (part === 'propagateCancellation') p.propagateCancellation = false;
  else if (part === 'retry' || part === 'breaker' || part === 'bulkhead')
    p[part] = { enabled: false };
  else delete p[part];
  return p;
}

const exported = (policy: Record<string, unknown>, format: (typeof EXPORT_FORMATS)[number]) =>
  exportCall(
    withPolicy(skeletonScenario(['backend']), CALL, callPolicySchema.parse(policy) as CallPolicy),
    CALL,
    format,
  );

describe('exports say what they drop', () => {
  it('every field of the call policy is a part the exports answer for (the order aside)', () => {
    const fields = Object.keys(callPolicySchema.shape).filter((k) => k !== 'layerOrder');
    expect([...POLICY_PARTS].sort()).toEqual(fields.sort());
  });

  it.each(EXPORT_FORMATS)('%s: every part in use leaves a trace in the output', (format) => {
    const all = exported(everything(), format);
    const silent = POLICY_PARTS.filter((part) => exported(without(part), format) === all);
    expect(silent).toEqual([]);
  });

  it('cockatiel and Istio comment the rate limiter with its settings', () => {
    const policy = { rateLimiter: { enabled: true, limitForPeriod: 20 } };
    for (const format of ['cockatiel', 'istio'] as const)
      expect(exported(policy, format), format).toMatch(
        /simulated: Rate limiter \(calls per period 20 calls, period 1000 ms, wait for a permission 5000 ms\); not written here/,
      );
  });

  it('Envoy writes the rate limiter as its local rate limit filter, noting where it differs', () => {
    const text = exported(
      { retry: { enabled: true }, rateLimiter: { enabled: true, limitForPeriod: 20 } },
      'envoy',
    );
    const manager = parseAllDocuments(text)[1]!.toJS() as Record<string, unknown>;
    expect(manager.http_filters).toMatchObject([
      {
        name: 'envoy.filters.http.local_ratelimit',
        typed_config: {
          token_bucket: { max_tokens: 20, tokens_per_fill: 20, fill_interval: '1s' },
          filter_enabled: { default_value: { numerator: 100, denominator: 'HUNDRED' } },
          filter_enforced: { default_value: { numerator: 100, denominator: 'HUNDRED' } },
        },
      },
      { name: 'envoy.filters.http.router' },
    ]);
    expect(text).toMatch(/# simulated: 20 permissions at the start of each 1s; Envoy before 1\.31/);
    expect(text).toMatch(/simulated: a call waited up to 5000 ms .*; Envoy refuses at once/);
    // The simulated limiter sat inside the retry (its default place); Envoy's filter does not.
    expect(text).toMatch(/simulated: the rate limiter inside the retry, a permission per attempt/);
    expect(text).not.toMatch(/simulated: Rate limiter/);
  });

  it('opossum comments the overall deadline', () => {
    const text = exported({ breaker: { enabled: true }, deadlineMs: 3_000 }, 'opossum');
    expect(text).toContain(
      '// simulated: an overall deadline of 3000 ms across retries; not written here',
    );
  });

  it('opossum writes no breaker for a disabled one, and says so', () => {
    const text = exported(
      { breaker: { enabled: false, permittedNumberOfCallsInHalfOpenState: 3 }, timeoutMs: 500 },
      'opossum',
    );
    expect(text).not.toContain('new CircuitBreaker');
    expect(text).not.toContain('trial calls');
    expect(text).toContain('no circuit breaker on this call');
    expect(text).toContain('simulated: a per-attempt timeout of 500 ms; not written here');
  });

  it('a breaker that counts refused calls: opossum writes it as it is, the others say they cannot', () => {
    const policy = (windowCountsRefusedCalls: boolean) => ({
      breaker: { enabled: true, slidingWindowType: 'TIME_BASED', windowCountsRefusedCalls },
    });
    const refusedNote =
      /simulated: refused calls count in the failure rate, over a window kept across state changes \(opossum’s\); not written here: (\S+) counts only the calls it let through/;
    const perStateNote = 'the simulated window starts afresh at each change';
    expect(exported(policy(false), 'opossum')).toContain(perStateNote);
    expect(exported(policy(true), 'opossum')).not.toContain(perStateNote);
    expect(exported(policy(true), 'opossum')).not.toMatch(refusedNote);
    for (const [format, library] of [
      ['r4j', 'Resilience4j'],
      ['polly', 'Polly'],
      ['cockatiel', 'cockatiel'],
    ] as const) {
      expect(exported(policy(true), format).match(refusedNote)?.[1], format).toBe(library);
      expect(exported(policy(false), format), format).not.toMatch(refusedNote);
    }
  });

  it('Envoy writes the hedge as hedging on the per-try timeout, and reads it back', () => {
    const policy = {
      retry: {
        enabled: true,
        maxAttempts: 3,
        backoff: { type: 'exponential', multiplier: 2 },
        jitter: 'full',
      },
      hedge: { enabled: true, delayMs: 120, maxHedgedShare: 1 },
    };
    const text = exported(policy, 'envoy');
    expect(text).toContain('hedge_on_per_try_timeout: true');
    expect(text).toContain('per_try_timeout: 0.12s');
    const back = importConfig(text, {
      format: 'envoy',
      onto: skeletonScenario(['backend']),
      map: { backend: CALL },
    });
    expect(policyOf(back.scenario, CALL)?.hedge).toMatchObject({ enabled: true, delayMs: 120 });
    expect(back.notExpressed).toEqual([]);
  });

  it('Istio has no hedging: it is commented', () => {
    expect(exported({ hedge: { enabled: true, delayMs: 120 } }, 'istio')).toMatch(
      /simulated: Hedging \(hedge after 120 ms, most calls hedged 5 %, cancel the slower attempt: on\); not written here/,
    );
  });

  it('cockatiel writes the growing OPEN wait and the refusals its retry passes over', () => {
    const text = exported(
      {
        retry: { enabled: true, retryOnCircuitOpen: false, retryOnBulkheadFull: true },
        breaker: {
          enabled: true,
          waitDurationMultiplierInOpenState: 2,
          maxWaitDurationInOpenStateMs: 120_000,
        },
      },
      'cockatiel',
    );
    expect(text).toContain(
      'halfOpenAfter: new ExponentialBackoff({ initialDelay: 30000, maxDelay: 120000, exponent: 2, generator: noJitterGenerator })',
    );
    expect(text).toContain('retry(handleWhen((err) => !(err instanceof BrokenCircuitError)), {');
  });

  it('Polly writes the growing OPEN wait as a BreakDurationGenerator', () => {
    const text = exported(
      { breaker: { enabled: true, waitDurationMultiplierInOpenState: 3 } },
      'polly',
    );
    expect(text).toContain(
      'BreakDurationGenerator = args => ValueTask.FromResult(TimeSpan.FromMilliseconds(30000 * Math.Pow(3, args.HalfOpenAttempts))),',
    );
  });

  it.each(['cockatiel', 'opossum'] as const)(
    '%s names the slow-call rate and the scope',
    (format) => {
      const text = exported(
        {
          breaker: {
            enabled: true,
            slowCallRateThreshold: 40,
            slowCallDurationThresholdMs: 900,
            scope: 'replica',
          },
        },
        format,
      );
      expect(text).toMatch(
        /simulated: calls slower than 900 ms open the breaker at 40 % of the window; not written here: \S/,
      );
      expect(text).toMatch(
        /simulated: one breaker per replica of the callee; not written here: \S/,
      );
    },
  );

  it.each(['r4j', 'polly', 'cockatiel', 'opossum'] as const)(
    '%s names the outlier ejection, the classification, and the retry rules it cannot write',
    (format) => {
      const scenario = withPolicy(
        skeletonScenario(['backend']),
        CALL,
        callPolicySchema.parse({
          retry: { enabled: true },
          breaker: { enabled: true },
        }) as CallPolicy,
      );
      const text = exportCall(
        {
          ...scenario,
          services: scenario.services.map((s) =>
            s.name === 'backend' ? { ...s, outlierEjection: outlierEjectionSchema.parse({}) } : s,
          ),
        },
        CALL,
        format,
      );
      expect(text).toMatch(
        /simulated: outlier ejection of the callee's replicas .*; not written here: \S/,
      );
      expect(text).toMatch(
        /simulated: the breaker counts as failures: network errors, 5xx.*as ignored: permanent 4xx; not written here: \S/,
      );
      if (format !== 'opossum') {
        expect(text).toMatch(
          /simulated: a 429 without a readable Retry-After waits 2000 ms before its retry; not written here: \S/,
        );
        if (format !== 'cockatiel')
          expect(text).toMatch(
            /simulated: a poison answer is retried \(at once\).*; not written here: \S/,
          );
        // Resilience4j writes its own refusal exceptions as ignoreExceptions instead.
        if (format === 'polly')
          expect(text).toMatch(
            /simulated: a refusal by an open breaker is not retried, .*; not written here: \S/,
          );
        if (format === 'r4j')
          expect(parse(text).resilience4j.retry.instances.backend.ignoreExceptions).toEqual([
            'io.github.resilience4j.circuitbreaker.CallNotPermittedException',
            'io.github.resilience4j.bulkhead.BulkheadFullException',
          ]);
      }
    },
  );

  it('Resilience4j writes the slow calls, the growing OPEN wait and the rate limiter’s wait', () => {
    const text = exported(
      {
        breaker: {
          enabled: true,
          slowCallRateThreshold: 40,
          slowCallDurationThresholdMs: 900,
          waitDurationMultiplierInOpenState: 2,
        },
        rateLimiter: { enabled: true, timeoutMs: 250 },
      },
      'r4j',
    );
    for (const line of [
      'slowCallRateThreshold: 40',
      'slowCallDurationThreshold: 900ms',
      'enableExponentialBackoff: true',
      'exponentialBackoffMultiplier: 2',
      'timeoutDuration: 250ms',
    ])
      expect(text).toContain(line);
  });
});
