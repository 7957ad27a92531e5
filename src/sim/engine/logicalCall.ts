// Pure engine: no DOM, no wall clock, no unseeded randomness.
// One logical call on an edge: its deadline, the edge's layers in the scenario's order
// (layers/), the attempt on the wire, and the fallback. The call is the cursor that moves
// through the layers: `enter(i)` hands it to layer i (the wire after the last one),
// `exit(i, outcome)` carries an outcome out of layer i to the one outside it.
import type { ScheduledEvent } from '../core/eventQueue';
import { outcomeLabel } from './tracing/traceRecorder';
import type { TraceAttributes, TraceSpan } from './tracing/traceRecorder';
import type { WaitHandle } from '../machines/bulkhead';
import { SUCCESS, type Outcome, type RetryChain } from '../machines/retry';
import { Attempt, type AttemptListener } from './attempt';
import type { EdgeRuntime } from './edgeRuntime';
import type { CallLayer } from './layers/callLayer';
import type { CircuitBreaker } from '../machines/breaker';
import type { Replica } from './replica';
import { DEADLINE, isFailure } from './outcomes';
import type { LayerHoldings } from './layers/layerHoldings';

export interface CallHandle {
  /** The caller is gone (its own work was cancelled): give up, release what is held. */
  abort(): void;
}

/** Who waits for a logical call: a plan stage, or a client. */
export interface CallListener {
  callEnded(outcome: Outcome, call: LogicalCall): void;
}

/** A call's deadline timer: one callback for every call, not a closure each. */
function deadlinePassed(call: LogicalCall): void {
  call.deadlinePassed();
}

export class LogicalCall implements CallHandle, AttemptListener {
  readonly startMs: number;
  private over = false;
  private readonly layers: readonly CallLayer[];
  private attempt: Attempt | undefined = undefined;
  private deadline: ScheduledEvent | undefined = undefined;
  // What the call holds in each kind of layer (read and written by the layers).
  /** When the breaker's permit was taken; -1 while none is held. */
  breakerPermitSinceMs = -1;
  holdsSlot = false;
  slotWait: WaitHandle | undefined = undefined;
  chain: RetryChain | undefined = undefined;
  /** The replica a per-replica breaker let the call through to, and that breaker. */
  replica: Replica | undefined = undefined;
  replicaBreaker: CircuitBreaker | undefined = undefined;
  /** The newer layers’ holdings; see each layer. */
  extra: LayerHoldings | undefined = undefined;
  /** This call's span when its request is traced; the layers note their decisions on it. */
  span: TraceSpan | undefined = undefined;

  constructor(
    readonly edge: EdgeRuntime,
    readonly route: string,
    private readonly optional: boolean,
    private readonly listener: CallListener,
  ) {
    this.startMs = edge.clock.nowMs();
    this.layers = edge.policies.layers;
  }

  get isOver(): boolean {
    return this.over;
  }

  /** No attempt may start at or after this simulated time (Infinity: the edge sets none). */
  get deadlineAtMs(): number {
    const deadlineMs = this.edge.policy.deadlineMs;
    return deadlineMs === undefined ? Infinity : this.startMs + deadlineMs;
  }

  start(): this {
    const { edge } = this;
    edge.counters.calls++;
    const deadlineMs = edge.policy.deadlineMs;
    // A recycling lane: `deadline` is dropped when it runs (deadlinePassed) and when cleared.
    if (deadlineMs !== undefined)
      this.deadline = edge.clock.setRecycledTimeoutWith(deadlinePassed, this, deadlineMs);
    this.enter(0);
    return this;
  }

  /** Hands the call to layer `depth`, or to the wire after the last layer. */
  enter(depth: number): void {
    if (this.over) return;
    const layer = this.layers[depth];
    if (layer) return layer.enter(this, depth);
    this.attempt = new Attempt(this.edge, this.route, this.edge.caller?.connectionPool, this);
    if (this.span) this.attempt.span = this.openAttemptSpan(false);
    if (this.replica) this.attempt.replica = this.replica;
    this.attempt.start();
  }

  /** Carries `outcome` out of layer `depth` to the layer outside it, or ends the call. */
  exit(depth: number, outcome: Outcome): void {
    if (this.over) return;
    if (depth === 0) return this.finish(outcome);
    this.layers[depth - 1]!.settle(this, depth - 1, outcome);
  }

  abort(): void {
    if (this.over) return;
    this.over = true;
    this.attempt?.abort();
    this.release();
    this.span?.end(this.edge.clock.nowMs(), 'callerGone');
  }

  /** A span for an attempt of this traced call (a hedge's second attempt says so). */
  openAttemptSpan(hedge: boolean): TraceSpan {
    const { edge } = this;
    return edge.tracer!.open(this.span, 'attempt', edge.key, edge.clock.nowMs(), {
      route: this.route,
      hedge,
    });
  }

  /** Notes a decision on this call's span (callers test `call.span` first: no cost untraced). */
  note(name: string, attributes?: TraceAttributes): void {
    this.span?.event(this.edge.clock.nowMs(), name, attributes);
  }

  /** From the Attempt: the wire answered, timed out or failed to connect. */
  attemptEnded(outcome: Outcome): void {
    this.attempt = undefined;
    this.exit(this.layers.length, outcome);
  }

  /** @internal The deadline's timer (deadlinePassed below, shared by every call). */
  deadlinePassed(): void {
    this.deadline = undefined;
    this.endAtDeadline();
  }

  /**
   * The call's deadline ended it: its timer fired with an attempt on the wire, or the retry
   * machine gave up because the next attempt would start at or past the deadline.
   */
  endAtDeadline(): void {
    if (this.over) return;
    this.edge.counters.deadlines++;
    if (this.span) this.note('deadline.passed');
    this.attempt?.abort();
    this.attempt = undefined;
    this.finish(DEADLINE);
  }

  private finish(outcome: Outcome): void {
    if (this.over) return;
    this.over = true;
    this.release();
    this.edge.callTime.record(this.edge.clock.nowMs() - this.startMs);
    if (this.span) {
      if (this.optional && isFailure(outcome))
        this.note('fallback', { instead: outcomeLabel(outcome) });
      this.span.end(this.edge.clock.nowMs(), outcomeLabel(outcome));
    }
    const counters = this.edge.counters;
    if (isFailure(outcome)) {
      counters.failures++;
      if (this.optional) {
        counters.fallbacks++;
        return this.listener.callEnded(SUCCESS, this);
      }
    }
    this.listener.callEnded(outcome, this);
  }

  /** Hands back whatever is still held (a call that ended early, or was aborted). */
  private release(): void {
    // Innermost first, as the call unwinds: a freed slot is handed on before the permit is.
    for (let i = this.layers.length - 1; i >= 0; i--) this.layers[i]!.release(this);
    if (this.deadline !== undefined) this.edge.clock.clearTimeout(this.deadline);
    this.deadline = undefined;
  }
}
