import { describe, expect, it, vi } from 'vitest';
import type { Scenario } from '../sim/scenario';
import { encodeFrames } from '../worker/frameCodec';
import type { WorkerCommand, WorkerMessage } from '../worker/protocol';
import { FakeSimulation } from '../worker/testing/fakeSimulation';
import { fakeScenario } from '../worker/testing/fakeScenario';
import { createAppStore } from './appStore';
import { defaultScenario } from './defaultScenario';
import { FRAME_HISTORY_S, FRAMES_PUBLISH_INTERVAL_MS } from './metricsSlice';
import { callPolicyOf, selectSeekingToMs, selectStatus } from './selectors';
import { applyWorkerMessage } from './workerBridge';

function setup() {
  const sent: WorkerCommand[] = [];
  const store = createAppStore({ send: (c) => sent.push(c), recover: vi.fn() }, defaultScenario());
  const receive = (m: WorkerMessage) => applyWorkerMessage(store, m);
  const status = (runId: number, extra: Partial<Extract<WorkerMessage, { type: 'status' }>> = {}) =>
    receive({
      type: 'status',
      runId,
      status: 'paused',
      speed: 1,
      nowMs: 0,
      durationMs: 120_000,
      eventsRun: 0,
      ...extra,
    });
  return { store, sent, receive, status };
}

function batch(runId: number, frames: FakeSimulation['frame'] extends () => infer F ? F[] : never) {
  const sim = new FakeSimulation(fakeScenario());
  return {
    type: 'frames' as const,
    runId,
    nowMs: frames.at(-1)?.tMs ?? 0,
    eventsRun: 1,
    snapshot: sim.snapshot(),
    summary: sim.summary(),
    frames: encodeFrames(frames),
    transitions: [],
    faults: [],
    protection: [],
  };
}

const framesAt = (seconds: number[]) => {
  const sim = new FakeSimulation(fakeScenario(10_000_000));
  return seconds.map((s) => {
    sim.advanceTo(s * 1000);
    return sim.frame();
  });
};

