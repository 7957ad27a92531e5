// Pure engine: no DOM, no wall clock, no unseeded randomness.
import { EventQueue, type ScheduledEvent, type TimerLane } from './eventQueue';
import { objectList } from './objectList';

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
  private readonly lanes = new LaneTable(false);
  private readonly recyclingLanes = new LaneTable(true);

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
    return this.lanes.of(this.queue, Math.max(0, delayMs)).schedule(this.currentMs, fn, arg);
  }

  /**
   * setFixedTimeoutWith on a recycling lane (TimerLane): the caller drops the handle when it
   * cancels it and when it runs, and never cancels it again.
   */
  setRecycledTimeoutWith<T>(fn: (arg: T) => void, arg: T, delayMs: number): ScheduledEvent {
    const lane = this.recyclingLanes.of(this.queue, Math.max(0, delayMs));
    return lane.schedule(this.currentMs, fn, arg);
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

  /**
   * Sets the clock to `timeMs` between events: the caller ran every event due at or before
   * it, so none runs here (one that is due is a bug, refused). A tick moves the clock this
   * way rather than with `advanceTo`, whose event loop it never needs.
   */
  passTo(timeMs: number): void {
    const nextMs = this.queue.peekTimeMs();
    if (nextMs <= timeMs) {
      throw new Error(`clock: cannot pass ${timeMs} ms with an event due at ${nextMs} ms`);
    }
    if (timeMs > this.currentMs) this.currentMs = timeMs;
  }

  /** Moves the clock forward by `deltaMs`, running what falls due (tests use this). */
  advanceBy(deltaMs: number): void {
    this.advanceTo(this.currentMs + deltaMs);
  }
}

/** Lanes scanned in a short list before the map: a scan of a few beats a hash of a double. */
const LANES_SCANNED = 8;

/**
 * The lanes of one kind by length. A run has a few timeout lengths, used interleaved (a
 * client's timeout, then its callee's on every request): a one-lane cache missed on every
 * other timeout and paid a map lookup each time.
 */
class LaneTable {
  private readonly first: TimerLane[] = objectList();
  private readonly rest = new Map<number, TimerLane>();

  constructor(private readonly recycling: boolean) {}

  of(queue: EventQueue, length: number): TimerLane {
    const first = this.first;
    for (let i = 0; i < first.length; i++) if (first[i]!.delayMs === length) return first[i]!;
    let lane = this.rest.get(length);
    if (lane === undefined) {
      lane = queue.lane(length, this.recycling);
      if (first.length < LANES_SCANNED) first.push(lane);
      else this.rest.set(length, lane);
    }
    return lane;
  }
}
