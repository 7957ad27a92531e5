import { describe, expect, it, vi } from 'vitest';
import type { SimulationApi } from '../sim/engine/simulationApi';
import { createInProcessClient } from '../worker/simulationClient';
import { FakeSimulation } from '../worker/testing/fakeSimulation';
import { ManualScheduler } from '../worker/testing/manualScheduler';
import { createAppStore } from './appStore';
import { selectStatus } from './selectors';
import { startWorkerBridge } from './workerBridge';
import type { StorePorts } from './types';

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
    // Every answer comes back through message hops: wait for it, not for a guessed delay (a
    // fixed 5 ms lost the race on a machine with a core held by another process).
    await vi.waitFor(() => {
      expect(selectStatus(store.getState())).toBe('paused');
      expect(store.getState()).toMatchObject({ nowMs: 0, runId: 1 });
    });
    store.getState().setSpeed(10);
    store.getState().play();
    await vi.waitFor(() => expect(selectStatus(store.getState())).toBe('playing'));
    scheduler.advance(1000);
    await vi.waitFor(() => expect(store.getState().nowMs).toBeGreaterThan(9_000));
    expect(selectStatus(store.getState())).toBe('playing');
    store.getState().step('1s');
    await vi.waitFor(() => expect(selectStatus(store.getState())).toBe('paused'));
    stop();
  });
});
