// Each library preset against the numbers its documentation gives, and the
// race of one outage through all of them against times worked out from those numbers.
import { describe, expect, it } from 'vitest';
import { breakerPolicySchema } from '../scenario';
import { BREAKER_PRESETS, cockatielSamplingFloor, presetReason } from './breakerPresets';
import { DEFAULT_OUTAGE, raceBreakers } from './breakerRace';

const preset = (id: string) => {
  const p = BREAKER_PRESETS.find((x) => x.id === id);
  if (!p) throw new Error(`no preset ${id}`);
  return breakerPolicySchema.parse(p.breaker);
};

describe('library presets match their documentation', () => {
  it('Hystrix', () => {
    // https://github.com/Netflix/Hystrix/wiki/Configuration: metrics.rollingStats.
    // timeInMilliseconds 10000 (numBuckets 10), circuitBreaker.requestVolumeThreshold 20,
    // errorThresholdPercentage 50, sleepWindowInMilliseconds 5000; one trial request.
    expect(preset('hystrix')).toMatchObject({
      slidingWindowType: 'TIME_BASED',
      slidingWindowSize: 10,
      minimumNumberOfCalls: 20,
      failureRateThreshold: 50,
      waitDurationInOpenStateMs: 5_000,
      permittedNumberOfCallsInHalfOpenState: 1,
    });
  });

  it('Resilience4j', () => {
    // https://resilience4j.readme.io/docs/circuitbreaker: failureRateThreshold 50,
    // slowCallRateThreshold 100, slowCallDurationThreshold 60000 ms,
    // permittedNumberOfCallsInHalfOpenState 10, slidingWindowType COUNT_BASED,
    // slidingWindowSize 100, minimumNumberOfCalls 100, waitDurationInOpenState 60000 ms.
    expect(preset('resilience4j')).toMatchObject({
      type: 'slidingWindow',
      slidingWindowType: 'COUNT_BASED',
      slidingWindowSize: 100,
      minimumNumberOfCalls: 100,
      failureRateThreshold: 50,
      slowCallRateThreshold: 100,
      slowCallDurationThresholdMs: 60_000,
      waitDurationInOpenStateMs: 60_000,
      permittedNumberOfCallsInHalfOpenState: 10,
    });
  });

  it('Polly v8', () => {
    // https://www.pollydocs.org/strategies/circuit-breaker.html: FailureRatio 0.1,
    // MinimumThroughput 100, SamplingDuration 30 s, BreakDuration 5 s.
    expect(preset('polly')).toMatchObject({
      slidingWindowType: 'TIME_BASED',
      slidingWindowSize: 30,
      minimumNumberOfCalls: 100,
      failureRateThreshold: 10,
      waitDurationInOpenStateMs: 5_000,
    });
  });

  it('cockatiel', () => {
    // https://github.com/connor4312/cockatiel (README): ConsecutiveBreaker(5);
    // SamplingBreaker({ threshold: 0.2, duration: 30 * 1000 }) with halfOpenAfter 10 * 1000.
    expect(preset('cockatiel-consecutive')).toMatchObject({
      type: 'consecutiveFailures',
      failureThreshold: 5,
      waitDurationInOpenStateMs: 10_000,
    });
    expect(preset('cockatiel-sampling')).toMatchObject({
      slidingWindowType: 'TIME_BASED',
      slidingWindowSize: 30,
      failureRateThreshold: 20,
      waitDurationInOpenStateMs: 10_000,
      // No minimumRps: cockatiel's floor is 5 ÷ 0.2 = 25 calls a second, 750 in 30 s.
      minimumNumberOfCalls: 750,
    });
    expect(cockatielSamplingFloor({ threshold: 0.2, durationS: 30 }, 10)).toBe(300);
  });

  it('opossum', () => {
    // https://nodeshift.dev/opossum/ (options): rollingCountTimeout 10000, rollingCountBuckets
    // 10, errorThresholdPercentage 50, volumeThreshold 0, resetTimeout 30000; one trial.
    // (The issue says 10 s for the reset; the documentation says 30 s.)
    expect(preset('opossum')).toMatchObject({
      slidingWindowType: 'TIME_BASED',
      slidingWindowSize: 10,
      minimumNumberOfCalls: 1,
      failureRateThreshold: 50,
      waitDurationInOpenStateMs: 30_000,
      permittedNumberOfCallsInHalfOpenState: 1,
      // Its error rate is failures ÷ fires over the rolling window, and a call refused while
      // open is a fire (lib/circuit.js; refusedCalls.test.ts runs it).
      windowCountsRefusedCalls: true,
    });
    expect(presetReason(BREAKER_PRESETS.find((p) => p.id === 'opossum')!)).toBe(
      'opossum judges the last 10 s, counts the calls it refused as calls that did not fail, opens at 50 % failures, stays open 30 s, then lets 1 trial call through',
    );
  });

  it('every preset is a valid breaker policy with a source and a reason', () => {
    for (const p of BREAKER_PRESETS) {
      expect(breakerPolicySchema.safeParse(p.breaker).success).toBe(true);
      expect(p.source).toMatch(/^https:\/\//);
    }
    expect(presetReason(BREAKER_PRESETS.find((p) => p.id === 'resilience4j')!)).toContain(
      'needs 100 calls before it may trip',
    );
  });
});

describe('the breaker race: one outage, the same draws, every preset', () => {
  // 20 calls a second; every call fails from 20 s to 80 s.
  const race = raceBreakers();
  const entry = (id: string) => race.entries.find((e) => e.id === id)!;
  const sinceOnset = (id: string) => entry(id).trippedAtMs! - DEFAULT_OUTAGE.atMs;

  it('trip times follow from each rule', () => {
    // 5 failures in a row at 20/s: a quarter of a second.
    expect(sinceOnset('cockatiel-consecutive')).toBeLessThan(0.6e3);
    // Resilience4j: 50 of its last 100 calls failed: 2.5 s.
    expect(sinceOnset('resilience4j')).toBeGreaterThan(1.7e3);
    expect(sinceOnset('resilience4j')).toBeLessThan(3.3e3);
    // Hystrix: half of a 10 s window: 5 s.
    expect(sinceOnset('hystrix')).toBeGreaterThan(4e3);
    expect(sinceOnset('hystrix')).toBeLessThan(6e3);
    // Polly: 10 % of 20 s of history (the 30 s window is not full yet): 2.2 s.
    expect(sinceOnset('polly')).toBeGreaterThan(1.2e3);
    expect(sinceOnset('polly')).toBeLessThan(3.2e3);
    expect(race.tripOrder[0]).toBe('cockatiel-consecutive');
  });

  it('recovery follows from each wait: none can close before the outage ends', () => {
    const tripped = race.entries.filter((e) => e.trippedAtMs !== undefined);
    expect(tripped.length).toBe(race.entries.length - 1);
    for (const e of tripped) expect(e.recoveredAtMs).toBeGreaterThan(DEFAULT_OUTAGE.untilMs);
    // Resilience4j opens once for 60 s, then closes on its 10 trials (half a second).
    const r4j = entry('resilience4j');
    expect(r4j.recoveredAtMs! - r4j.trippedAtMs!).toBeGreaterThan(60e3);
    expect(r4j.recoveredAtMs! - r4j.trippedAtMs!).toBeLessThan(61.5e3);
    // opossum half-opens every 30 s: the second trial, at trip + 60 s, finds it healthy.
    const opossum = entry('opossum');
    expect(opossum.recoveredAtMs! - opossum.trippedAtMs!).toBeGreaterThan(60e3);
    expect(opossum.recoveredAtMs! - opossum.trippedAtMs!).toBeLessThan(61e3);
    // Hystrix's 5 s sleep: it closes within 5 s of the end.
    expect(entry('hystrix').recoveredAtMs!).toBeLessThan(DEFAULT_OUTAGE.untilMs + 5.5e3);
  });

  it('cockatiel’s SamplingBreaker never trips at 20 calls a second: its floor is 25 a second', () => {
    const sampling = entry('cockatiel-sampling');
    expect(sampling.trippedAtMs).toBeUndefined();
    expect(sampling.recoveredAtMs).toBeUndefined();
    // Every call of the outage reaches the sick service: 60 s × 20 a second.
    expect(sampling.callsToSickService).toBeGreaterThan(1_100);
    expect(race.tripOrder.at(-1)).toBe('cockatiel-sampling');
  });

  it('counts the calls each let through to the sick service', () => {
    // Consecutive: the 5 that tripped it plus a trial every 10 s (6 in 60 s).
    expect(entry('cockatiel-consecutive').callsToSickService).toBeLessThan(20);
    // Hystrix: about 5 s × 20 before it trips, then a trial every 5 s.
    expect(entry('hystrix').callsToSickService).toBeGreaterThan(80);
    expect(entry('hystrix').callsToSickService).toBeLessThan(130);
    const fewest = [...race.entries].sort((a, b) => a.callsToSickService - b.callsToSickService);
    expect(fewest[0]!.id).toBe('cockatiel-consecutive');
  });

  it('is a pure function: the same outage gives the same race', () => {
    expect(raceBreakers()).toEqual(race);
  });
});
