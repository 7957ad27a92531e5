// Pure: the A/B delta table. Per client, per call (edge) and per service, B − A and the
// relative change of the figures a tuning decision rests on. The counters and their labels
// are those declared once in the engine's metrics.ts; the rest is derived here from them.
// The page prints the rows (src/ui/compare/deltaFormat.ts).
import type { FaultRecord, RunSummary, TransitionRecord } from '../engine/types';
import type { Scenario } from '../scenario';
import {
  DELTA_METRICS,
  type DeltaFormat,
  type DeltaMetricId,
  type GoodDirection,
} from './deltaMetrics';

export type { DeltaFormat, DeltaMetricId, GoodDirection } from './deltaMetrics';

export interface DeltaRow {
  /** Which figure (deltaMetrics.ts): the page's tables word it by this id. */
  id: DeltaMetricId;
  /** The CLI's word for it. */
  metric: string;
  a: number;
  b: number;
  /** B − A. */
  delta: number;
  /** (B − A) ÷ |A|; null when A is 0. */
  relative: number | null;
  format: DeltaFormat;
  /** Which way is good; 'none': a plain signed change, never better or worse. */
  good: GoodDirection;
}

export interface DeltaGroup {
  kind: 'client' | 'edge' | 'service';
  name: string;
  rows: DeltaRow[];
}

/** One side of the comparison: its totals at a simulated time, its breaker and fault logs. */
export interface RunSide {
  summary: RunSummary;
  nowMs: number;
  transitions: readonly TransitionRecord[];
  faults: readonly FaultRecord[];
  scenario: Scenario;
}

export function deltaRow(id: DeltaMetricId, a: number, b: number): DeltaRow {
  const { label, format, good } = DELTA_METRICS[id];
  const delta = b - a;
  return {
    id,
    metric: label,
    a,
    b,
    delta,
    relative: a === 0 ? null : delta / Math.abs(a),
    format,
    good,
  };
}

/** Services `from` calls, directly or further down, and itself. */
function downstreamOf(scenario: Scenario, from: string): Set<string> {
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    const service = scenario.services.find((s) => s.name === name);
    for (const route of service?.routes ?? [])
      for (const stage of route.plan) for (const call of stage.calls) visit(call.service);
  };
  visit(from);
  return seen;
}

/** Services with a fault running at `tMs`, from the fault log (started / ended pairs). */
function faultyAt(faults: readonly FaultRecord[], tMs: number): Set<string> {
  const running = new Map<string, number>();
  for (const f of faults) {
    if (f.tMs > tMs) break;
    const key = `${f.service}\u0000${f.description}`;
    running.set(key, (running.get(key) ?? 0) + (f.phase === 'started' ? 1 : -1));
  }
  return new Set([...running].filter(([, n]) => n > 0).map(([key]) => key.split('\u0000')[0]!));
}

/**
 * Opens that did not need to happen: the breaker on `edge` opened while no fault was running
 * on its callee or anything the callee depends on (a healthy callee, a false alarm).
 * @internal exported for tests
 */
export function unnecessaryOpens(side: RunSide, edge: string): number {
  const callee = edge.slice(edge.indexOf('->') + 2);
  const below = downstreamOf(side.scenario, callee);
  return side.transitions.filter((t) => {
    if (t.edge !== edge || t.to !== 'OPEN') return false;
    const faulty = faultyAt(side.faults, t.tMs);
    return ![...below].some((s) => faulty.has(s));
  }).length;
}

const EDGE_DELTAS = ['retries', 'rejectedByBreaker', 'rejectedByBulkhead'] as const;

export function deltaTable(a: RunSide, b: RunSide): DeltaGroup[] {
  const groups: DeltaGroup[] = [];
  for (const [name, cb] of Object.entries(b.summary.clients)) {
    const ca = a.summary.clients[name];
    if (!ca) continue;
    const perS = (n: number, side: RunSide) => (side.nowMs > 0 ? n / (side.nowMs / 1000) : 0);
    groups.push({
      kind: 'client',
      name,
      rows: [
        deltaRow('goodput', perS(ca.succeeded, a), perS(cb.succeeded, b)),
        deltaRow('availability', ca.availability, cb.availability),
        deltaRow('p50', ca.latencyMs.p50, cb.latencyMs.p50),
        deltaRow('p99', ca.latencyMs.p99, cb.latencyMs.p99),
      ],
    });
  }
  for (const [key, eb] of Object.entries(b.summary.edges)) {
    const ea = a.summary.edges[key];
    if (!ea) continue;
    const rows = [
      ...EDGE_DELTAS.map((k) => deltaRow(k, ea[k], eb[k])),
      deltaRow('timeOpen', ea.timeOpenMs / 1000, eb.timeOpenMs / 1000),
      deltaRow('unneededOpens', unnecessaryOpens(a, key), unnecessaryOpens(b, key)),
    ];
    // A call where nothing was retried, rejected or opened in either run says nothing.
    if (rows.some((r) => r.a !== 0 || r.b !== 0)) groups.push({ kind: 'edge', name: key, rows });
  }
  for (const [name, sb] of Object.entries(b.summary.services)) {
    const sa = a.summary.services[name];
    if (!sa) continue;
    groups.push({
      kind: 'service',
      name,
      rows: [
        deltaRow('amplification', sa.amplification, sb.amplification),
        deltaRow('wastedWork', sa.wasted, sb.wasted),
      ],
    });
  }
  return groups;
}
