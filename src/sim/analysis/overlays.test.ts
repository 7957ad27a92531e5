// Each overlay's closed form against its textbook value, then against a run of the
// engine; and each says why it does not apply when the scenario breaks its assumptions.
import { describe, expect, it } from 'vitest';
import { runScenario } from '../engine';
import { scenario } from '../engine/testing/scenarioBuilders';
import type { ScenarioInput } from '../scenario';
import { bulkheadOverlay, littleOverlay, workersOverlay } from './queueingOverlays';
import { amplificationOverlay, availabilityOverlay } from './reliabilityOverlays';

type ServiceInput = ScenarioInput['services'][number];
const leaf = (name: string, extra: Partial<ServiceInput> = {}): ServiceInput => ({
  name,
  workers: 1_000,
  routes: [{ name: 'default', processing: { type: 'constant', ms: 5 } }],
  ...extra,
});
const hop = (
  name: string,
  callee: string,
  policy = {},
  extra: Partial<ServiceInput> = {},
): ServiceInput => ({
  name,
  workers: 1_000,
  routes: [
    {
      name: 'default',
      processing: { type: 'constant', ms: 1 },
      plan: [{ calls: [{ service: callee }] }],
    },
  ],
  policies: { [callee]: policy },
  ...extra,
});
const run = (input: Omit<ScenarioInput, 'version'>) => {
  const s = scenario(input);
  return { s, report: runScenario(s) };
};
const retry3 = { retry: { enabled: true, maxAttempts: 3, backoff: { type: 'none' as const } } };

describe('queueing overlays', () => {
  it('M/M/1 at ρ = 0.5 (λ = 10/s, 50 ms): Wq = ρ/(μ − λ) = 50 ms, and the run agrees', () => {
    const { s, report } = run({
      seed: 5,
      durationMs: 4_000_000,
      services: [
        {
          name: 'q',
          workers: 1,
          queueCapacity: 10_000,
          routes: [{ name: 'default', processing: { type: 'exponential', meanMs: 50 } }],
        },
      ],
      clients: [{ name: 'u', service: 'q', arrival: { rps: 10 } }],
    });
    const o = workersOverlay(s, report, 'q');
    expect(o.applies && o.predicted).toBeCloseTo(50, 9);
    expect(o.applies && o.relativeError).toBeLessThan(0.1);
    expect(o.words).toMatch(
      /^M\/M\/c \(Erlang C\): mean queue wait with c = 1, ρ = 0.50: 50 ms in theory, .* ms measured: agrees within/,
    );
  });

  it('Erlang B: 5 workers, no queue, a = 4 erlangs (constant service): B = 0.1991', () => {
    const { s, report } = run({
      seed: 3,
      durationMs: 400_000,
      services: [
        {
          name: 'q',
          workers: 5,
          queueCapacity: 0,
          routes: [{ name: 'default', processing: { type: 'constant', ms: 50 } }],
        },
      ],
      clients: [{ name: 'u', service: 'q', arrival: { rps: 80 } }],
    });
    const o = workersOverlay(s, report, 'q');
    expect(o.applies && o.predicted).toBeCloseTo(0.1991, 4);
    expect(o.applies && o.relativeError).toBeLessThan(0.1);
  });

  it("a bulkhead that never waits is Erlang B too, and Little's law holds at the callee", () => {
    const { s, report } = run({
      seed: 8,
      durationMs: 300_000,
      services: [
        leaf('q', {
          routes: [{ name: 'default', processing: { type: 'exponential', meanMs: 50 } }],
        }),
      ],
      clients: [
        {
          name: 'u',
          service: 'q',
          arrival: { rps: 80 },
          policy: { bulkhead: { enabled: true, maxConcurrentCalls: 5 } },
        },
      ],
    });
    const b = bulkheadOverlay(s, report, 'u->q');
    expect(b.applies && b.relativeError).toBeLessThan(0.1);
    const l = littleOverlay(report, 'q');
    expect(l.applies && l.relativeError).toBeLessThan(0.05);
  });

  it('says why a closed form does not apply', () => {
    const lognormal = scenario({
      durationMs: 1_000,
      services: [
        leaf('q', {
          workers: 2,
          routes: [{ name: 'default', processing: { type: 'lognormal', p50Ms: 10, p99Ms: 50 } }],
        }),
      ],
      clients: [{ name: 'u', service: 'q', arrival: { rps: 10 } }],
    });
    const report = runScenario(lognormal);
    expect(workersOverlay(lognormal, report, 'q').words).toBe(
      "M/M/c (Erlang C) does not apply here, because q's service time is lognormal, not exponential",
    );
    const retrying = {
      ...lognormal,
      clients: [
        {
          ...lognormal.clients[0]!,
          policy: {
            ...lognormal.clients[0]!.policy,
            retry: { ...lognormal.clients[0]!.policy.retry, enabled: true },
          },
        },
      ],
    };
    expect(workersOverlay(retrying, report, 'q').words).toMatch(/because u retries/);
    expect(bulkheadOverlay(lognormal, report, 'u->q').words).toMatch(
      /because u->q's bulkhead is off/,
    );
    expect(littleOverlay(report, 'q').words).toMatch(/because only \d+ requests entered q/);
  });
});

