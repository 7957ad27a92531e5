// Pure engine: no DOM, no wall clock, no unseeded randomness.
// A client: an arrival process (Poisson or constant, with a rate schedule) that sends
// requests into the graph through its own edge (its timeout and retries).
import type { ScheduledEvent } from '../core/eventQueue';
import type { RandomStream } from '../core/random';
import type { QueueClock } from '../core/simClock';
import type { Client } from '../scenario';
import { ClientCounters } from './counters';
import type { EdgeRuntime } from './edgeRuntime';
import { failureReason, isFailure } from './outcomes';
import type { CallListener, LogicalCall } from './logicalCall';
import type { Outcome } from '../machines/retry';

export class ClientRuntime implements CallListener {
  private nextArrival: ScheduledEvent | undefined;
  private rateChange: ScheduledEvent | undefined;

  constructor(
    public client: Client,
    protected edge: EdgeRuntime,
    protected readonly clock: QueueClock,
    protected readonly rng: RandomStream,
    protected readonly endMs: () => number,
    /** Carried over when a client turns from open to closed loop mid-run (or back). */
    readonly counters = new ClientCounters(),
  ) {}

  get name(): string {
    return this.client.name;
  }

  /** The request rate in force at `tMs`: the last schedule step at or before it. */
  rateAt(tMs: number): number {
    const { schedule } = this.client.arrival;
    let rps = this.client.arrival.rps;
    // An index loop, not for…of: it runs per arrival, and most clients have no schedule.
    for (let i = 0; i < schedule.length; i++) if (schedule[i]!.atMs <= tMs) rps = schedule[i]!.rps;
    return rps;
  }

  start(): void {
    this.scheduleNext();
  }

  /** New settings from now on; Poisson arrivals are memoryless, so redrawing is exact. */
  update(client: Client, edge: EdgeRuntime = this.edge): void {
    this.client = client;
    this.edge = edge;
    this.stop();
    this.scheduleNext();
  }

  stop(): void {
    if (this.nextArrival) this.clock.clearTimeout(this.nextArrival);
    if (this.rateChange) this.clock.clearTimeout(this.rateChange);
    this.nextArrival = this.rateChange = undefined;
  }

  /** `ran`: the arrival event that just ran, scheduled again rather than a new one made. */
  private scheduleNext(ran?: ScheduledEvent): void {
    const now = this.clock.nowMs();
    const rps = this.rateAt(now);
    const nextStep = stepAfter(this.client.arrival.schedule, now);
    if (rps <= 0) {
      // Idle until the schedule raises the rate.
      if (nextStep) this.rateChange = this.clock.at(nextStep.atMs, () => this.scheduleNext());
      return;
    }
    const gapMs =
      this.client.arrival.type === 'poisson' ? this.rng.exponential(1000 / rps) : 1000 / rps;
    const atMs = now + gapMs;
    if (nextStep && atMs > nextStep.atMs) {
      this.rateChange = this.clock.at(nextStep.atMs, () => this.scheduleNext());
      return;
    }
    if (atMs > this.endMs()) return;
    this.nextArrival = ran ? this.clock.again(ran, atMs) : this.clock.at(atMs, this.arrived);
  }

  /** One callback for every arrival of this client, rather than a closure each. */
  private readonly arrived = (): void => {
    const ran = this.nextArrival;
    this.nextArrival = undefined;
    this.arrive();
    this.scheduleNext(ran);
  };

  private arrive(): void {
    this.counters.totals.offered++;
    this.edge.call(this.client.route, false, this);
  }

  /** The end of the run: hands back what the client holds beyond the graph's edges. */
  dispose(): void {
    this.stop();
  }

  callEnded(outcome: Outcome, call: LogicalCall): void {
    this.counters.recordLatency(this.clock.nowMs() - call.startMs);
    if (isFailure(outcome)) this.counters.recordFailure(failureReason(outcome));
    else this.counters.recordSuccess();
  }
}

/** The first schedule step after `nowMs`: a loop, not `find`, since it runs per arrival. */
function stepAfter<S extends { atMs: number }>(
  schedule: readonly S[],
  nowMs: number,
): S | undefined {
  for (let i = 0; i < schedule.length; i++) if (schedule[i]!.atMs > nowMs) return schedule[i];
  return undefined;
}
