// The report for people: fixed-width tables.
import type { LatencyStats, RunReport } from '../sim/engine';
import {
  CLIENT_COUNTER_NAMES,
  CLIENT_COUNTERS,
  EDGE_COUNTER_NAMES,
  EDGE_COUNTERS,
  LATENCY_FIGURE_NAMES,
  LATENCY_FIGURES,
  SERVICE_COUNTER_NAMES,
  SERVICE_COUNTERS,
} from '../sim/engine/metrics';

const pct = (x: number) => `${(x * 100).toFixed(2)} %`;
// Sub-millisecond times keep two decimals: the histogram resolves them now.
const ms = (x: number) => `${x < 1 ? x.toFixed(2) : x < 10 ? x.toFixed(1) : Math.round(x)} ms`;

const LATENCY_COLUMNS = LATENCY_FIGURE_NAMES.map((n) => LATENCY_FIGURES[n]);
const latencyCells = (t: LatencyStats) => LATENCY_FIGURE_NAMES.map((n) => ms(t[n]));

function table(headers: string[], rows: (string | number)[][]): string {
  const cells = [headers, ...rows.map((r) => r.map(String))];
  const widths = headers.map((_, c) => Math.max(...cells.map((r) => r[c]!.length)));
  return cells
    .map((r, i) => {
      const line = r
        .map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!)))
        .join('  ');
      return i === 0 ? `${line}\n${widths.map((w) => '-'.repeat(w)).join('  ')}` : line;
    })
    .join('\n');
}

export function formatTable(report: RunReport): string {
  const out: string[] = [
    `seed ${report.seed}, ${report.durationS} s simulated, ${report.events} events`,
    '',
  ];
  out.push(
    table(
      [
        'client',
        ...CLIENT_COUNTER_NAMES.map((n) => CLIENT_COUNTERS[n]),
        'availability',
        ...LATENCY_COLUMNS,
      ],
      Object.entries(report.clients).map(([name, c]) => [
        name,
        ...CLIENT_COUNTER_NAMES.map((n) => c[n]),
        pct(c.availability),
        ...latencyCells(c.latencyMs),
      ]),
    ),
    '',
    table(
      [
        'service',
        ...SERVICE_COUNTER_NAMES.map((n) => SERVICE_COUNTERS[n]),
        'max busy',
        'amplification',
      ],
      Object.entries(report.services).map(([name, s]) => [
        name,
        ...SERVICE_COUNTER_NAMES.map((n) => s[n]),
        s.maxBusyWorkers,
        `${s.amplification.toFixed(2)}×`,
      ]),
    ),
    '',
    'per hop: time in the service (arrival to answer, queue included) and the queue wait apart;',
    'L = busy + queue (time averages), λ = entered / duration: Little says L = λ·W, Lq = λ·Wq',
    table(
      [
        'service',
        'entered',
        'util',
        'busy',
        'queue',
        'P(wait)',
        'W mean',
        'Wq mean',
        'p50',
        'p95',
        'p99',
        'p99.9',
        'max',
      ],
      Object.entries(report.services).map(([name, s]) => [
        name,
        s.entered,
        pct(s.utilisation),
        s.meanBusyWorkers.toFixed(2),
        s.meanQueueLength.toFixed(2),
        pct(s.waitedShare),
        ms(s.timeInServiceMs.mean),
        ms(s.queueWaitMs.mean),
        ms(s.timeInServiceMs.p50),
        ms(s.timeInServiceMs.p95),
        ms(s.timeInServiceMs.p99),
        ms(s.timeInServiceMs.p999),
        ms(s.timeInServiceMs.max),
      ]),
    ),
    '',
    table(
      ['edge', ...EDGE_COUNTER_NAMES.map((n) => EDGE_COUNTERS[n]), 'open'],
      Object.entries(report.edges).map(([key, e]) => [
        key,
        ...EDGE_COUNTER_NAMES.map((n) => e[n]),
        `${(e.timeOpenMs / 1000).toFixed(1)} s`,
      ]),
    ),
    '',
    'per hop, caller side: a logical call (retries and backoffs included) and one attempt',
    table(
      [
        'edge',
        ...LATENCY_COLUMNS.map((c) => `call ${c}`),
        ...LATENCY_COLUMNS.map((c) => `try ${c}`),
      ],
      Object.entries(report.edges).map(([key, e]) => [
        key,
        ...latencyCells(e.callMs),
        ...latencyCells(e.attemptMs),
      ]),
    ),
  );
  const caches = Object.entries(report.edges).filter(([, e]) => e.cacheHitRatio !== undefined);
  if (caches.length > 0)
    out.push(
      '',
      'caches: lookups answered from the cache (fresh or stale) ÷ all lookups',
      table(
        ['edge', 'hit ratio'],
        caches.map(([key, e]) => [key, pct(e.cacheHitRatio!)]),
      ),
    );
  if (report.transitions.length > 0) {
    out.push('', 'breaker transitions:');
    for (const t of report.transitions) {
      out.push(`  t=${(t.tMs / 1000).toFixed(3)} s  ${t.edge}  ${t.from} → ${t.to}  (${t.reason})`);
    }
  }
  return out.join('\n');
}
