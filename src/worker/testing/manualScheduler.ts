// A wall clock and timers under the test's control; `work` imitates a busy engine.
import type { Scheduler } from '../runtime';

interface Timer {
  id: number;
  atMs: number;
  fn: () => void;
}

export class ManualScheduler implements Scheduler {
  private clockMs = 0;
  private nextId = 1;
  private timers: Timer[] = [];
  now(): number {
    return this.clockMs;
  }

  /** Wall time spent computing. */
  work(ms: number): void {
    this.clockMs += ms;
  }

  setTimeout(fn: () => void, ms: number): unknown {
    const timer = { id: this.nextId++, atMs: this.clockMs + Math.max(0, ms), fn };
    this.timers.push(timer);
    return timer.id;
  }

  clearTimeout(handle: unknown): void {
    this.timers = this.timers.filter((t) => t.id !== handle);
  }

  get pendingTimers(): number {
    return this.timers.length;
  }

  /** Runs timers in time order until `ms` of wall time has passed. */
  advance(ms: number): void {
    const end = this.clockMs + ms;
    for (;;) {
      const next = [...this.timers].sort((a, b) => a.atMs - b.atMs || a.id - b.id)[0];
      if (!next || next.atMs > end) break;
      this.timers = this.timers.filter((t) => t !== next);
      this.clockMs = Math.max(this.clockMs, next.atMs);
      next.fn();
    }
    this.clockMs = Math.max(this.clockMs, end);
  }
}
