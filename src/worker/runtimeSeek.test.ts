// The `seek` command: a teacher's link (`&t=30`) must land every laptop on the same frame,
// exactly at t, whatever the laptop's speed or how far its run had already played.
import { beforeEach, describe, expect, it } from 'vitest';
import { createSimulation } from '../sim/engine';
import { presetScenario } from '../scenarios/presets';
import type { Scenario } from '../sim/scenario';
import { decodeFrames } from './frameCodec';
import type { FramesBatch, StatusMessage, WorkerCommand, WorkerMessage } from './protocol';
import { SimulationRuntime, type CreateSimulation, type ValidateScenario } from './runtime';
import { FakeSimulation } from './testing/fakeSimulation';
import { fakeScenario } from './testing/fakeScenario';
import { ManualScheduler } from './testing/manualScheduler';
import { validateScenario } from './validateScenario';

let scheduler: ManualScheduler;
let messages: WorkerMessage[];
let sims: FakeSimulation[];
let runtime: SimulationRuntime;

const send = (command: WorkerCommand) => runtime.handle(command);
const batches = () =>
  messages.filter((m): m is { type: 'frames' } & FramesBatch => m.type === 'frames');
const statuses = () => messages.filter((m): m is StatusMessage => m.type === 'status');
const lastStatus = () => statuses().at(-1)!;
const lastBatch = () => batches().at(-1)!;
/** The per-second frames posted for run `runId`, in order. */
const frameTimes = (runId: number) =>
  batches()
    .filter((b) => b.runId === runId)
    .flatMap((b) => decodeFrames(b.frames).map((f) => f.tMs));

// The fake engine's scenario is not a valid one: it only carries a duration.
const acceptAny: ValidateScenario = (input) => ({ ok: true, scenario: input as Scenario });

function start(create: CreateSimulation, scenario: Scenario, validate = acceptAny): void {
  scheduler = new ManualScheduler();
  messages = [];
  runtime = new SimulationRuntime({
    createSimulation: create,
    validate,
    post: (message) => messages.push(message),
    scheduler,
  });
  send({ type: 'load', scenario });
}

