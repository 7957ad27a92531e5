// Pure engine: no DOM, no wall clock, no unseeded randomness.
import { EventQueue, type ScheduledEvent, type TimerLane } from './eventQueue';

/**
 * The simulated clock. It satisfies XState's `Clock` interface (setTimeout /
 * clearTimeout), so `after` delays in the machines run on simulated time, driven by
 * the engine's event queue, never on wall-clock timers.
 */
export interface SimClock {
  nowMs(): number;
  setTimeout(fn: (...args: unknown[]) => void, delayMs: number): ScheduledEvent;
  /**
   * The same for a timeout whose length repeats (an edge's timeout, a queue's wait): it
   * costs the heap nothing when cancelled before its time (see TimerLane).
   */
  setFixedTimeout(fn: () => void, delayMs: number): ScheduledEvent;
  /** `fn(arg)` after `delayMs`: one shared callback instead of a closure per event. */
  setTimeoutWith<T>(fn: (arg: T) => void, arg: T, delayMs: number): ScheduledEvent;
  /** The same on a timer lane (see setFixedTimeout). */
  setFixedTimeoutWith<T>(fn: (arg: T) => void, arg: T, delayMs: number): ScheduledEvent;
  /** setTimeoutWith on `event`, which has run, keeping its callback: no new object. */
  againWith<T>(event: ScheduledEvent, arg: T, delayMs: number): ScheduledEvent;
  clearTimeout(handle: unknown): void;
}

/** A clock backed by an event queue; `advance*` methods run due events in order. */
export class QueueClock implements SimClock {
  private currentMs = 0;
  readonly queue: EventQueue;
  /** Events run so far: the engine's unit of work. */
  eventsRun = 0;
  private readonly lanes = new Map<number, TimerLane>();
  private lastLane: TimerLane | undefined = undefined;
  private readonly recyclingLanes = new Map<number, TimerLane>();
  private lastRecyclingLane: TimerLane | undefined = undefined;

  constructor(queue: EventQueue = new EventQueue()) {
    this.queue = queue;
  }

  nowMs(): number {
    return this.currentMs;
  }

  setTimeout(fn: (...args: unknown[]) => void, delayMs: number): ScheduledEvent {
    return this.queue.schedule(this.currentMs + Math.max(0, delayMs), fn);
  }

  setFixedTimeout(fn: () => void, delayMs: number): ScheduledEvent {
    return this.setFixedTimeoutWith(fn, undefined, delayMs);
  }

  setTimeoutWith<T>(fn: (arg: T) => void, arg: T, delayMs: number): ScheduledEvent {
    return this.queue.scheduleWith(this.currentMs + Math.max(0, delayMs), fn, arg);
  }

  setFixedTimeoutWith<T>(fn: (arg: T) => void, arg: T, delayMs: number): ScheduledEvent {
    const length = Math.max(0, delayMs);
    // Most timeouts in a row have one length (a hot edge's): the last lane spares the lookup.
    let lane = this.lastLane;
    if (lane === undefined || lane.delayMs !== length) {
      lane = this.laneFor(this.lanes, length, false);
      this.lastLane = lane;
    }
    return lane.schedule(this.currentMs, fn, arg);
  }

  /**
   * setFixedTimeoutWith on a recycling lane (TimerLane): the caller drops the handle when it
   * cancels it and when it runs, and never cancels it again.
   */
  setRecycledTimeoutWith<T>(fn: (arg: T) => void, arg: T, delayMs: number): ScheduledEvent {
    const length = Math.max(0, delayMs);
    let lane = this.lastRecyclingLane;
    if (lane === undefined || lane.delayMs !== length) {
      lane = this.laneFor(this.recyclingLanes, length, true);
      this.lastRecyclingLane = lane;
    }
    return lane.schedule(this.currentMs, fn, arg);
  }

  private laneFor(lanes: Map<number, TimerLane>, length: number, recycling: boolean): TimerLane {
    let lane = lanes.get(length);
    if (!lane) {
      lane = this.queue.lane(length, recycling);
      lanes.set(length, lane);
    }
    return lane;
  }

  /** Schedules at an absolute simulated time (never in the past). */
  at(timeMs: number, fn: () => void): ScheduledEvent {
    return this.queue.schedule(Math.max(timeMs, this.currentMs), fn);
  }

  /** `at` again for an event that has run (EventQueue.reschedule): no new object. */
  again(event: ScheduledEvent, timeMs: number): ScheduledEvent {
    return this.queue.reschedule(event, Math.max(timeMs, this.currentMs));
  }

  /** setTimeoutWith on an event that has run, with its callback and a new `arg`. */
  againWith<T>(event: ScheduledEvent, arg: T, delayMs: number): ScheduledEvent {
    return this.queue.rescheduleWith(event, this.currentMs + Math.max(0, delayMs), arg);
  }

  clearTimeout(handle: unknown): void {
    if (handle && typeof handle === 'object' && 'cancelled' in handle) {
      this.queue.cancel(handle as ScheduledEvent);
    }
  }

  /** Runs the next event, if any. Returns false when the queue is empty. */
  step(): boolean {
    const event = this.queue.pop();
    if (!event) return false;
    this.currentMs = event.timeMs;
    this.eventsRun++;
    event.run(event.arg);
    return true;
  }

  /** Runs the next event if it is due at or before `limitMs`; false when none is. */
  stepDue(limitMs: number): boolean {
    const event = this.queue.popDue(limitMs);
    if (event === undefined) return false;
    this.currentMs = event.timeMs;
    this.eventsRun++;
    event.run(event.arg);
    return true;
  }

  /** Runs every event due at or before `timeMs`, then sets the clock to `timeMs`. */
  advanceTo(timeMs: number): void {
    while (this.stepDue(timeMs));
    if (timeMs > this.currentMs) this.currentMs = timeMs;
  }

  /** Moves the clock forward by `deltaMs`, running what falls due (tests use this). */
  advanceBy(deltaMs: number): void {
    this.advanceTo(this.currentMs + deltaMs);
  }
}
