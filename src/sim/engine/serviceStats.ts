// Pure engine: no DOM, no wall clock, no unseeded randomness.
// Per-hop numbers of one service: the time a request spends in it, with the
// queue wait apart, and the time-averaged busy workers and queue length, so Little's law
// (L = λW) and Erlang C's waiting probability can be checked from the report alone.
//
// The counts are the service's own (not the worker pool's), changed at the same instants
// as the pool, so the areas are exact: a pool that dequeues inside its own callback would
// otherwise be read after it changed.
import { LatencyHistogram } from './histogram';

export class ServiceStats {
  /** Arrival to departure, for every request that entered (answered, dropped or cancelled). */
  readonly timeInService = new LatencyHistogram();
  /** The same, this simulated second only: the graph's per-node p99 (reset at each tick). */
  readonly timeInServiceSecond = new LatencyHistogram();
  /** Arrival to a worker (0 when one was free), or to leaving the queue without one. */
  readonly queueWait = new LatencyHistogram();
  /** Requests that entered, and those of them that had to wait (Erlang C's P(wait)). */
  entered = 0;
  waited = 0;
  private busy = 0;
  private queued = 0;
  private lastMs = 0;
  private busyArea = 0;
  private queueArea = 0;

  constructor(
    private readonly startMs = 0,
    /** Fill timeInServiceSecond: only a run with a frame listener reads it (FrameBuilder). */
    private readonly perSecond = true,
  ) {
    this.lastMs = startMs;
  }

  private advance(nowMs: number): void {
    const dt = nowMs - this.lastMs;
    if (dt > 0) {
      this.busyArea += dt * this.busy;
      this.queueArea += dt * this.queued;
      this.lastMs = nowMs;
    }
  }

  /** A request found every worker busy and joined the queue. */
  enterQueue(nowMs: number): void {
    this.advance(nowMs);
    this.entered++;
    this.waited++;
    this.queued++;
  }

  /** A queued request left the queue: for a worker (`started`), or dropped/cancelled. */
  leaveQueue(nowMs: number, arrivedMs: number, started: boolean): void {
    this.advance(nowMs);
    this.queued--;
    this.queueWait.record(nowMs - arrivedMs);
    if (started) this.busy++;
    else this.recordTime(nowMs - arrivedMs);
  }

  /** A request took a free worker at once. */
  startAtOnce(nowMs: number): void {
    this.advance(nowMs);
    this.entered++;
    this.queueWait.record(0);
    this.busy++;
  }

  /** A request let its worker go (answered or cancelled). */
  endWork(nowMs: number, arrivedMs: number): void {
    this.advance(nowMs);
    this.busy--;
    this.recordTime(nowMs - arrivedMs);
  }

  private recordTime(ms: number): void {
    this.timeInService.record(ms);
    if (this.perSecond) this.timeInServiceSecond.record(ms);
  }

  /** An event-loop request let its worker go to wait on its calls; it is still in the service. */
  freeWorker(nowMs: number): void {
    this.advance(nowMs);
    this.busy--;
  }

  /** An event-loop request that had freed its worker left (answered or cancelled). */
  leaveWithoutWorker(nowMs: number, arrivedMs: number): void {
    this.recordTime(nowMs - arrivedMs);
  }

  /** Time-averaged busy workers and queue length from the start to `nowMs`. */
  averages(nowMs: number): { busyWorkers: number; queueLength: number } {
    this.advance(nowMs);
    const span = nowMs - this.startMs;
    if (span <= 0) return { busyWorkers: 0, queueLength: 0 };
    return { busyWorkers: this.busyArea / span, queueLength: this.queueArea / span };
  }
}