describe('seek (fake engine)', () => {
  beforeEach(() => {
    sims = [];
    start((scenario, options) => {
      const sim = new FakeSimulation(scenario, options);
      // Each event costs wall time, so a seek takes many slices, as on a real laptop.
      sim.onEvent = () => scheduler.work(0.01);
      sims.push(sim);
      return sim;
    }, fakeScenario());
  });

  it('lands exactly at t and pauses there, at the speed the page chose', () => {
    send({ type: 'setSpeed', speed: 10 });
    send({ type: 'seek', atMs: 30_000 });
    expect(lastStatus()).toMatchObject({ status: 'playing', speed: 10 });
    scheduler.advance(5);
    expect(lastStatus().status).toBe('playing'); // it yields between slices
    expect(sims[0]!.nowMs).toBeLessThan(30_000);
    scheduler.advance(2000);
    expect(lastStatus()).toMatchObject({ status: 'paused', nowMs: 30_000, speed: 10 });
    expect(lastBatch().snapshot.nowMs).toBe(30_000);
    expect(frameTimes(1)).toEqual(Array.from({ length: 30 }, (_, i) => (i + 1) * 1000));
    scheduler.advance(1000);
    expect(sims[0]!.nowMs).toBe(30_000); // and stays there
  });

  it('lands between two events, to the fraction of a millisecond', () => {
    send({ type: 'seek', atMs: 12_345.5 });
    scheduler.advance(2000);
    expect(lastStatus()).toMatchObject({ status: 'paused', nowMs: 12_345.5 });
    expect(lastBatch().snapshot.nowMs).toBe(12_345.5);
  });

  it('clamps a time beyond the end of the run to the end, and says the run finished', () => {
    send({ type: 'seek', atMs: 90_000 });
    scheduler.advance(5000);
    expect(lastStatus()).toMatchObject({ status: 'finished', nowMs: 60_000 });
    expect(frameTimes(1).at(-1)).toBe(60_000);
  });

  it('replays a time the run has already passed from t = 0, in a new run', () => {
    send({ type: 'seek', atMs: 40_000 });
    scheduler.advance(5000);
    expect(lastStatus()).toMatchObject({ runId: 1, nowMs: 40_000 });
    send({ type: 'seek', atMs: 30_000 });
    expect(sims[0]!.disposed).toBe(true);
    scheduler.advance(5000);
    expect(lastStatus()).toMatchObject({ status: 'paused', nowMs: 30_000, runId: 2 });
    expect(frameTimes(2)).toEqual(Array.from({ length: 30 }, (_, i) => (i + 1) * 1000));
  });

  it('at the time the run is already at, stays in the same run and says where it is', () => {
    send({ type: 'seek', atMs: 30_000 });
    scheduler.advance(5000);
    const before = messages.length;
    send({ type: 'seek', atMs: 30_000 });
    expect(sims).toHaveLength(1);
    expect(messages.slice(before).filter((m) => m.type === 'status')).toEqual([
      expect.objectContaining({ status: 'paused', nowMs: 30_000, runId: 1 }),
    ]);
  });

  it('is stopped by pause, and play afterwards plays at the chosen speed, not full speed', () => {
    send({ type: 'setSpeed', speed: 1 });
    send({ type: 'seek', atMs: 50_000 });
    scheduler.advance(20);
    send({ type: 'pause' });
    const pausedAt = sims[0]!.nowMs;
    expect(pausedAt).toBeLessThan(50_000);
    expect(lastStatus()).toMatchObject({ status: 'paused', nowMs: pausedAt });
    send({ type: 'play' });
    scheduler.advance(1000);
    // Real time: one wall second, about one simulated second (less the engine's own cost).
    expect(sims[0]!.nowMs - pausedAt).toBeGreaterThan(500);
    expect(sims[0]!.nowMs - pausedAt).toBeLessThanOrEqual(1000);
  });

  it('marks its statuses with the time asked for, until it lands', () => {
    send({ type: 'seek', atMs: 90_000 });
    scheduler.advance(20);
    expect(lastStatus()).toMatchObject({ status: 'playing', seekAtMs: 90_000 });
    scheduler.advance(5000);
    expect(lastStatus().status).toBe('finished');
    expect(lastStatus().seekAtMs).toBeUndefined();
    send({ type: 'play' }); // a plain play is no seek
    expect(statuses().filter((m) => m.status !== 'playing' || m.seekAtMs === undefined)).toEqual(
      statuses().slice(0, 1).concat(statuses().slice(-1)),
    );
  });

  it('a second seek during a seek moves the target, with no stop in between', () => {
    send({ type: 'seek', atMs: 50_000 });
    scheduler.advance(10);
    const before = statuses().length;
    send({ type: 'seek', atMs: 45_000 });
    scheduler.advance(5000);
    expect(
      statuses()
        .slice(before)
        .map((m) => [m.status, m.seekAtMs]),
    ).toEqual([
      ['playing', 45_000],
      ['paused', undefined],
    ]);
    expect(lastStatus()).toMatchObject({ nowMs: 45_000, runId: 1 });
  });

  it('refuses a time that is not a time, with the reason, and keeps the run', () => {
    send({ type: 'seek', atMs: Number.NaN });
    expect(messages.at(-1)).toMatchObject({
      type: 'error',
      message: expect.stringContaining('expected a simulated time of 0 ms or more'),
    });
    send({ type: 'seek', atMs: -5 });
    expect(messages.at(-1)).toMatchObject({ type: 'error' });
    expect(sims).toHaveLength(1);
  });
});

describe('seek (the engine)', () => {
  it('lands on the frame a fresh run shows at t, even after playing past it', () => {
    const scenario = presetScenario('pool-domino');
    start(createSimulation, scenario, validateScenario);
    send({ type: 'seek', atMs: 45_000 });
    scheduler.advance(1000);
    send({ type: 'seek', atMs: 30_000 });
    scheduler.advance(1000);
    expect(lastStatus()).toMatchObject({ status: 'paused', nowMs: 30_000, runId: 2 });
    const fresh = createSimulation(scenario);
    fresh.advanceTo(30_000);
    expect(lastBatch().snapshot).toEqual(fresh.snapshot());
    expect(lastBatch().summary).toEqual(fresh.summary());
    expect(fresh.snapshot().nowMs).toBe(30_000);
  });
});
