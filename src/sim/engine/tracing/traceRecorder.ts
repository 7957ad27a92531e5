// Pure engine: no DOM, no wall clock, no unseeded randomness.
// Sampled requests as trees of spans: a span per logical call on an edge and per attempt on
// the wire, each with the decisions taken on its path as timed events (the breaker's state
// and permit, the bulkhead's slots or its rejection, a retry and its wait, a hedge, a cache
// hit). Only runs asked to trace make a recorder; without one the engine's only cost is an
// `undefined` test on each call and attempt (no allocation).
import type { RandomStream } from '../../core/random';
import type { Outcome } from '../../machines/retry';

/** An outcome as a span shows it: its kind, with the status of an HTTP answer ("http 503"). */
export const outcomeLabel = (outcome: Outcome): string =>
  outcome.kind === 'http' ? `http ${outcome.status}` : outcome.kind;

type TraceValue = string | number | boolean;
export type TraceAttributes = Record<string, TraceValue>;

export interface TraceEvent {
  tMs: number;
  name: string;
  attributes?: TraceAttributes;
}

/** The most spans one run records: past it, no new request is sampled (its trees finish). */
const MAX_TRACED_SPANS = 200_000;

export class TraceSpan {
  /** Simulated ms; -1 while open. */
  endMs = -1;
  /** The outcome's kind ("success", "timeout", "circuitOpen", …) once ended. */
  outcome = '';
  readonly events: TraceEvent[] = [];

  constructor(
    readonly traceId: number,
    readonly spanId: number,
    /** 0 for a request's root. */
    readonly parentSpanId: number,
    readonly kind: 'call' | 'attempt',
    /** The edge, "caller->callee". */
    readonly edge: string,
    readonly startMs: number,
    readonly attributes: TraceAttributes,
    private readonly onEnded: ((span: TraceSpan) => void) | undefined,
  ) {}

  event(tMs: number, name: string, attributes?: TraceAttributes): void {
    this.events.push(attributes ? { tMs, name, attributes } : { tMs, name });
  }

  end(tMs: number, outcome: string): void {
    if (this.endMs >= 0) return;
    this.endMs = tMs;
    this.outcome = outcome;
    this.onEnded?.(this);
  }
}

export class TraceRecorder {
  private spans = 0;
  private nextTraceId = 1;

  constructor(
    /** Trace one request in this many. */
    private readonly every: number,
    /** Its own named stream: tracing draws nothing from any other, so it changes no result. */
    private readonly rng: RandomStream,
    private readonly onEnded: ((span: TraceSpan) => void) | undefined,
  ) {}

  /** Whether to trace the request arriving now (1 in `every`, seeded). */
  sample(): boolean {
    return this.rng.next() * this.every < 1 && this.spans < MAX_TRACED_SPANS;
  }

  open(
    parent: TraceSpan | undefined,
    kind: TraceSpan['kind'],
    edge: string,
    nowMs: number,
    attributes: TraceAttributes = {},
  ): TraceSpan {
    this.spans++;
    const traceId = parent ? parent.traceId : this.nextTraceId++;
    return new TraceSpan(
      traceId,
      this.spans,
      parent ? parent.spanId : 0,
      kind,
      edge,
      nowMs,
      attributes,
      this.onEnded,
    );
  }
}
