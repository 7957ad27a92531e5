// The adaptive concurrency limit's per-second gauges ("the limit as a live line
// on a chart"): on a trace scripted to the millisecond, each frame's limit and calls in
// flight are those AIMD's arithmetic gives, worked out by a model that knows nothing of the
// engine: +1 for a success that found at least half the limit in use, × backoffRatio (kept
// whole) for a drop, a call refused while the limit is full.
import { describe, expect, it } from 'vitest';
import { createSimulation } from './simulation';
import { leaf, scenario } from './testing/scenarioBuilders';
import type { SecondFrame } from './types';

const PROCESSING_MS = 450;
const RPS = 10;
const DOWN = { atMs: 4_000, untilMs: 4_600 };
const AIMD = { initialLimit: 6, minLimit: 1, maxLimit: 40, backoffRatio: 0.5 };

function engineFrames(): SecondFrame[] {
  const s = scenario({
    durationMs: 8_000,
    services: [leaf('leaf', PROCESSING_MS)],
    clients: [
      {
        name: 'users',
        service: 'leaf',
        arrival: { type: 'constant', rps: RPS },
        policy: { concurrencyLimit: { enabled: true, algorithm: 'aimd', ...AIMD } },
      },
    ],
    faultTimeline: [{ service: 'leaf', kind: 'down', ...DOWN }],
  });
  const frames: SecondFrame[] = [];
  const sim = createSimulation(s, { onSecond: (f) => frames.push(f) });
  sim.runToEnd();
  sim.dispose();
  return frames;
}

/**
 * AIMD by hand over the trace: a constant client's arrivals every 100 ms from 100 ms to the
 * end, answers 450 ms later, refusals at once while the service is down.
 */
function modelFrames(firstArrivalMs: number, endMs: number) {
  let limit = AIMD.initialLimit;
  let inFlight = 0;
  const ends: { atMs: number; inFlightAtStart: number }[] = [];
  const perSecond: { limit: number; inFlight: number }[] = [];
  const clamp = (x: number) => Math.trunc(Math.min(AIMD.maxLimit, Math.max(AIMD.minLimit, x)));
  const finishUpTo = (tMs: number) => {
    ends.sort((a, b) => a.atMs - b.atMs);
    while (ends.length > 0 && ends[0]!.atMs <= tMs) {
      const done = ends.shift()!;
      inFlight--;
      if (done.inFlightAtStart * 2 >= limit) limit = clamp(limit + 1);
    }
  };
  let nextSecond = 1_000;
  for (let t = firstArrivalMs; t <= endMs; t += 1_000 / RPS) {
    // Events at a second's last instant run before its frame is taken.
    while (nextSecond < t) {
      finishUpTo(nextSecond);
      perSecond.push({ limit, inFlight });
      nextSecond += 1_000;
    }
    finishUpTo(t);
    if (inFlight >= limit) continue; // refused by the limit
    inFlight++;
    if (t >= DOWN.atMs && t < DOWN.untilMs) {
      inFlight--; // refused at once by the down service: a drop
      limit = clamp(limit * AIMD.backoffRatio);
    } else ends.push({ atMs: t + PROCESSING_MS, inFlightAtStart: inFlight });
  }
  while (nextSecond <= endMs) {
    finishUpTo(nextSecond);
    perSecond.push({ limit, inFlight });
    nextSecond += 1_000;
  }
  return perSecond;
}

describe('the adaptive limit on the per-second frames', () => {
  it('follows AIMD: +1 per success with half the limit in use, × 0.5 per drop while down', () => {
    const frames = engineFrames();
    const got = frames.map((f) => ({
      limit: f.edges['users->leaf']!.concurrencyLimit,
      inFlight: f.edges['users->leaf']!.limitInFlight,
    }));
    expect(got).toEqual(modelFrames(100, 8_000));
    // By hand: 450 ms answers to a call every 100 ms keep 5 in flight (its own included); a
    // success grows the limit while 2 × 5 ≥ limit, so it settles at 11, not at maxLimit.
    // In the first second the 5 answers found 1…5 in flight: 6 → 7 → 8 → 9.
    expect(got[0]).toEqual({ limit: 9, inFlight: 5 });
    expect(got[1]).toEqual({ limit: 11, inFlight: 5 });
    // Down from 4 s: the call at 4.0 s is refused at once, 11 × 0.5 → 5; then 5 → 2 → 1.
    expect(got[3]!.limit).toBe(5);
    expect(got[4]).toEqual({ limit: 1, inFlight: 1 });
    // Back up once the service answers: +1 per success, as long as half the limit is in use.
    expect(got.slice(5).map((g) => g.limit)).toEqual([4, 10, 11]);
  });
});
