// A scenario that would explode stops at once with a message that names the limit and
// why, instead of hanging or exhausting memory.
import { describe, expect, it } from 'vitest';
import { SimulationLimitError } from './inFlight';
import { DEFAULT_LIMITS, offeredRequests } from './limits';
import { createSimulation } from './simulation';
import type { Limits } from './simulationApi';
import { caller, leaf, scenario } from './testing/scenarioBuilders';

/** Runs `fn` and returns the SimulationLimitError it throws (fails the test otherwise). */
function limitErrorOf(fn: () => void): SimulationLimitError {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(SimulationLimitError);
    return e as SimulationLimitError;
  }
  throw new Error('expected a SimulationLimitError, nothing was thrown');
}

const oneService = (rps: number, durationMs = 60_000) =>
  scenario({
    durationMs,
    services: [leaf('api', 10)],
    clients: [{ name: 'users', service: 'api', arrival: { rps } }],
  });

describe('limits', () => {
  it('a typo of 1,000,000 req/s is refused before the first event (maxOfferedRequests)', () => {
    const typo = oneService(1_000_000);
    expect(offeredRequests(typo, typo.durationMs)).toBe(60_000_000_000 / 1000);
    const error = limitErrorOf(() => createSimulation(typo));
    expect(error.limit).toBe('maxOfferedRequests');
    expect(error.message).toContain('60,000,000 requests');
    expect(error.message).toContain(DEFAULT_LIMITS.maxOfferedRequests.toLocaleString('en-US'));
    expect(error.message).toMatch(/lower the request rates/);
  }, 1_000);

  it('counts the rate schedule and the duration override, and the limit itself is allowed', () => {
    // 100 req/s for 10 s, then 0: 1,000 requests. Exactly at the limit passes, one below fails.
    const stepped = scenario({
      durationMs: 60_000,
      services: [leaf('api', 10)],
      clients: [
        {
          name: 'users',
          service: 'api',
          arrival: { rps: 100, schedule: [{ atMs: 10_000, rps: 0 }] },
        },
      ],
    });
    expect(offeredRequests(stepped, 60_000)).toBe(1_000);
    expect(() =>
      createSimulation(stepped, { limits: { maxOfferedRequests: 1_000 } }).dispose(),
    ).not.toThrow();
    expect(
      limitErrorOf(() => createSimulation(stepped, { limits: { maxOfferedRequests: 999 } })).limit,
    ).toBe('maxOfferedRequests');
    // The duration given to the run, not the scenario's, is what counts.
    const steady = oneService(100, 60_000);
    expect(() =>
      createSimulation(steady, {
        durationMs: 5_000,
        limits: { maxOfferedRequests: 500 },
      }).dispose(),
    ).not.toThrow();
    expect(
      limitErrorOf(() => createSimulation(steady, { limits: { maxOfferedRequests: 500 } })).limit,
    ).toBe('maxOfferedRequests');
  });

  it('too many requests in flight stops the run with maxInFlight, and the run can be disposed', () => {
    // 100 req/s into one worker of 1 s with a deep queue: the backlog grows by ~99 a second.
    const overloaded = scenario({
      durationMs: 60_000,
      services: [leaf('api', 1_000, { workers: 1, queueCapacity: 100_000 })],
      clients: [{ name: 'users', service: 'api', arrival: { rps: 100 } }],
    });
    const sim = createSimulation(overloaded, { limits: { maxInFlight: 500 } });
    const error = limitErrorOf(() => sim.runToEnd());
    expect(error.limit).toBe('maxInFlight');
    expect(error.message).toContain('more than 500 requests in flight');
    // It stopped when the backlog passed 500, about 5 s in, not at the end.
    expect(sim.nowMs).toBeGreaterThan(4_000);
    expect(sim.nowMs).toBeLessThan(7_000);
    expect(() => sim.dispose()).not.toThrow();
  }, 5_000);

  it("maxInFlight is also enforced when the request that crosses it is a retry (started by the retry chain's backoff timer)", () => {
    // One request; each of its 20 attempts times out after 50 ms and leaves its work at
    // `b` (100 s long, no cancellation), so only retries add requests in flight: the 6th
    // request in flight is the 4th retry, started by the retry chain's backoff timer. (An
    // error thrown inside an XState action is swallowed by the actor: this once ran on.)
    const s = scenario({
      durationMs: 20_000,
      services: [
        caller('a', [{ service: 'b' }], {
          b: {
            timeoutMs: 50,
            retry: {
              enabled: true,
              maxAttempts: 20,
              backoff: { type: 'constant', initialIntervalMs: 100 },
            },
          },
        }),
        leaf('b', 100_000),
      ],
      clients: [
        {
          name: 'users',
          service: 'a',
          arrival: { type: 'constant', rps: 1, schedule: [{ atMs: 1_500, rps: 0 }] },
        },
      ],
    });
    const sim = createSimulation(s, { limits: { maxInFlight: 5 } });
    const error = limitErrorOf(() => sim.runToEnd());
    expect(error.limit).toBe('maxInFlight');
    // a (1) + b's first attempt (1) + 3 retries = 5; the 4th retry starts at 1 s + 1 ms + 4 × 150 ms.
    expect(sim.nowMs).toBeLessThan(2_000);
    sim.dispose();
  });

  it('too many events stops the run with maxEvents, naming the limit and the time', () => {
    const sim = createSimulation(oneService(1_000), { limits: { maxEvents: 10_000 } });
    const error = limitErrorOf(() => sim.runToEnd());
    expect(error.limit).toBe('maxEvents');
    expect(error.message).toContain('more than 10,000 events');
    expect(error.message).toMatch(/by t = \d+\.\d s/);
    expect(sim.eventsRun).toBe(10_000);
    // step() is guarded too, not only advanceTo().
    expect(limitErrorOf(() => sim.step()).limit).toBe('maxEvents');
    sim.dispose();
  }, 5_000);

  it('the default limits are what the docs promise and leave room for the bench', () => {
    const expected: Limits = {
      maxEvents: 50_000_000,
      maxInFlight: 200_000,
      maxOfferedRequests: 5_000_000,
    };
    expect(DEFAULT_LIMITS).toEqual(expected);
    // The bench: 500 req/s for 300 s.
    expect(500 * 300).toBeLessThan(DEFAULT_LIMITS.maxOfferedRequests);
  });
});
