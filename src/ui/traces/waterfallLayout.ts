// Pure: one sampled request's spans (src/sim/engine/tracing/traceRecorder.ts) as the rows of
// a waterfall, parents above their children in the order they started. Times are offsets
// from the request's start so every row reads against the same axis; the decisions on a
// span become short words the panel translates.
import type { SpanData } from '../../sim/engine/tracing/spanData';
import type { TraceEvent } from '../../sim/engine/tracing/traceRecorder';

/** A decision on a span's path, as a word the panel's catalog spells out. */
type DecisionWord =
  | 'breakerPermitted'
  | 'breakerRejected'
  | 'bulkheadSlot'
  | 'bulkheadWaiting'
  | 'bulkheadRejected'
  | 'retry'
  | 'gaveUp'
  | 'hedge'
  | 'cacheHit'
  | 'cacheStale'
  | 'cacheMiss'
  | 'deadline'
  | 'fallback';

export interface Decision {
  word: DecisionWord;
  /** Offset from the request's start. */
  atMs: number;
  /** The breaker's state, the retry's wait in ms, the reason it gave up, what a fallback replaced. */
  detail?: string;
}

export interface WaterfallRow {
  spanId: number;
  depth: number;
  kind: 'call' | 'attempt';
  caller: string;
  callee: string;
  /** 1, 2, … among the attempts of one call, in the order they started. */
  attempt?: number;
  hedge: boolean;
  startMs: number;
  endMs: number;
  ok: boolean;
  /** The failure ("http 503", "timeout", "circuitOpen"…); absent when ok. */
  reason?: string;
  decisions: Decision[];
}

export interface Waterfall {
  rows: WaterfallRow[];
  /** The request's length: the axis runs from 0 to this. */
  totalMs: number;
}

const EVENT_WORDS: Record<string, DecisionWord> = {
  'breaker.permitted': 'breakerPermitted',
  'breaker.rejected': 'breakerRejected',
  'bulkhead.slot': 'bulkheadSlot',
  'bulkhead.waiting': 'bulkheadWaiting',
  'bulkhead.rejected': 'bulkheadRejected',
  retry: 'retry',
  'retry.gaveUp': 'gaveUp',
  'hedge.sent': 'hedge',
  'cache.miss': 'cacheMiss',
  'deadline.passed': 'deadline',
  fallback: 'fallback',
};

function decisionOf(event: TraceEvent, originMs: number): Decision | null {
  const a = event.attributes ?? {};
  const atMs = event.tMs - originMs;
  // A stale hit is a different lesson from a fresh one: the answer may be out of date.
  if (event.name === 'cache.hit')
    return { word: a.fresh === false ? 'cacheStale' : 'cacheHit', atMs };
  const word = EVENT_WORDS[event.name];
  // "attempt.failed" and "connection.acquired" are left out: the attempt's own row shows them.
  if (!word) return null;
  const detail =
    word === 'breakerPermitted' || word === 'breakerRejected'
      ? a.state
      : word === 'retry'
        ? a.waitedMs
        : word === 'gaveUp'
          ? a.reason
          : word === 'fallback'
            ? a.instead
            : word === 'bulkheadSlot' && a.available !== undefined
              ? a.available
              : undefined;
  return detail === undefined ? { word, atMs } : { word, atMs, detail: String(detail) };
}

const byStart = (a: SpanData, b: SpanData) => a.startMs - b.startMs || a.spanId - b.spanId;

/**
 * The rows of one request, depth first. `spans` holds one trace; its root is the span with no
 * parent. A span still open (endMs -1) is drawn up to the request's end.
 */
export function waterfallLayout(spans: readonly SpanData[]): Waterfall {
  const root = spans.find((s) => s.parentSpanId === 0);
  if (!root) return { rows: [], totalMs: 0 };
  const children = new Map<number, SpanData[]>();
  for (const s of spans) {
    if (s.parentSpanId === 0) continue;
    const list = children.get(s.parentSpanId) ?? [];
    list.push(s);
    children.set(s.parentSpanId, list);
  }
  const originMs = root.startMs;
  const lastEndMs = Math.max(...spans.map((s) => s.endMs));
  const totalMs = Math.max(0, (root.endMs >= 0 ? root.endMs : lastEndMs) - originMs);
  const rows: WaterfallRow[] = [];
  const visit = (span: SpanData, depth: number, attempt: number | undefined) => {
    const [caller = '', callee = ''] = span.edge.split('->');
    const ok = span.outcome === 'success';
    rows.push({
      spanId: span.spanId,
      depth,
      kind: span.kind,
      caller,
      callee,
      ...(attempt === undefined ? {} : { attempt }),
      hedge: span.attributes.hedge === true,
      startMs: span.startMs - originMs,
      endMs: (span.endMs >= 0 ? span.endMs : originMs + totalMs) - originMs,
      ok,
      ...(ok ? {} : { reason: span.outcome || 'open' }),
      decisions: span.events.flatMap((e) => decisionOf(e, originMs) ?? []),
    });
    let attempts = 0;
    for (const child of (children.get(span.spanId) ?? []).sort(byStart))
      visit(child, depth + 1, child.kind === 'attempt' ? ++attempts : undefined);
  };
  visit(root, 0, undefined);
  return { rows, totalMs };
}
