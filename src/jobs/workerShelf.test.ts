// The shelf of job workers kept between runs: a run takes what waits there before starting
// new ones, gets them back with no handler of the last run's, starts them ahead at an idle
// moment, and ends them when drained or left idle for IDLE_MS.
import { describe, expect, it } from 'vitest';
import { IDLE_MS, workerShelf, type ShelfTimers, type ShelvedWorker } from './workerShelf';

class Fake implements ShelvedWorker {
  static made = 0;
  readonly id = ++Fake.made;
  terminated = false;
  onmessage: ShelvedWorker['onmessage'] = null;
  onerror: ShelvedWorker['onerror'] = null;
  terminate() {
    this.terminated = true;
  }
}

/** Timers the test runs by hand: idle callbacks and timeouts wait until told. */
function manualTimers() {
  let nowMs = 0;
  const timeouts = new Map<number, { atMs: number; fn: () => void }>();
  const idle: (() => void)[] = [];
  let next = 1;
  const timers: ShelfTimers = {
    setTimeout: (fn, ms) => {
      const id = next++;
      timeouts.set(id, { atMs: nowMs + ms, fn });
      return id;
    },
    clearTimeout: (id) => void timeouts.delete(id as number),
    whenIdle: (fn) => void idle.push(fn),
  };
  return {
    timers,
    idle: () => idle.splice(0).forEach((fn) => fn()),
    advance(ms: number) {
      nowMs += ms;
      for (const [id, t] of [...timeouts]) {
        if (t.atMs > nowMs) continue;
        timeouts.delete(id);
        t.fn();
      }
    },
  };
}

/** A shelf of fakes on timers the test runs by hand. */
function shelfOnManualTimers() {
  const clock = manualTimers();
  return { clock, shelf: workerShelf(() => new Fake(), clock.timers) };
}

describe('the worker shelf', () => {
  it('gives back the worker a run put there, without the last run’s handlers', () => {
    const { shelf } = shelfOnManualTimers();
    const first = shelf.take();
    first.onmessage = () => {};
    first.onerror = () => {};
    shelf.put(first);
    const again = shelf.take();
    expect(again).toBe(first);
    expect(again.onmessage).toBeNull();
    expect(again.onerror).toBeNull();
    expect(shelf.take()).not.toBe(first); // the shelf was empty: a new one
  });

  it('starts workers ahead only when the page is idle, up to the count asked', () => {
    const { clock, shelf } = shelfOnManualTimers();
    shelf.warm(2);
    shelf.warm(2); // asked again before idle: still two
    expect(shelf.size).toBe(0);
    clock.idle();
    expect(shelf.size).toBe(2);
    const warmed = [shelf.take(), shelf.take()];
    expect(warmed.every((w) => !w.terminated)).toBe(true);
  });

  it('starts none ahead once a run has taken its own before the idle moment', () => {
    let made = 0;
    const clock = manualTimers();
    const shelf = workerShelf(() => (made++, new Fake()), clock.timers);
    shelf.warm(2);
    const running = [shelf.take(), shelf.take()];
    clock.idle();
    expect(made).toBe(2); // the run's two, not four on two cores
    running.forEach((w) => shelf.put(w));
    expect(shelf.size).toBe(2);
  });

  it('drained (the panel closed), ends its idle workers and any warming still to come', () => {
    const { clock, shelf } = shelfOnManualTimers();
    const w = shelf.take();
    shelf.put(w);
    shelf.warm(2);
    shelf.drain();
    clock.idle();
    expect(w.terminated).toBe(true);
    expect(shelf.size).toBe(0);
  });

  it('ends workers left idle for IDLE_MS; a run in between restarts the clock', () => {
    const { clock, shelf } = shelfOnManualTimers();
    const w = shelf.take();
    shelf.put(w);
    clock.advance(IDLE_MS - 1);
    shelf.put(shelf.take()); // a run took it and gave it back
    clock.advance(IDLE_MS - 1);
    expect(w.terminated).toBe(false);
    clock.advance(1);
    expect(w.terminated).toBe(true);
    expect(shelf.size).toBe(0);
  });
});
