import { describe, expect, it } from 'vitest';
import type { Execution } from '../scenario';
import { scenario } from './testing/scenarioBuilders';
import { createSimulation, runScenario } from './simulation';
import type { SecondFrame } from './types';

/** 200 req/s (constant) into `a` (1 ms of its own work, then a call to `b`, 10 ms). */
function chain(execution: Execution, workers: number, extra: { timeoutMs?: number } = {}) {
  return scenario({
    seed: 3,
    durationMs: 20_000,
    services: [
      {
        name: 'a',
        workers,
        queueCapacity: 10_000,
        execution,
        policies: { b: { propagateCancellation: true } },
        routes: [
          {
            name: 'default',
            processing: { type: 'constant', ms: 1 },
            plan: [{ calls: [{ service: 'b' }] }],
          },
        ],
      },
      {
        name: 'b',
        workers: 100,
        routes: [{ name: 'default', processing: { type: 'constant', ms: 10 } }],
      },
    ],
    clients: [
      {
        name: 'u',
        service: 'a',
        arrival: { type: 'constant', rps: 200 },
        policy: { timeoutMs: extra.timeoutMs, propagateCancellation: true },
      },
    ],
  });
}

describe('execution: a worker held through the downstream wait, or only for own work', () => {
  it('Little’s law on the workers: busy = λ × the time a worker is held (11 ms or 1 ms)', () => {
    const threads = runScenario(chain('threadPerRequest', 8)).services.a!;
    const loop = runScenario(chain('eventLoop', 8)).services.a!;
    expect(threads.meanBusyWorkers).toBeCloseTo(0.2 * 11, 1);
    expect(loop.meanBusyWorkers).toBeCloseTo(0.2 * 1, 2);
    // Either way a request is in the service 11 ms, its call included.
    expect(threads.timeInServiceMs.mean).toBeCloseTo(11, 1);
    expect(loop.timeInServiceMs.mean).toBeCloseTo(11, 1);
  });

  it('one event-loop worker carries what would need three threads', () => {
    // Threads: 1 worker held 11 ms serves 91 req/s of the 200; an event loop's 1 ms, 1000.
    const threads = runScenario(chain('threadPerRequest', 1)).clients.u!;
    const loop = runScenario(chain('eventLoop', 1)).clients.u!;
    // Arrivals every 5 ms, 11 ms each: those of 19,990, 19,995 and 20,000 ms are unfinished.
    expect(loop.succeeded).toBe(loop.offered - 3);
    expect(loop.latencyMs.p99).toBeLessThan(12);
    expect(threads.latencyMs.p50).toBeGreaterThan(1_000);
  });

  it('a caller’s cancellation reaches an event-loop request waiting on its call', () => {
    // b takes 10 ms, the client gives up after 5: every request is cancelled mid-call.
    const sim = createSimulation(chain('eventLoop', 1, { timeoutMs: 5 }));
    sim.runToEnd();
    const r = sim.report();
    expect(r.clients.u!.succeeded).toBe(0);
    // All but the last, still in its 1 ms of processing when the run ends.
    expect(r.edges['a->b']!.calls).toBe(r.clients.u!.offered - 1);
    // Nothing leaks: at the end only the last requests (in a, and in b) are in flight.
    expect(sim.inFlightCount).toBeLessThanOrEqual(3);
    // Cancelled mid-call, a finished nothing, and its call to b was cancelled in turn.
    expect(r.services.a!.completed).toBe(0);
    expect(r.services.b!.completed).toBe(0);
    sim.dispose();
  });

  it('the graph’s per-second time in service of an event loop counts the wait on its calls', () => {
    // Each request is in a for 1 ms of its own work and 10 ms on b, without a worker for
    // the 10 ms: the node's second shows 11 ms, as the run's total does.
    const frames: SecondFrame[] = [];
    const sim = createSimulation(chain('eventLoop', 8), { onSecond: (f) => frames.push(f) });
    sim.runToEnd();
    expect(sim.report().services.a!.timeInServiceMs.p99).toBeCloseTo(11, 1);
    for (const frame of frames.slice(1)) {
      expect(frame.services.a!.p99Ms).toBeCloseTo(11, 1);
      expect(frame.services.a!.meanMs).toBeCloseTo(11, 1);
    }
  });
});
