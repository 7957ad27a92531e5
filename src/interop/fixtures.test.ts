// Config files modelled on public projects', each with the scenario it should give: the
// call it lands on, the settings read, and exactly what is listed as not expressed.
import { describe, expect, it } from 'vitest';
import { importConfig } from '.';
import { FIXTURES } from './fixtureExpectations';
import { policyOf } from './placement';

const FILES = import.meta.glob<string>('./fixtures/*', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const read = (name: string): string => {
  const text = FILES[`./fixtures/${name}`];
  if (text === undefined) throw new Error(`no fixture ${name}`);
  return text;
};

describe('fixtures give their expected scenarios', () => {
  it('every fixture file has its expectation', () => {
    const named = new Set(FIXTURES.map((f) => `./fixtures/${f.file}`));
    expect(Object.keys(FILES).filter((f) => !named.has(f))).toEqual([]);
  });

  it.each(FIXTURES.map((f, i) => [`${i + 1} ${f.file}`, f] as const))('%s', (_name, f) => {
    const result = importConfig(read(f.file), { fileName: f.file, ...f.options });
    for (const [call, fragment] of Object.entries(f.calls)) {
      expect(policyOf(result.scenario, call), call).toMatchObject(fragment);
    }
    for (const [service, outlier] of Object.entries(f.outliers ?? {}))
      expect(
        result.scenario.services.find((s) => s.name === service)?.outlierEjection,
      ).toMatchObject(outlier);
    expect(result.notExpressed.map((n) => `${n.line}:${n.key}`)).toEqual(f.notExpressed);
    if (f.classification)
      expect(result.scenario.breakerClassification).toMatchObject(f.classification);
  });

  it('names every library default it filled, with the value used', () => {
    const result = importConfig(read('r4j-02-kebab.yml'));
    expect(result.filledByDefault).toContainEqual({
      key: 'resilience4j.circuitbreaker.instances.inventory-service.permittedNumberOfCallsInHalfOpenState',
      value: '10',
    });
    expect(result.filledByDefault.map((f) => f.key)).not.toContain(
      'resilience4j.circuitbreaker.instances.inventory-service.slidingWindowSize',
    );
  });

  it('a hedged Envoy route: the per-try timeout is the hedge delay, not an attempt timeout', () => {
    const result = importConfig(read('envoy-04-host-policies.yaml'));
    expect(policyOf(result.scenario, 'app->pricing')?.timeoutMs).toBeUndefined();
    expect(result.filledByDefault.map((f) => f.key)).toContain(
      'route to pricing.hedge_policy.(hedged share)',
    );
  });

  it("a rate limiter's filled refresh period is Resilience4j's 500 ns, held as the 1 ms the scenario can", () => {
    const text = [
      'resilience4j.ratelimiter.instances.partner-api:',
      '  limitForPeriod: 10',
      '  registerHealthIndicator: true',
      '  allowHealthIndicatorToFail: true',
      '',
    ].join('\n');
    const result = importConfig(text);
    const filled = result.filledByDefault.find((f) => f.key.endsWith('.limitRefreshPeriod'));
    expect(filled?.value).toMatch(/^500ns is Resilience4j's default; .* uses 1ms/);
    expect(policyOf(result.scenario, 'app->partner-api')?.rateLimiter?.limitRefreshPeriodMs).toBe(
      1,
    );
    expect(result.notExpressed.map((n) => [n.line, n.why.split(' — ')[0]])).toEqual([
      [3, 'observability only'],
      [4, 'observability only'],
    ]);
  });

  it('a refused value says which value the field keeps', () => {
    const result = importConfig(read('r4j-10-out-of-range.yml'));
    const size = result.notExpressed.find((n) => n.key.endsWith('.slidingWindowSize'));
    expect(size?.why).toContain('breaker.slidingWindowSize keeps 20');
    expect(policyOf(result.scenario, 'app->legacy')?.breaker.slidingWindowSize).toBe(20);
    const rate = result.notExpressed.find((n) => n.key.endsWith('.failureRateThreshold'));
    expect(rate?.why).toContain('breaker.failureRateThreshold keeps 50');
  });

  it('the Envoy retry on resets only is listed with the kinds it leaves out', () => {
    const result = importConfig(read('envoy-03-route-reset.yaml'));
    expect(result.notExpressed.find((n) => n.key.endsWith('.retry_on'))!.why).toContain(
      'leaves out http5xx, timeout, http429, http4xxRetryable',
    );
  });
});
