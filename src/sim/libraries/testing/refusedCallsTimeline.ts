// Test support: a timeline on which opossum's counting of refused calls changes when it opens
// again, with the times worked out by hand from opossum's source (breakerMetrics.ts quotes
// it). Our breaker runs it in refusedCalls.test.ts; the real opossum 9 on a fake clock in
// scripts/validation/libraryRace.test.ts. Both must give these very times.
import { QueueClock } from '../../core/simClock';
import { createCircuitBreaker } from '../../machines/breaker/circuitBreaker';
import type { BreakerConfigInput } from '../../machines/breaker/breakerConfig';
import type { CircuitBreakerOptions } from '../../machines/breaker/circuitBreakerTypes';

/** One call: when it starts, how long the callee takes, and its answer. */
export interface TimelineCall {
  startMs: number;
  durationMs: number;
  ok: boolean;
}

/** Ten calls a second, at x.05, x.15 … x.95 s: never on a bucket's edge (whole seconds). */
const CALL_EVERY_MS = 100;
const FIRST_CALL_MS = 50;
const ANSWER_MS = 10;
/** Two outages; each starts mid-second so that no rate lands exactly on 50 %. */
const OUTAGES_MS: readonly (readonly [number, number])[] = [
  [20_450, 40_000],
  [56_450, 100_000],
];
export const TIMELINE_END_MS = 130_000;

export const REFUSED_CALLS_TIMELINE: readonly TimelineCall[] = Array.from(
  { length: TIMELINE_END_MS / CALL_EVERY_MS },
  (_, i) => {
    const startMs = FIRST_CALL_MS + i * CALL_EVERY_MS;
    const failing = OUTAGES_MS.some(([from, until]) => startMs >= from && startMs < until);
    return { startMs, durationMs: ANSWER_MS, ok: !failing };
  },
);

/**
 * opossum 9 with errorThresholdPercentage 50, volumeThreshold 0, resetTimeout 30 s and a
 * 10 s window of ten 1 s buckets, by hand. In second s, after the n-th call of that second
 * has failed, the window holds seconds s−9 … s: 9 × 10 + n fires. It opens when
 * failures ÷ fires > 50 %, i.e. 2 × failures > 90 + n.
 *
 * First outage (calls from 20.45 s fail): failures = 6 (20.45 … 20.95) + 10 × (s − 21) + n.
 *   s = 24, n = 10: 2 × 46 = 92 > 100? no.   s = 25, n = 1: 2 × 47 = 94 > 91: OPEN at
 *   25.05 + 0.01 = 25.06 s.
 * resetTimeout: HALF_OPEN at 55.06 s. The call at 55.05 s was still refused; the trial at
 *   55.15 s succeeds: CLOSED at 55.16 s.
 * Second outage (calls from 56.45 s fail). Nothing was cleared: the window still holds the
 *   refusals of seconds 47 … 55 (every call from 25.15 s to 55.05 s was refused), then the
 *   trial and 8 successes in second 55, 4 successes and 6 failures in second 56. Every
 *   second holds 10 fires, refused or not, so fires = 90 + n as before, and
 *   failures = 6 + 10 × (s − 57) + n.
 *   s = 60, n = 10: 2 × 46 = 92 > 100? no.   s = 61, n = 1: 2 × 47 = 94 > 91: OPEN at
 *   61.06 s (the window: 31 refusals, 13 successes, 47 failures).
 * HALF_OPEN at 91.06 s; the trial at 91.15 s fails (the outage lasts to 100 s): OPEN at
 *   91.16 s. HALF_OPEN at 121.16 s; the trial at 121.25 s succeeds: CLOSED at 121.26 s.
 */
export const OPOSSUM_BY_HAND = {
  opensAtMs: [25_060, 61_060, 91_160],
  closesAtMs: [55_160, 121_260],
} as const;

/**
 * The same breaker with Resilience4j's window, started afresh at each state change, which
 * forgets the refusals: the first trip and recovery as above, then a window from 55.16 s
 * holding 8 + 4 successes before the failures; at the k-th failure the rate is
 * k ÷ (12 + k) ≥ 50 % at k = 12, the call of 57.55 s: OPEN at 57.56 s, 3.5 s before opossum.
 * HALF_OPEN at 87.56 s, the trial at 87.65 s fails: OPEN at 87.66 s; HALF_OPEN at 117.66 s,
 * the trial at 117.75 s succeeds: CLOSED at 117.76 s.
 */
export const FORGETTING_REFUSALS_BY_HAND = {
  opensAtMs: [25_060, 57_560, 87_660],
  closesAtMs: [55_160, 117_760],
} as const;

/** Our breaker through the timeline on a simulated clock: when it opened and closed. */
export function breakerOnTimeline(
  config: BreakerConfigInput,
  calls: readonly TimelineCall[] = REFUSED_CALLS_TIMELINE,
  options: Pick<CircuitBreakerOptions, 'machine' | 'reference'> = {},
): { opensAtMs: number[]; closesAtMs: number[] } {
  const clock = new QueueClock();
  const opensAtMs: number[] = [];
  const closesAtMs: number[] = [];
  const breaker = createCircuitBreaker(config, clock, {
    ...options,
    onTransition: (t) => {
      if (t.to === 'OPEN') opensAtMs.push(t.tMs);
      if (t.to === 'CLOSED') closesAtMs.push(t.tMs);
    },
  });
  for (const call of calls)
    clock.at(call.startMs, () => {
      if (!breaker.tryAcquirePermission()) return;
      clock.setTimeout(() => {
        if (call.ok) breaker.onSuccess(call.durationMs);
        else breaker.onError(call.durationMs);
      }, call.durationMs);
    });
  clock.advanceTo(TIMELINE_END_MS);
  breaker.stop();
  return { opensAtMs, closesAtMs };
}
