import { describe, expect, it, vi } from 'vitest';
import { presetScenario } from '../../scenarios/presets';
import { createAppStore } from '../../store/appStore';
import type { StatusMessage, WorkerCommand } from '../../worker/protocol';
import { SLOW_SPEED } from './autoSlowDown';
import { slowDownEnabled } from './slowDownStore';
import { watchSlowDown } from './slowDownWatch';

/** pool-domino's own fault: the recommend service turns slow at t = 60 s. */
function setup(enabled = true) {
  const sent: WorkerCommand[] = [];
  const scenario = presetScenario('pool-domino');
  const store = createAppStore({ send: (c) => sent.push(c), recover: vi.fn() }, scenario);
  const onSlowDown = vi.fn();
  const stop = watchSlowDown(store, () => enabled, onSlowDown);
  const status = (nowMs: number, extra: Partial<StatusMessage> = {}) =>
    store.getState().receiveStatus({
      type: 'status',
      runId: 1,
      status: 'playing',
      speed: 100,
      nowMs,
      durationMs: 180_000,
      eventsRun: 0,
      ...extra,
    });
  const speedsSent = () => sent.flatMap((c) => (c.type === 'setSpeed' ? [c.speed] : []));
  return {
    store,
    status,
    onSlowDown,
    speedsSent,
    stop,
    faultAtMs: scenario.faultTimeline[0]?.atMs,
  };
}

describe('watchSlowDown', () => {
  it("drops the worker's speed once when the preset's fault starts", () => {
    const { store, status, onSlowDown, speedsSent, faultAtMs } = setup();
    expect(faultAtMs).toBe(60_000);
    for (const nowMs of [0, 30_000, 59_000]) status(nowMs);
    expect(speedsSent()).toEqual([]);
    status(61_000);
    status(62_000, { speed: SLOW_SPEED });
    status(90_000, { speed: SLOW_SPEED });
    expect(speedsSent()).toEqual([SLOW_SPEED]);
    expect(store.getState().speed).toBe(SLOW_SPEED);
    expect(onSlowDown).toHaveBeenCalledOnce();
    expect(onSlowDown).toHaveBeenCalledWith({ speed: SLOW_SPEED, fromSpeed: 100, faultAtMs }, 1);
  });

  it('fires again after a restart (a new run id)', () => {
    const { status, speedsSent } = setup();
    for (const nowMs of [0, 59_000, 61_000]) status(nowMs);
    for (const nowMs of [0, 59_000, 61_000]) status(nowMs, { runId: 2 });
    expect(speedsSent()).toEqual([SLOW_SPEED, SLOW_SPEED]);
  });

  it('leaves the speed alone when the option is off, or once stopped', () => {
    const off = setup(false);
    for (const nowMs of [0, 59_000, 61_000]) off.status(nowMs);
    expect(off.speedsSent()).toEqual([]);
    const stopped = setup();
    stopped.status(59_000);
    stopped.stop();
    stopped.status(61_000);
    expect(stopped.speedsSent()).toEqual([]);
  });
});

describe('slowDownEnabled', () => {
  it('is on by default in a lesson and off without one', () => {
    expect(slowDownEnabled({ presetId: null, choice: null }, 'pool-domino', true)).toBe(true);
    expect(slowDownEnabled({ presetId: null, choice: null }, null, false)).toBe(false);
  });

  it("follows the user's choice for the preset it was made for only", () => {
    const off = { presetId: 'pool-domino', choice: false };
    expect(slowDownEnabled(off, 'pool-domino', true)).toBe(false);
    expect(slowDownEnabled(off, 'retry-storm', true)).toBe(true);
    expect(slowDownEnabled({ presetId: null, choice: true }, null, false)).toBe(true);
  });
});