describe('availability and amplification overlays', () => {
  it('a depth-5 chain of 99.9 % services: 0.999⁵ ≈ 99.50 %', () => {
    const names = ['s1', 's2', 's3', 's4', 's5'];
    const { s, report } = run({
      seed: 2,
      durationMs: 200_000,
      services: names.map((n, i) => {
        const faults = { errorRates: { http5xx: 0.001 } };
        return i < 4 ? hop(n, names[i + 1]!, {}, { faults }) : leaf(n, { faults });
      }),
      clients: [{ name: 'u', service: 's1', arrival: { rps: 200 } }],
    });
    const o = availabilityOverlay(s, report, 'u');
    expect(o.applies && o.predicted).toBeCloseTo(0.999 ** 5, 12);
    expect(o.applies && o.relativeError).toBeLessThan(0.002);
  });

  it('one hop failing 30 % of the time, tried 3 times: 1 − 0.3³ = 97.3 %', () => {
    const { s, report } = run({
      seed: 4,
      durationMs: 100_000,
      services: [leaf('q', { faults: { errorRates: { http5xx: 0.3 } } })],
      clients: [{ name: 'u', service: 'q', arrival: { rps: 100 }, policy: retry3 }],
    });
    const o = availabilityOverlay(s, report, 'u');
    expect(o.applies && o.predicted).toBeCloseTo(1 - 0.3 ** 3, 12);
    expect(o.applies && o.relativeError).toBeLessThan(0.01);
    // Attempts per request: 1 + 0.3 + 0.09 = 1.39.
    const a = amplificationOverlay(s, report, 'q');
    expect(a.applies && a.predicted).toBeCloseTo(1.39, 12);
    expect(a.applies && a.relativeError).toBeLessThan(0.02);
  });

  it('depth 3, 3 attempts at every layer, the leaf down: 27 attempts at the leaf per request (3 at the top only)', () => {
    const down = { faults: { errorRates: { http5xx: 1 } } };
    const { s, report } = run({
      seed: 6,
      durationMs: 20_000,
      services: [hop('a', 'b', retry3), hop('b', 'c', retry3), leaf('c', down)],
      clients: [{ name: 'u', service: 'a', arrival: { rps: 5 }, policy: retry3 }],
    });
    const o = amplificationOverlay(s, report, 'c');
    expect(o.applies && o.predicted).toBe(27);
    expect(o.applies && o.measured).toBeCloseTo(27, 0);
    expect((amplificationOverlay(s, report, 'b') as { predicted: number }).predicted).toBe(9);
    expect((availabilityOverlay(s, report, 'u') as { predicted: number }).predicted).toBe(0);
    const topOnly = run({
      seed: 6,
      durationMs: 20_000,
      services: [hop('a', 'b'), hop('b', 'c'), leaf('c', down)],
      clients: [{ name: 'u', service: 'a', arrival: { rps: 5 }, policy: retry3 }],
    });
    expect(
      (amplificationOverlay(topOnly.s, topOnly.report, 'c') as { predicted: number }).predicted,
    ).toBe(3);
  });

  it('does not apply when failures depend on load or on the past', () => {
    const { s, report } = run({
      durationMs: 20_000,
      services: [leaf('q', { faults: { errorRates: { http5xx: 0.9 } } })],
      clients: [
        {
          name: 'u',
          service: 'q',
          arrival: { rps: 50 },
          policy: { breaker: { enabled: true, minimumNumberOfCalls: 5 } },
        },
      ],
    });
    expect(availabilityOverlay(s, report, 'u').words).toBe(
      "availability 1 − p^N does not apply here, because u->q's breaker refused calls: its state depends on past calls",
    );
  });
});
