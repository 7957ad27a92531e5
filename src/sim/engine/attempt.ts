// Pure engine: no DOM, no wall clock, no unseeded randomness.
// One attempt on the wire: a connection from the caller's pool, the request to the
// callee, and the per-attempt timeout (the innermost layer). A timeout does not stop
// the callee's work unless the edge propagates cancellation: that work is then wasted.
// A class rather than closures: the engine makes one per attempt, and fewer objects
// per call is most of the engine's speed.
import type { ScheduledEvent } from '../core/eventQueue';
import { outcomeLabel } from './tracing/traceRecorder';
import type { Outcome } from '../machines/retry';
import type { EdgeRuntime } from './edgeRuntime';
import { Exchange } from './exchange';
import { NETWORK_ERROR, TIMEOUT } from './outcomes';
import type { PoolClient, PoolWait, WorkerPool } from './workerPool';

export interface AttemptHandle {
  /** The caller no longer waits for this attempt (deadline, or its own cancellation). */
  abort(cancelAtCallee?: boolean): void;
}

export interface AttemptListener {
  attemptEnded(outcome: Outcome): void;
}

/** An attempt's timeout, shared by every attempt (no closure each). */
function attemptTimedOut(attempt: Attempt): void {
  attempt.timedOut();
}

/** Every waiting attempt's connection-pool client (no closures per attempt). */
const CONNECTION_CLIENT: PoolClient<Attempt> = {
  granted: (attempt) => attempt.connected(),
  rejected: (attempt) => attempt.noConnection(),
};

export class Attempt extends Exchange implements AttemptHandle {
  private settled = false;
  private holdsConnection = false;
  private poolWait: PoolWait | undefined = undefined;
  private timer: ScheduledEvent | undefined = undefined;
  private startMs = 0;

  constructor(
    private readonly edge: EdgeRuntime,
    routeName: string,
    private readonly pool: WorkerPool | undefined,
    private readonly listener: AttemptListener,
  ) {
    super(routeName);
  }

  start(): this {
    this.startMs = this.edge.clock.nowMs();
    const timeoutMs = this.edge.policy.timeoutMs;
    // A recycling lane: `timer` is dropped when it runs (timedOut) and when cleared (letGo).
    if (timeoutMs !== undefined)
      this.timer = this.edge.clock.setRecycledTimeoutWith(attemptTimedOut, this, timeoutMs);
    const pool = this.pool;
    if (!pool || pool.tryAcquire()) {
      this.holdsConnection = pool !== undefined;
      this.send();
      return this;
    }
    const wait = pool.acquireFor(CONNECTION_CLIENT, this);
    if (!this.holdsConnection && !this.settled) this.poolWait = wait;
    return this;
  }

  /** The callee answered. */
  respond(outcome: Outcome): void {
    this.end(outcome);
  }

  /** `cancelAtCallee`: stop the callee's work too (default: the edge's propagateCancellation). */
  abort(cancelAtCallee = this.edge.policy.propagateCancellation): void {
    if (this.settled) return;
    this.letGo(cancelAtCallee);
    this.span?.end(this.edge.clock.nowMs(), cancelAtCallee ? 'cancelled' : 'abandoned');
  }

  /** A connection came free for this waiting attempt. */
  connected(): void {
    this.poolWait = undefined;
    this.holdsConnection = true;
    this.send();
  }

  /** No connection free in time: the client library fails the request locally. */
  noConnection(): void {
    this.end(NETWORK_ERROR);
  }

  private send(): void {
    this.startedAtMs = this.edge.clock.nowMs();
    if (this.span && this.holdsConnection) this.span.event(this.startedAtMs, 'connection.acquired');
    const price = this.edge.policy.costPerAttempt;
    // Kept to millionths: a sum of 0.01s in floating point drifts (21.030000000000488).
    if (price !== undefined)
      this.edge.counters.cost = Math.round((this.edge.counters.cost + price) * 1e6) / 1e6;
    this.edge.callee.receive(this);
  }

  timedOut(): void {
    this.timer = undefined;
    if (this.settled) return;
    this.edge.counters.timeouts++;
    this.end(TIMEOUT);
  }

  private end(outcome: Outcome): void {
    if (this.settled) return;
    this.letGo();
    this.edge.attemptTime.record(this.edge.clock.nowMs() - this.startMs);
    this.span?.end(this.edge.clock.nowMs(), outcomeLabel(outcome));
    const callee = this.edge.callee;
    // Only what the replica answered (or failed to): not a connection the caller never got.
    if (callee.outlier && this.replica && this.phase !== 'new')
      callee.noteOutcome(this.replica, outcome);
    this.listener.attemptEnded(outcome);
  }

  private letGo(cancelAtCallee = this.edge.policy.propagateCancellation): void {
    this.settled = true;
    if (this.timer !== undefined) this.edge.clock.clearTimeout(this.timer);
    this.timer = undefined;
    this.poolWait?.cancel();
    this.poolWait = undefined;
    if (this.holdsConnection) this.pool?.release();
    this.holdsConnection = false;
    // Sent and not answered yet: the callee's work goes on unless cancellation propagates.
    if (this.phase !== 'new' && this.phase !== 'done') {
      this.callerGaveUp = true;
      if (cancelAtCallee) this.edge.callee.cancel(this);
    }
  }
}
