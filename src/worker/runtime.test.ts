import { beforeEach, describe, expect, it } from 'vitest';
import type { Scenario } from '../sim/scenario';
import { decodeFrames } from './frameCodec';
import type { FramesBatch, StatusMessage, WorkerCommand, WorkerMessage } from './protocol';
import { SimulationRuntime } from './runtime';
import { FAKE_EVENT_SPACING_MS, FakeSimulation } from './testing/fakeSimulation';
import { fakeScenario } from './testing/fakeScenario';
import { ManualScheduler } from './testing/manualScheduler';

let scheduler: ManualScheduler;
let messages: WorkerMessage[];
let sims: FakeSimulation[];
let runtime: SimulationRuntime;
let workPerEventMs: number;

const send = (command: WorkerCommand) => runtime.handle(command);
const sim = () => sims.at(-1)!;
const batches = () =>
  messages.filter((m): m is { type: 'frames' } & FramesBatch => m.type === 'frames');
const statuses = () => messages.filter((m): m is StatusMessage => m.type === 'status');
const lastStatus = () => statuses().at(-1)!;
const lastNowMs = () => batches().at(-1)!.nowMs;

beforeEach(() => {
  scheduler = new ManualScheduler();
  messages = [];
  sims = [];
  workPerEventMs = 0;
  runtime = new SimulationRuntime({
    createSimulation: (scenario, options) => {
      const created = new FakeSimulation(scenario, options);
      created.onEvent = () => scheduler.work(workPerEventMs);
      sims.push(created);
      return created;
    },
    validate: (input) =>
      (input as Scenario).durationMs > 0
        ? { ok: true, scenario: input as Scenario }
        : { ok: false, message: 'durationMs: must be positive' },
    post: (message) => messages.push(message),
    scheduler,
  });
  send({ type: 'load', scenario: fakeScenario() });
});

