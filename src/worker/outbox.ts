// What happened since the last batch, and when the next batch may go: at most
// MAX_BATCHES_PER_SECOND per wall second, with a trailing post so the last change is never lost.
import type { ProtectionRecord } from '../sim/engine/protectionDigest';
import type { SimulationApi } from '../sim/engine/simulationApi';
import type { FaultRecord, SecondFrame, TransitionRecord } from '../sim/engine/types';
import { encodeFrames } from './frameCodec';
import type { WorkerMessage } from './protocol';
import type { Scheduler } from './runtimeTypes';

const MAX_BATCHES_PER_SECOND = 30;
const MIN_POST_INTERVAL_MS = 1000 / MAX_BATCHES_PER_SECOND;
/** Frames kept between two posts (the page keeps as many). */
const MAX_PENDING_FRAMES = 900;
const MAX_PENDING_RECORDS = 500;

export class Outbox {
  private frames: SecondFrame[] = [];
  private transitions: TransitionRecord[] = [];
  private faults: FaultRecord[] = [];
  private protection: ProtectionRecord[] = [];
  private dirty = false;
  private lastPostWallMs = -Infinity;
  private flushHandle: unknown = null;

  constructor(
    private readonly scheduler: Scheduler,
    private readonly post: (message: WorkerMessage, transfer: Transferable[]) => void,
  ) {}

  addFrame = (frame: SecondFrame): void => pushBounded(this.frames, frame, MAX_PENDING_FRAMES);
  addTransition = (t: TransitionRecord): void =>
    pushBounded(this.transitions, t, MAX_PENDING_RECORDS);
  addFault = (f: FaultRecord): void => pushBounded(this.faults, f, MAX_PENDING_RECORDS);
  addProtection = (records: readonly ProtectionRecord[]): void => {
    for (const r of records) pushBounded(this.protection, r, MAX_PENDING_RECORDS);
  };

  /** A new run: what was pending belongs to the old one. */
  clear(): void {
    this.frames = [];
    this.transitions = [];
    this.faults = [];
    this.protection = [];
  }

  /** Something changed: post a batch now, or as soon as the rate limit allows. */
  touch(runId: number, sim: SimulationApi): void {
    this.dirty = true;
    const wait = this.lastPostWallMs + MIN_POST_INTERVAL_MS - this.scheduler.now();
    if (this.flushHandle !== null) this.scheduler.clearTimeout(this.flushHandle);
    this.flushHandle = null;
    // Due now: a busy worker runs its timers late, so the caller's tick posts it.
    if (wait <= 0) this.flush(runId, sim);
    else this.flushHandle = this.scheduler.setTimeout(() => this.flush(runId, sim), wait);
  }

  /**
   * Post what is pending now, past the rate limit: before a status that says the clock
   * stopped (a step, a pause, the end), so the page has that time's frames when it reads
   * the status. These come from a person's keys or the run's end, not 30 times a second.
   */
  flushNow(runId: number, sim: SimulationApi): void {
    if (this.flushHandle !== null) this.scheduler.clearTimeout(this.flushHandle);
    this.dirty = true;
    this.flush(runId, sim);
  }

  private flush(runId: number, sim: SimulationApi): void {
    this.flushHandle = null;
    if (!this.dirty) return;
    this.dirty = false;
    this.lastPostWallMs = this.scheduler.now();
    const frames = encodeFrames(this.frames);
    const message: WorkerMessage = {
      type: 'frames',
      runId,
      nowMs: sim.nowMs,
      eventsRun: sim.eventsRun,
      snapshot: sim.snapshot(),
      summary: sim.summary(),
      frames,
      transitions: this.transitions,
      faults: this.faults,
      protection: this.protection,
    };
    this.clear();
    this.post(message, [frames.data.buffer]);
  }
}

function pushBounded<T>(list: T[], item: T, max: number): void {
  list.push(item);
  if (list.length > max) list.splice(0, list.length - max);
}
