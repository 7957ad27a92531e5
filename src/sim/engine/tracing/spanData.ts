// Pure engine: a span as plain data, what crosses postMessage from a worker (a TraceSpan
// holds its recorder's callback, which cannot); a TraceSpan is one too.
import type { TraceAttributes, TraceEvent, TraceSpan } from './traceRecorder';

export type SpanData = Pick<
  TraceSpan,
  'traceId' | 'spanId' | 'parentSpanId' | 'kind' | 'edge' | 'startMs' | 'endMs' | 'outcome'
> & { readonly attributes: TraceAttributes; readonly events: readonly TraceEvent[] };

export const spanData = (s: TraceSpan): SpanData => ({
  traceId: s.traceId,
  spanId: s.spanId,
  parentSpanId: s.parentSpanId,
  kind: s.kind,
  edge: s.edge,
  startMs: s.startMs,
  endMs: s.endMs,
  outcome: s.outcome,
  attributes: { ...s.attributes },
  events: s.events.map((e) => ({ ...e })),
});
