// Pure: sampled request traces as OTLP JSON (ExportTraceServiceRequest, the protobuf JSON
// mapping that Jaeger and Grafana Tempo read): one resource per service that made the call
// (a client is a resource too), ids in hex, times in unix nanoseconds as strings, the
// decisions on each span as its events.
import type { TraceAttributes, TraceSpan } from '../../sim/engine/tracing/traceRecorder';

/**
 * Simulated time 0 in unix ms: a fixed instant (2026-01-01T00:00:00Z), never the wall clock,
 * so the same run exports the same bytes.
 */
export const SIMULATION_EPOCH_MS = 1_767_225_600_000;
const SCOPE = { name: 'resilience-playground', version: '1' };

/** OTLP's SpanKind and StatusCode numbers. */
const SPAN_KIND_INTERNAL = 1;
const SPAN_KIND_CLIENT = 3;
const STATUS_OK = 1;
const STATUS_ERROR = 2;

export interface OtlpAnyValue {
  stringValue?: string;
  boolValue?: boolean;
  intValue?: string;
  doubleValue?: number;
}
export interface OtlpKeyValue {
  key: string;
  value: OtlpAnyValue;
}
export interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  startTimeUnixNano: string;
  endTimeUnixNano: string;
  attributes: OtlpKeyValue[];
  events: { timeUnixNano: string; name: string; attributes: OtlpKeyValue[] }[];
  status: { code: number; message?: string };
}
export interface OtlpTraces {
  resourceSpans: {
    resource: { attributes: OtlpKeyValue[] };
    scopeSpans: { scope: { name: string; version: string }; spans: OtlpSpan[] }[];
  }[];
}

const hex = (n: number, digits: number) => n.toString(16).padStart(digits, '0');
/** The trace id carries the seed, so runs of different seeds never share ids. */
const traceIdOf = (seed: number, id: number) => `${hex(seed, 16)}${hex(id, 16)}`;
const spanIdOf = (id: number) => hex(id, 16);

/** Simulated ms → unix ns as a decimal string (BigInt: ns since 1970 pass 2⁵³). */
export const unixNanos = (tMs: number) =>
  (BigInt(SIMULATION_EPOCH_MS) * 1_000_000n + BigInt(Math.round(tMs * 1e6))).toString();

function value(v: TraceAttributes[string]): OtlpAnyValue {
  if (typeof v === 'string') return { stringValue: v };
  if (typeof v === 'boolean') return { boolValue: v };
  return Number.isInteger(v) ? { intValue: String(v) } : { doubleValue: v };
}
const keyValues = (a: TraceAttributes | undefined): OtlpKeyValue[] =>
  Object.entries(a ?? {}).map(([key, v]) => ({ key, value: value(v) }));

function otlpSpan(span: TraceSpan, seed: number): OtlpSpan {
  const [caller, callee] = span.edge.split('->') as [string, string];
  const ok = span.outcome === 'success';
  return {
    traceId: traceIdOf(seed, span.traceId),
    spanId: spanIdOf(span.spanId),
    ...(span.parentSpanId ? { parentSpanId: spanIdOf(span.parentSpanId) } : {}),
    name: `${span.kind === 'call' ? 'call' : 'attempt'} ${callee}`,
    kind: span.kind === 'attempt' ? SPAN_KIND_CLIENT : SPAN_KIND_INTERNAL,
    startTimeUnixNano: unixNanos(span.startMs),
    endTimeUnixNano: unixNanos(span.endMs),
    attributes: keyValues({
      'peer.service': callee,
      'playground.caller': caller,
      'playground.edge': span.edge,
      'playground.outcome': span.outcome,
      ...span.attributes,
    }),
    events: span.events.map((e) => ({
      timeUnixNano: unixNanos(e.tMs),
      name: e.name,
      attributes: keyValues(e.attributes),
    })),
    status: ok ? { code: STATUS_OK } : { code: STATUS_ERROR, message: span.outcome },
  };
}

/**
 * The ended spans of a run as one OTLP request. A span still open when the run stopped is
 * left out, and so is every span under it: a trace viewer would show those as orphans.
 */
export function toOtlp(spans: readonly TraceSpan[], seed: number): OtlpTraces {
  const ended = new Set<number>();
  // Spans end after their children, so a parent's id is known once all are read.
  for (const span of spans) if (span.endMs >= 0) ended.add(span.spanId);
  const byId = new Map(spans.map((s) => [s.spanId, s]));
  const rooted = (span: TraceSpan): boolean => {
    for (let s: TraceSpan | undefined = span; s; s = byId.get(s.parentSpanId))
      if (!ended.has(s.spanId)) return false;
      else if (s.parentSpanId === 0) return true;
    return false;
  };
  const byCaller = new Map<string, OtlpSpan[]>();
  for (const span of spans) {
    if (!rooted(span)) continue;
    const caller = span.edge.split('->')[0]!;
    const list = byCaller.get(caller) ?? [];
    list.push(otlpSpan(span, seed));
    byCaller.set(caller, list);
  }
  return {
    resourceSpans: [...byCaller].map(([service, list]) => ({
      resource: { attributes: keyValues({ 'service.name': service }) },
      scopeSpans: [{ scope: SCOPE, spans: list }],
    })),
  };
}
