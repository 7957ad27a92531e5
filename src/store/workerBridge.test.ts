import { describe, expect, it, vi } from 'vitest';
import type { SimulationApi } from '../sim/engine/simulationApi';
import { createInProcessClient } from '../worker/simulationClient';
import { FakeSimulation } from '../worker/testing/fakeSimulation';
import { ManualScheduler } from '../worker/testing/manualScheduler';
import { createAppStore } from './appStore';
import { startWorkerBridge } from './workerBridge';
import type { StorePorts } from './types';

const flush = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('workerBridge', () => {
  it('drives a simulation from the store and brings its frames back', async () => {
    const scheduler = new ManualScheduler();
    let ports: StorePorts = { send: () => {}, recover: () => {} };
    const store = createAppStore({ send: (c) => ports.send(c), recover: () => ports.recover() });
    const make = () =>
      createInProcessClient((s, o): SimulationApi => new FakeSimulation(s, o), scheduler);
    const stop = startWorkerBridge(make, store, (p) => {
      ports = p;
      return () => {};
    });
    await flush();
    expect(store.getState()).toMatchObject({ status: 'paused', nowMs: 0, runId: 1 });
    store.getState().setSpeed(10);
    store.getState().play();
    scheduler.advance(1000);
    await flush();
    expect(store.getState().status).toBe('playing');
    expect(store.getState().nowMs).toBeGreaterThan(9_000);
    store.getState().step('1s');
    // The pause comes back through two message hops: wait for it (a fixed 5 ms flush lost the
    // race on a loaded machine) rather than for a guessed delay.
    await vi.waitFor(() => expect(store.getState().status).toBe('paused'));
    stop();
  });
});