describe('SimulationRuntime', () => {
  it('loads a scenario paused at t = 0 and posts a first snapshot', () => {
    expect(lastStatus()).toMatchObject({
      status: 'paused',
      nowMs: 0,
      durationMs: 60_000,
      runId: 1,
    });
    expect(batches()[0]?.snapshot.nowMs).toBe(0);
  });

  it('plays in real time: one wall second runs one simulated second', () => {
    send({ type: 'play' });
    scheduler.advance(1000);
    expect(lastNowMs()).toBeGreaterThan(900);
    expect(lastNowMs()).toBeLessThanOrEqual(1000);
    expect(lastStatus().status).toBe('playing');
  });

  it('multiplies real time by the speed', () => {
    send({ type: 'setSpeed', speed: 10 });
    send({ type: 'play' });
    scheduler.advance(1000);
    expect(lastNowMs()).toBeGreaterThan(9_000);
    expect(lastNowMs()).toBeLessThanOrEqual(10_000);
  });

  it('clamps the speed between 0.1× and 1000×', () => {
    send({ type: 'setSpeed', speed: 5000 });
    expect(lastStatus().speed).toBe(1000);
    send({ type: 'setSpeed', speed: 0.001 });
    expect(lastStatus().speed).toBe(0.1);
  });

  it('runs a high speed at full speed from the first tick after Play', () => {
    send({ type: 'load', scenario: fakeScenario(3_600_000) });
    send({ type: 'setSpeed', speed: 1000 });
    send({ type: 'play' });
    scheduler.advance(100);
    // No rise from a slower start: 100 wall ms are worth 100 simulated s from the first one.
    expect(lastNowMs()).toBeGreaterThan(90_000);
    expect(lastNowMs()).toBeLessThanOrEqual(100_000);
    scheduler.advance(900);
    // The last batch is at most one outbox interval (1/30 s) behind the engine.
    expect(lastNowMs()).toBeGreaterThan(950_000);
    expect(lastNowMs()).toBeLessThanOrEqual(1_000_000);
  });

  it('keeps a slower engine busy at a speed it cannot reach: as far as "max" goes', () => {
    // 0.025 wall ms an event, 100 events a simulated second: 400 simulated s a wall second.
    workPerEventMs = 0.025;
    const reached = (speed: number | 'max') => {
      send({ type: 'load', scenario: fakeScenario(3_600_000) });
      send({ type: 'setSpeed', speed });
      send({ type: 'play' });
      scheduler.advance(2000);
      send({ type: 'pause' });
      return sim().nowMs;
    };
    const flatOut = reached('max');
    expect(flatOut).toBeGreaterThan(700_000);
    // Real time at 1000× runs ahead of the engine the whole time: no tick waits for it.
    expect(reached(1000)).toBeGreaterThan(flatOut * 0.99);
  });

  it('stops a tick once an engine faster than the speed has caught up with real time', () => {
    workPerEventMs = 0.001;
    send({ type: 'play' });
    const engine = sim();
    let calls = 0;
    const advanceTo = engine.advanceTo.bind(engine);
    engine.advanceTo = (tMs: number) => {
      calls++;
      scheduler.work(0.0005); // a call costs wall time even when no event is due
      advanceTo(tMs);
    };
    scheduler.advance(1000);
    expect(engine.nowMs).toBeGreaterThan(950);
    // About one engine call a tick (60 a wall second), not a chase of real time by microseconds.
    expect(calls).toBeLessThan(2 * (1000 / 16));
  });

  it('posts at most 30 batches per wall second, even as fast as possible', () => {
    workPerEventMs = 0.01;
    send({ type: 'load', scenario: fakeScenario(3_600_000) });
    send({ type: 'setSpeed', speed: 'max' });
    send({ type: 'play' });
    const before = batches().length;
    scheduler.advance(1000);
    expect(batches().length - before).toBeLessThanOrEqual(30);
    expect(batches().length - before).toBeGreaterThan(20);
  });

  it('delivers every simulated second as a typed-array frame, in order', () => {
    send({ type: 'setSpeed', speed: 100 });
    send({ type: 'play' });
    scheduler.advance(300);
    const frames = batches().flatMap((b) => decodeFrames(b.frames));
    expect(frames.length).toBeGreaterThan(20);
    expect(frames.map((f) => f.tMs)).toEqual(frames.map((_, i) => (i + 1) * 1000));
    expect(batches().at(-1)!.frames.data).toBeInstanceOf(Float64Array);
  });

  it('as fast as possible, yields between slices so that pause is answered', () => {
    workPerEventMs = 0.01;
    send({ type: 'setSpeed', speed: 'max' });
    send({ type: 'play' });
    scheduler.advance(5);
    expect(scheduler.pendingTimers).toBeGreaterThan(0);
    send({ type: 'pause' });
    const pausedAt = sim().nowMs;
    scheduler.advance(1000);
    expect(sim().nowMs).toBe(pausedAt);
    expect(lastStatus().status).toBe('paused');
    expect(lastNowMs()).toBe(pausedAt);
  });

  it('falls behind gracefully when the engine is slower than real time × speed', () => {
    workPerEventMs = 0.1;
    send({ type: 'load', scenario: fakeScenario(3_600_000) });
    send({ type: 'setSpeed', speed: 1000 });
    send({ type: 'play' });
    scheduler.advance(2000);
    expect(lastStatus().status).toBe('playing');
    expect(lastNowMs()).toBeGreaterThan(100_000);
    expect(lastNowMs()).toBeLessThan(2_000_000);
    send({ type: 'pause' });
    expect(lastStatus().status).toBe('paused');
  });

  it('steps one event, 100 ms and 1 s, pausing first', () => {
    send({ type: 'play' });
    scheduler.advance(100);
    send({ type: 'step', kind: 'event' });
    expect(lastStatus().status).toBe('paused');
    const t = sim().nowMs;
    expect(t % 10).toBe(0);
    send({ type: 'step', kind: '100ms' });
    expect(sim().nowMs).toBe(t + 100);
    send({ type: 'step', kind: '1s' });
    expect(sim().nowMs).toBe(t + 1100);
    scheduler.advance(100);
    expect(lastNowMs()).toBe(t + 1100);
  });

  it('posts a step’s frames before the status that says the clock stopped there', () => {
    for (let i = 0; i < 5; i++) send({ type: 'step', kind: '1s' }); // faster than 30 a second
    const status = lastStatus();
    expect(status).toMatchObject({ status: 'paused', nowMs: 5000 });
    const before = messages.slice(0, messages.lastIndexOf(status));
    const frames = before.flatMap((m) => (m.type === 'frames' ? decodeFrames(m.frames) : []));
    expect(frames.map((f) => f.tMs)).toEqual([1000, 2000, 3000, 4000, 5000]);
  });

  it('posts the last frames before saying the run finished, and before a pause', () => {
    send({ type: 'play' });
    scheduler.advance(1010);
    send({ type: 'pause' });
    const paused = lastStatus();
    const framesBefore = (status: StatusMessage) =>
      messages
        .slice(0, messages.lastIndexOf(status))
        .flatMap((m) => (m.type === 'frames' ? decodeFrames(m.frames) : []));
    expect(framesBefore(paused).at(-1)?.tMs).toBe(Math.floor(paused.nowMs / 1000) * 1000);
    send({ type: 'runToEnd' });
    scheduler.advance(1000);
    const finished = lastStatus();
    expect(finished.status).toBe('finished');
    expect(framesBefore(finished).at(-1)?.tMs).toBe(60_000);
  });

  it('runs to the end and says it finished', () => {
    send({ type: 'runToEnd' });
    scheduler.advance(1000);
    expect(lastStatus().status).toBe('finished');
    expect(lastNowMs()).toBe(60_000);
    const frames = batches().flatMap((b) => decodeFrames(b.frames));
    expect(frames.at(-1)?.tMs).toBe(60_000);
  });

  it('resets to t = 0, paused, in a new run', () => {
    send({ type: 'play' });
    scheduler.advance(500);
    send({ type: 'reset' });
    expect(sims[0]?.disposed).toBe(true);
    expect(lastStatus()).toMatchObject({ status: 'paused', nowMs: 0, runId: 2 });
    scheduler.advance(500);
    expect(sim().nowMs).toBe(0);
  });

  it('restarts from zero with the current settings, and plays', () => {
    const changed = { ...fakeScenario(), durationMs: 30_000 };
    send({ type: 'updateScenario', scenario: changed });
    expect(sim().updates).toEqual([changed]);
    send({ type: 'restart' });
    expect(sim().scenario).toBe(changed);
    expect(lastStatus()).toMatchObject({ status: 'playing', durationMs: 30_000, runId: 2 });
  });

  it('forwards forced breakers and injected faults, and keeps the fault for a restart', () => {
    send({ type: 'forceBreaker', edge: 'api->db', state: 'FORCED_OPEN' });
    const fault = { id: 'f1', service: 'db', kind: 'down' as const, atMs: 0 };
    send({ type: 'injectFault', fault });
    expect(sim().forced).toEqual(['api->db=FORCED_OPEN']);
    scheduler.advance(100);
    expect(batches().flatMap((b) => b.faults)).toHaveLength(1);
    send({ type: 'restart' });
    expect(sim().scenario.faultTimeline).toEqual([fault]);
  });

  it('passes breaker transitions on in the batches', () => {
    send({ type: 'setSpeed', speed: 'max' });
    send({ type: 'play' });
    scheduler.advance(1000);
    expect(batches().flatMap((b) => b.transitions)).toEqual([
      expect.objectContaining({ edge: 'api->db', to: 'OPEN', tMs: 5_000 }),
    ]);
  });

  it('passes the breaker events on, per-call ones counted per simulated second', () => {
    send({ type: 'setSpeed', speed: 'max' });
    send({ type: 'play' });
    scheduler.advance(1000);
    const records = batches().flatMap((b) => b.protection);
    expect(records).toContainEqual(
      expect.objectContaining({ type: 'FAILURE_RATE_EXCEEDED', tMs: 5_000, count: 1 }),
    );
    const refusals = records.filter((r) => r.type === 'NOT_PERMITTED');
    // One record per second after the opening, each counting that second's refusals.
    expect(refusals[0]).toMatchObject({ tMs: 5_000, spanMs: 1_000, edge: 'api->db' });
    expect(refusals.every((r, i) => i === 0 || r.tMs === refusals[i - 1]!.tMs + 1_000)).toBe(true);
    const perSecond = 1_000 / FAKE_EVENT_SPACING_MS;
    expect(refusals[1]!.count).toBe(perSecond);
  });

  it('reports an engine failure as an error status with its message', () => {
    send({ type: 'play' });
    sim().failNext = true;
    scheduler.advance(100);
    expect(messages).toContainEqual({ type: 'error', message: 'engine exploded', fatal: false });
    expect(lastStatus().status).toBe('error');
  });

  it('refuses an invalid scenario with the reason', () => {
    send({ type: 'load', scenario: fakeScenario(0) });
    expect(messages.at(-1)).toMatchObject({
      type: 'error',
      message: expect.stringContaining('durationMs'),
    });
  });
});