describe('appStore', () => {
  it('says where a seek is going while it runs, and nothing once it has arrived', () => {
    const { store, status } = setup();
    status(1);
    status(1, { status: 'playing', nowMs: 20_000, seekAtMs: 45_000 });
    expect(selectStatus(store.getState())).toBe('playing');
    expect(selectSeekingToMs(store.getState())).toBe(45_000);
    status(1, { status: 'paused', nowMs: 45_000 });
    expect(selectSeekingToMs(store.getState())).toBeNull();
    // A plain play is not a seek.
    status(1, { status: 'playing', nowMs: 45_000 });
    expect(selectSeekingToMs(store.getState())).toBeNull();
  });

  it('tells its subscribers when the run pauses, with the state before and after', () => {
    // Views off screen wait for the pause to catch up (the charts' gate): a pause that
    // arrives after the run's last batch must still reach them as a change of state.
    const { store, status } = setup();
    status(1, { status: 'playing' });
    const seen: [string, string][] = [];
    store.subscribe((state, previous) => seen.push([selectStatus(previous), selectStatus(state)]));
    status(1, { status: 'paused', nowMs: 3_000 });
    expect(seen).toEqual([['playing', 'paused']]);
    // The one update carries the numbers with the new state.
    expect(store.getState().nowMs).toBe(3_000);
    store.getState().togglePlay();
    expect(seen.length).toBeGreaterThan(1);
    expect(seen.at(-1)?.[0]).toBe('paused');
  });

  it('sends an accepted edit to the running simulation', () => {
    const { store, sent } = setup();
    expect(store.getState().setClientRps('users', 250)).toBe(true);
    expect(store.getState().scenario.clients[0]?.arrival.rps).toBe(250);
    expect(sent.at(-1)).toMatchObject({ type: 'updateScenario' });
  });

  it('refuses a rate the engine could not run, keeps the scenario and names the limit', () => {
    const { store, sent } = setup();
    const before = store.getState().scenario;
    expect(store.getState().setClientRps('users', 900_000)).toBe(false);
    expect(store.getState().scenario).toBe(before);
    expect(store.getState().scenarioIssues[0]?.message).toContain('more than the limit');
    expect(sent).toEqual([]);
  });

  it('refuses an invalid edit, keeps the scenario and says why', () => {
    const { store, sent } = setup();
    const before = store.getState().scenario;
    expect(store.getState().patchService('orders', { workers: 0 })).toBe(false);
    expect(store.getState().scenario).toBe(before);
    expect(store.getState().scenarioIssues[0]?.path).toBe('services.1.workers');
    expect(sent).toEqual([]);
  });

  it('sets the policy of a service call and of a client call', () => {
    const { store } = setup();
    const policy = { ...callPolicyOf(store.getState().scenario, 'gateway->orders')! };
    policy.breaker = { ...policy.breaker, enabled: true };
    store.getState().setCallPolicy('gateway', 'orders', policy);
    store.getState().setCallPolicy('users', 'gateway', { ...policy, timeoutMs: 5_000 });
    const scenario: Scenario = store.getState().scenario;
    expect(callPolicyOf(scenario, 'gateway->orders')?.breaker.enabled).toBe(true);
    expect(callPolicyOf(scenario, 'users->gateway')?.timeoutMs).toBe(5_000);
  });

  it('loads a scenario as a fresh run and clears the selection', () => {
    const { store, sent } = setup();
    store.getState().select({ kind: 'service', id: 'orders' });
    expect(store.getState().loadScenario(defaultScenario(), 'x')).toBe(true);
    expect(store.getState()).toMatchObject({ presetId: 'x', selection: null });
    expect(sent.at(-1)?.type).toBe('load');
  });

  it('keeps an injected fault in the scenario, with an id', () => {
    const { store, sent } = setup();
    store.getState().injectFault({ service: 'orders', kind: 'down', atMs: 5_000 });
    expect(store.getState().scenario.faultTimeline.at(-1)).toMatchObject({
      service: 'orders',
      id: 'injected-1',
    });
    expect(sent.at(-1)).toMatchObject({ type: 'injectFault', fault: { id: 'injected-1' } });
  });

  it('takes status and batches from the worker, and ignores batches of an older run', () => {
    const { store, receive, status } = setup();
    status(1);
    receive(batch(1, framesAt([1, 2])));
    expect(store.getState().frames.map((f) => f.tMs)).toEqual([1000, 2000]);
    expect(store.getState().snapshot?.edges['api->db']).toBeDefined();
    status(2);
    expect(store.getState().frames).toEqual([]);
    receive(batch(1, framesAt([3])));
    expect(store.getState().frames).toEqual([]);
    expect(store.getState().batchesReceived).toBe(1);
  });

  it('keeps only the last FRAME_HISTORY_S seconds of frames', () => {
    const { store, receive, status } = setup();
    status(1);
    const seconds = Array.from({ length: FRAME_HISTORY_S + 50 }, (_, i) => i + 1);
    receive(batch(1, framesAt(seconds)));
    const { frames } = store.getState();
    expect(frames).toHaveLength(FRAME_HISTORY_S);
    expect(frames[0]?.tMs).toBe(51_000);
  });

  it('republishes frames at most every FRAMES_PUBLISH_INTERVAL_MS, and never loses the last', () => {
    vi.useFakeTimers();
    try {
      const { store, receive, status } = setup();
      status(1);
      receive(batch(1, framesAt([1])));
      receive(batch(1, framesAt([2])));
      expect(store.getState().latestFrame?.tMs).toBe(1000);
      vi.advanceTimersByTime(FRAMES_PUBLISH_INTERVAL_MS);
      expect(store.getState().latestFrame?.tMs).toBe(2000);
    } finally {
      vi.useRealTimers();
    }
  });

  it('hands every kept frame at once through framesNow, before frames is republished', () => {
    vi.useFakeTimers();
    try {
      const { store, receive, status } = setup();
      status(1);
      receive(batch(1, framesAt([1])));
      receive(batch(1, framesAt([2, 3])));
      expect(store.getState().frames.map((f) => f.tMs)).toEqual([1000]);
      expect(
        store
          .getState()
          .framesNow()
          .map((f) => f.tMs),
      ).toEqual([1000, 2000, 3000]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows a dead worker as an error status, and recovers on demand', () => {
    const { store, receive } = setup();
    receive({ type: 'error', message: 'The simulation worker stopped: boom', fatal: true });
    expect(selectStatus(store.getState())).toBe('error');
    expect(store.getState()).toMatchObject({ error: { fatal: true } });
    store.getState().recover();
    expect(selectStatus(store.getState())).toBe('loading');
    expect(store.getState()).toMatchObject({ error: null });
  });

  it('toggles play: pause when playing, restart when finished', () => {
    const { store, sent, status } = setup();
    status(1, { status: 'playing' });
    store.getState().togglePlay();
    status(1, { status: 'finished' });
    store.getState().togglePlay();
    expect(sent.map((c) => c.type)).toEqual(['pause', 'restart']);
  });

  it('takes no press from the user while the run loads, but a program’s play goes through', () => {
    const { store, sent } = setup();
    store.getState().togglePlay();
    store.getState().step('1s');
    store.getState().reset();
    expect(sent).toEqual([]);
    // A "try it" plays right after its load: the worker runs the play once loaded.
    store.getState().play();
    expect(sent.map((c) => c.type)).toEqual(['play']);
  });
});
