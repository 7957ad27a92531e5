import { describe, expect, it } from 'vitest';
import { createSimulation } from './simulation';
import type { SecondFrame } from './types';
import { caller, constantClient, leaf, scenario } from './testing/scenarioBuilders';

// A service's per-second p99 (the graph's node latency) from runs whose answer is known:
// a constant 40 ms leaf with plenty of workers never queues, so every request takes 40 ms;
// its caller adds its own 1 ms of work on top of the 40 ms call.
function frames(workers: number, rps: number): SecondFrame[] {
  const s = scenario({
    name: 'p99',
    seed: 1,
    durationMs: 4_000,
    services: [
      caller('api', [{ service: 'db' }]),
      leaf('db', 40, { workers, queueCapacity: 1000 }),
    ],
    clients: [constantClient('api', rps)],
  });
  const out: SecondFrame[] = [];
  createSimulation(s, { onSecond: (f) => out.push(f) }).runToEnd();
  return out;
}

describe('per-second p99 of a service', () => {
  it('is the processing time when nothing queues, and the caller’s includes its call', () => {
    const last = frames(1000, 50).at(-1)!;
    expect(last.services.db!.p99Ms).toBeCloseTo(40, 0);
    expect(last.services.api!.p99Ms).toBeGreaterThanOrEqual(40);
    expect(last.services.api!.p99Ms).toBeLessThan(45);
  });

  it('grows with the queue: one worker offered 50 req/s of 40 ms work (ρ = 2) waits seconds', () => {
    const last = frames(1, 50).at(-1)!;
    // Arrivals outpace service: by t = 4 s the queue holds ~100 requests of 40 ms each.
    expect(last.services.db!.p99Ms).toBeGreaterThan(1_000);
  });
});