describe('A/B and the edit timeline', () => {
  const baselineBatches = () =>
    messages.filter(
      (m): m is Extract<WorkerMessage, { type: 'baselineFrames' }> => m.type === 'baselineFrames',
    );

  it('runs a pinned baseline beside the watched run, at its simulated time and seed', () => {
    send({ type: 'play' });
    scheduler.advance(700);
    const baseline = { ...fakeScenario(), name: 'A' };
    send({ type: 'setBaseline', scenario: baseline });
    const a = sims.find((s) => s.scenario.name === 'A')!;
    const b = sims[0]!;
    expect(a.nowMs).toBe(b.nowMs); // caught up at once
    scheduler.advance(1500);
    send({ type: 'pause' });
    expect(a.nowMs).toBe(b.nowMs);
    expect(baselineBatches().at(-1)?.nowMs).toBe(lastNowMs());
    const firstId = baselineBatches()[0]!.baselineId;
    send({ type: 'reset' });
    const a2 = sims.filter((s) => s.scenario.name === 'A').at(-1)!;
    expect(a2).not.toBe(a);
    expect(a.disposed).toBe(true);
    expect(a2.nowMs).toBe(0);
    expect(baselineBatches().at(-1)!.baselineId).toBeGreaterThan(firstId);
    send({ type: 'setBaseline', scenario: null });
    const count = baselineBatches().length;
    send({ type: 'step', kind: '1s' });
    expect(baselineBatches()).toHaveLength(count);
  });

  it('stamps a new edit with the time the run applies it, and tells the page', () => {
    send({ type: 'play' });
    scheduler.advance(800);
    const edit = { id: 'k-1.0', atMs: 120, path: ['durationMs'], from: 60_000, to: 50_000 };
    send({ type: 'updateScenario', scenario: { ...fakeScenario(), editTimeline: [edit] } });
    const nowMs = sim().nowMs;
    expect(nowMs).toBeGreaterThan(120);
    expect(sim().updates[0]?.editTimeline[0]?.atMs).toBe(nowMs);
    expect(messages.find((m) => m.type === 'editsStamped')).toEqual({
      type: 'editsStamped',
      runId: 1,
      stamps: [{ id: 'k-1.0', atMs: nowMs }],
    });
  });
});
