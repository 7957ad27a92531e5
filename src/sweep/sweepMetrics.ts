// Pure: what a sweep measures, named the way the report names it and checked against the
// engine's declarations (src/sim/engine/metrics.ts) before anything runs.
//   clients[users].availability        a field of the run's report
//   edges[api->db].retries              any counter of metrics.ts, per client, service, edge
//   clients[users].availability@75:     over simulated seconds [75, end), from the frames
//   services[api].rejected@60:120       a counter summed over [60 s, 120 s)
//   edges[api->db].amplification         attempts ÷ logical calls on that edge (also windowed)
//   availability, latencyMs.p99          a bare field: the scenario's first client
import type { Metric } from '../scenarios/presets/types';
import { measure } from '../scenarios/claims';
import {
  availability,
  CLIENT_COUNTER_NAMES,
  EDGE_COUNTER_NAMES,
  SERVICE_COUNTER_NAMES,
} from '../sim/engine/metrics';
import { FAILURE_REASONS } from '../sim/engine/failureReasonList';
import type { RunReport, SecondFrame } from '../sim/engine/types';
import { edgeKey } from '../sim/engine/types';
import type { Scenario } from '../sim/scenario';
import { sweepInputError, type MetricKind } from './sweepProblems';

/**
 * An edge's own amplification: attempts it sent ÷ logical calls made on it (1 with no
 * retry or hedge). Derived here from the two counters, never stored a second time.
 */
const EDGE_AMPLIFICATION = 'amplification';

const STATS = ['mean', 'p50', 'p95', 'p99', 'p999'];
const stats = (field: string) => STATS.map((s) => `${field}.${s}`);

/**
 * The report's fields per kind of thing: the counters declared in metrics.ts, plus the
 * figures the report derives from them (RunReport in types.ts).
 */
export const REPORT_FIELDS = {
  clients: [
    ...CLIENT_COUNTER_NAMES,
    'availability',
    'latencyMs.p50',
    'latencyMs.p95',
    'latencyMs.p99',
    ...FAILURE_REASONS.map((r) => `failuresByReason.${r}`),
  ],
  services: [
    ...SERVICE_COUNTER_NAMES,
    'maxBusyWorkers',
    'amplification',
    'entered',
    'waitedShare',
    'meanBusyWorkers',
    'utilisation',
    'meanQueueLength',
    ...stats('timeInServiceMs'),
    ...stats('queueWaitMs'),
  ],
  edges: [
    ...EDGE_COUNTER_NAMES,
    EDGE_AMPLIFICATION,
    'timeOpenMs',
    ...stats('callMs'),
    ...stats('attemptMs'),
  ],
} as const;

/** Fields that can be read over a window of seconds: the counters (summed), and a client's availability. */
const WINDOW_FIELDS = {
  clients: [...CLIENT_COUNTER_NAMES, 'availability'],
  services: [...SERVICE_COUNTER_NAMES],
  edges: [...EDGE_COUNTER_NAMES, EDGE_AMPLIFICATION],
} as const;

export interface SweepMetric {
  /** As written (after expanding a bare field). */
  name: string;
  /** Needs the per-second frames. */
  windowed: boolean;
  read(report: RunReport, frames: readonly SecondFrame[]): number;
}

type Kind = keyof typeof REPORT_FIELDS;
const METRIC = /^(clients|services|edges)\[([^\]]+)\]\.([\w.]+)(?:@(\d*\.?\d*):(\d*\.?\d*))?$/;

/** The clients, services or calls (`caller->callee`) a metric of that kind may name. */
export function metricOwners(scenario: Scenario, kind: Kind): string[] {
  if (kind === 'clients') return scenario.clients.map((c) => c.name);
  if (kind === 'services') return scenario.services.map((s) => s.name);
  return [
    ...scenario.clients.map((c) => edgeKey(c.name, c.service)),
    ...scenario.services.flatMap((s) =>
      [
        ...new Set(s.routes.flatMap((r) => r.plan.flatMap((st) => st.calls.map((c) => c.service)))),
      ].map((callee) => edgeKey(s.name, callee)),
    ),
  ];
}

/** Reads a metric spec against a scenario; throws with the list of what exists when it names nothing. */
export function parseMetric(spec: string, scenario: Scenario): SweepMetric {
  const first = scenario.clients[0]!.name;
  const full = /^(clients|services|edges)\[/.test(spec) ? spec : `clients[${first}].${spec}`;
  const m = METRIC.exec(full);
  if (!m) throw sweepInputError('metricShape', { spec, client: first });
  const [, kind, name, field, fromS, toS] = m as unknown as [
    string,
    Kind,
    string,
    string,
    string?,
    string?,
  ];
  const one = kind.slice(0, -1) as MetricKind;
  const known = metricOwners(scenario, kind);
  if (!known.includes(name)) throw sweepInputError('unknownName', { spec, kind: one, name, known });
  const windowed = fromS !== undefined;
  const fields: readonly string[] = windowed ? WINDOW_FIELDS[kind] : REPORT_FIELDS[kind];
  if (!fields.includes(field))
    throw sweepInputError('unknownField', { spec, kind: one, field, windowed, known: [...fields] });
  const path = `${kind}[${name}].${field}`;
  if (kind === 'edges' && field === EDGE_AMPLIFICATION) {
    const window = windowed
      ? { fromS: fromS ? Number(fromS) : 0, ...(toS ? { toS: Number(toS) } : {}) }
      : undefined;
    const counter = (f: string): Metric =>
      window
        ? { frames: `${kind}[${name}].${f}`, agg: 'sum', ...window }
        : { report: `${kind}[${name}].${f}` };
    const metric: Metric = { ratio: [counter('attempts'), counter('calls')] };
    return { name: full, windowed, read: (report, frames) => measure(metric, report, frames) };
  }
  if (!windowed) {
    const metric: Metric = { report: path, absentIsZero: field.startsWith('failuresByReason.') };
    return { name: full, windowed, read: (report, frames) => measure(metric, report, frames) };
  }
  const window = { fromS: fromS ? Number(fromS) : 0, ...(toS ? { toS: Number(toS) } : {}) };
  const sum = (f: string): Metric => ({ frames: `${kind}[${name}].${f}`, agg: 'sum', ...window });
  if (field === 'availability') {
    const ok = sum('succeeded');
    const failed = sum('failed');
    return {
      name: full,
      windowed,
      read: (report, frames) => {
        const s = measure(ok, report, frames);
        const f = measure(failed, report, frames);
        return Number.isNaN(s + f) ? Number.NaN : availability(s, f);
      },
    };
  }
  const metric = sum(field);
  return { name: full, windowed, read: (report, frames) => measure(metric, report, frames) };
}
