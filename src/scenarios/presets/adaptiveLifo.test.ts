// The adaptive-LIFO lesson's numbers from its arithmetic, not from another run: 10 workers
// at 50 ms mean serve 200 req/s at most; the app sends 140 req/s and tries each request at
// most twice. With FIFO after the spike every attempt waits the full queue (2,000 requests
// = 10 s of work, past the 500 ms timeout): every request is tried twice, 280 attempts/s
// arrive, the workers run flat out at 200/s on requests nobody waits for, and the other
// 80/s are turned away at the full queue. With adaptive LIFO the spike's excess is shed,
// so the users get the 200/s there are of the 300/s offered.
import { describe, expect, it } from 'vitest';
import { createSimulation, type SecondFrame } from '../../sim/engine';
import { applyTryStep } from '../lessonSteps';
import { adaptiveLifo } from './adaptiveLifo';

const CAPACITY_PER_S = 10 * (1000 / 50);
const BASE_RPS = 140;
const SPIKE_RPS = 300;

function framesOf(id: string): SecondFrame[] {
  const patch = adaptiveLifo.lesson.try.find((t) => t.id === id)?.patch ?? [];
  const loaded = applyTryStep(adaptiveLifo.scenario, { id, label: id, why: '', expect: '', patch });
  if (!loaded.ok) throw new Error(loaded.error);
  const frames: SecondFrame[] = [];
  const sim = createSimulation(loaded.scenario, { onSecond: (f) => frames.push(f) });
  sim.runToEnd();
  sim.dispose();
  return frames;
}

/** Per-second mean of a frame field over [fromS, toS). */
function rate(frames: SecondFrame[], fromS: number, toS: number, pick: (f: SecondFrame) => number) {
  const window = frames.slice(fromS, toS);
  return window.reduce((sum, f) => sum + pick(f), 0) / window.length;
}

describe('adaptive-lifo lesson against its arithmetic', () => {
  it('FIFO after the spike: 2 × 140 attempts/s, 200/s finished for nobody, 80/s turned away', () => {
    const frames = framesOf('baseline');
    // 30 s from t = 75 s: Poisson counts of 140/s over 30 s vary by ±2 % (1 σ).
    const [from, to] = [75, 105];
    const offered = rate(frames, from, to, (f) => f.clients.app!.offered);
    const received = rate(frames, from, to, (f) => f.services.feed!.received);
    const completed = rate(frames, from, to, (f) => f.services.feed!.completed);
    const wasted = rate(frames, from, to, (f) => f.services.feed!.wasted);
    const queueFull = rate(frames, from, to, (f) => f.services.feed!.queueFull);
    expect(Math.abs(offered / BASE_RPS - 1)).toBeLessThan(0.06);
    expect(Math.abs(received / (2 * offered) - 1)).toBeLessThan(0.02);
    // Exponential service times over 30 s × 200: ±1.3 % (1 σ).
    expect(Math.abs(completed / CAPACITY_PER_S - 1)).toBeLessThan(0.05);
    expect(wasted).toBe(completed);
    expect(Math.abs(queueFull - (received - completed))).toBeLessThan(0.05 * received);
  });

  it('adaptive LIFO in the spike: the users get the capacity, 200 of 300 req/s, and nothing is wasted', () => {
    const frames = framesOf('adaptive-lifo');
    const [from, to] = [32, 45];
    const offered = rate(frames, from, to, (f) => f.clients.app!.offered);
    const succeeded = rate(frames, from, to, (f) => f.clients.app!.succeeded);
    expect(Math.abs(offered / SPIKE_RPS - 1)).toBeLessThan(0.06);
    // The workers stay busy on live requests: the successes are the capacity, ±5 %.
    expect(Math.abs(succeeded / CAPACITY_PER_S - 1)).toBeLessThan(0.05);
    expect(rate(frames, from, to, (f) => f.services.feed!.wasted)).toBe(0);
  });
});
