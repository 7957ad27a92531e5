// Pure: the A/B delta table. Per client, per call (edge) and per service, B − A and the
// relative change of the figures a tuning decision rests on. The counters and their labels
// are those declared once in the engine's metrics.ts; the rest is derived here from them.
// The page prints the rows (src/ui/compare/deltaFormat.ts).
import {
  EDGE_COUNTERS,
  SERVICE_COUNTERS,
  SERVICE_GAUGES,
  type EdgeCounterName,
} from '../engine/metrics';
import type { FaultRecord, RunSummary, TransitionRecord } from '../engine/types';
import type { Scenario } from '../scenario';

/** The unit a row's figures are in, for the table that prints them. */
export type DeltaFormat = 'count' | 'rate' | 'percent' | 'ms' | 's' | 'times';

export interface DeltaRow {
  metric: string;
  a: number;
  b: number;
  /** B − A. */
  delta: number;
  /** (B − A) ÷ |A|; null when A is 0. */
  relative: number | null;
  format: DeltaFormat;
  /** Whether a larger value is better (green) or worse. */
  higherIsBetter: boolean;
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

export function deltaRow(
  metric: string,
  a: number,
  b: number,
  format: DeltaFormat,
  higherIsBetter: boolean,
): DeltaRow {
  const delta = b - a;
  return {
    metric,
    a,
    b,
    delta,
    relative: a === 0 ? null : delta / Math.abs(a),
    format,
    higherIsBetter,
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

const EDGE_DELTAS: readonly EdgeCounterName[] = [
  'retries',
  'rejectedByBreaker',
  'rejectedByBulkhead',
];

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
        deltaRow('goodput /s', perS(ca.succeeded, a), perS(cb.succeeded, b), 'rate', true),
        deltaRow('availability', ca.availability, cb.availability, 'percent', true),
        deltaRow('p50', ca.latencyMs.p50, cb.latencyMs.p50, 'ms', false),
        deltaRow('p99', ca.latencyMs.p99, cb.latencyMs.p99, 'ms', false),
      ],
    });
  }
  for (const [key, eb] of Object.entries(b.summary.edges)) {
    const ea = a.summary.edges[key];
    if (!ea) continue;
    const rows = [
      ...EDGE_DELTAS.map((k) => deltaRow(EDGE_COUNTERS[k], ea[k], eb[k], 'count', false)),
      deltaRow('time OPEN', ea.timeOpenMs / 1000, eb.timeOpenMs / 1000, 's', false),
      deltaRow(
        'unneeded opens',
        unnecessaryOpens(a, key),
        unnecessaryOpens(b, key),
        'count',
        false,
      ),
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
        deltaRow(SERVICE_GAUGES.amplification, sa.amplification, sb.amplification, 'times', false),
        deltaRow(`${SERVICE_COUNTERS.wasted} work`, sa.wasted, sb.wasted, 'count', false),
      ],
    });
  }
  return groups;
}
