// Pure: the fit report for people: the data's percentiles beside each candidate's, its KS
// distance, which one was chosen and why, and what the reader assumed.
import {
  REPORTED_PERCENTILES,
  CLOSE_KS,
  CLOSE_PERCENTILE_ERROR,
  percentileName,
} from './fitLatency';
import type { MeasurementsReport } from './importMeasurements';
import { noteText } from './latencyData';

/** A duration in ms with three or four figures: what a percentile table needs. */
export const formatMs = (x: number) =>
  x < 10 ? x.toFixed(2) : x < 100 ? x.toFixed(1) : x.toFixed(0);

export function formatFitReport(r: MeasurementsReport): string {
  const head = ['', ...REPORTED_PERCENTILES.map(percentileName), 'KS', 'close'];
  const rows = [
    ['data', ...r.fit.dataPercentilesMs.map(formatMs), '', ''],
    ...r.fit.candidates.map((c) => [
      `${c.kind}${c === r.fit.chosen ? ' *' : ''}`,
      ...c.percentilesMs.map(formatMs),
      c.ks.toFixed(4),
      c.close ? 'yes' : 'no',
    ]),
  ];
  const widths = head.map((_, i) => Math.max(...[head, ...rows].map((row) => row[i]!.length)));
  const line = (row: string[]) =>
    row
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
      .join('  ');
  const traffic = r.traffic
    ? [
        `requests: ${r.traffic.requests}` +
          (r.traffic.rps !== undefined ? `, ${r.traffic.rps.toFixed(2)} req/s` : '') +
          (r.traffic.errors !== undefined
            ? `, 5xx share ${((r.traffic.errors / r.traffic.requests) * 100).toFixed(3)} %`
            : ''),
      ]
    : [];
  return [
    `${r.fileName}: ${r.format}, ${r.fit.count} requests; latencies in ms`,
    line(head),
    ...rows.map(line),
    `* chosen: the first close fit of lognormal, gamma, mixture (KS ≤ ${CLOSE_KS}; p50, p99, p99.9 within the data's interval ± ${CLOSE_PERCENTILE_ERROR * 100} %), else empirical`,
    ...traffic,
    ...r.notes.map((n) => `note: ${noteText(n)}`),
  ].join('\n');
}
