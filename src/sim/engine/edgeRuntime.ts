// Pure engine: no DOM, no wall clock, no unseeded randomness.
// The caller's side of one edge (caller → callee): its protections and its counters.
import type { RandomStream } from '../core/random';
import type { TraceRecorder, TraceSpan } from './tracing/traceRecorder';
import type { QueueClock } from '../core/simClock';
import type { CallPolicy, BreakerClassification } from '../scenario';
import { newEdgeCounters } from './counters';
import type { EdgePolicies } from './edgePolicies';
import type { EngineContext } from './engineContext';
import { LatencyHistogram } from './histogram';
import { LogicalCall, type CallListener } from './logicalCall';
import type { ServiceRuntime } from './serviceRuntime';

export class EdgeRuntime {
  readonly counters: ReturnType<typeof newEdgeCounters>;
  /** Caller's side, per logical call: start to final answer (retries and backoffs included). */
  readonly callTime: LatencyHistogram;
  /** Caller's side, per attempt that ended on the wire (answered, timed out, no connection). */
  readonly attemptTime: LatencyHistogram;
  readonly clock: QueueClock;

  constructor(
    readonly key: string,
    /** The calling service; undefined when the caller is a client. */
    readonly caller: ServiceRuntime | undefined,
    readonly callee: ServiceRuntime,
    readonly policies: EdgePolicies,
    private readonly ctx: EngineContext,
    readonly jitterRng: RandomStream,
    /**
     * A closed-loop user's own edge (its own protections) counts into the client's edge:
     * the report shows one edge per client, whatever the protections' scope.
     */
    countsInto?: EdgeRuntime,
  ) {
    this.clock = ctx.clock;
    this.counters = countsInto?.counters ?? newEdgeCounters();
    this.callTime = countsInto?.callTime ?? new LatencyHistogram();
    this.attemptTime = countsInto?.attemptTime ?? new LatencyHistogram();
  }

  get policy(): CallPolicy {
    return this.policies.policy;
  }

  classification(): BreakerClassification {
    return this.ctx.classification();
  }

  /** Starts one logical call; the listener hears its final outcome (a fallback counts as success). */
  call(
    route: string,
    optional: boolean,
    listener: CallListener,
    parentSpan?: TraceSpan,
  ): LogicalCall {
    const call = new LogicalCall(this, route, optional, listener);
    const tracer = this.ctx.tracer;
    // A request is sampled where it enters the graph (a client's edge); its calls inherit.
    if (
      tracer !== undefined &&
      (parentSpan !== undefined || (this.caller === undefined && tracer.sample()))
    )
      call.span = tracer.open(parentSpan, 'call', this.key, this.clock.nowMs(), { route });
    return call.start();
  }

  get tracer(): TraceRecorder | undefined {
    return this.ctx.tracer;
  }
}
