// Pure: an HdrHistogram percentile distribution, as `outputPercentileDistribution` (and wrk2,
// and the HdrHistogram log tools) print it:
//        Value     Percentile TotalCount 1/(1-Percentile)
//        1.023     0.000000000000          1           1.00
//        ...
//   #[Mean    =        2.345, StdDeviation   =        1.234]
//   #[Max     =       10.000, Total count    =        10000]
// Values are read as ms (the tools' usual output unit; a `--unit` scale is the printer's).
import { MeasurementsError, type Measurements } from './latencyData';

const ROW = /^\s*([\d.eE+-]+)\s+([\d.eE+-]+)\s+(\d+)(?:\s+(\S+))?\s*$/;
const TOTAL = /Total count\s*=\s*(\d+)/;
const MEAN = /#\[Mean\s*=\s*([\d.eE+-]+)/;
const MAX = /#\[Max\s*=\s*([\d.eE+-]+)/;

/** A footer figure (`#[Mean = …`), when the table has it and it is a duration. */
function footer(text: string, re: RegExp): number | undefined {
  const v = Number(re.exec(text)?.[1]);
  return v >= 0 ? v : undefined;
}

/** Whether the text looks like an HdrHistogram percentile table. */
export const looksLikeHdr = (text: string) =>
  /Value\s+Percentile\s+TotalCount/i.test(text) || /#\[Max\s*=/.test(text);

export function parseHdr(text: string): Measurements {
  const points: { ms: number; p: number }[] = [];
  let count = 0;
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = raw.trim();
    const total = TOTAL.exec(line);
    if (total) count = Number(total[1]);
    if (line === '' || line.startsWith('#') || /Value\s+Percentile/i.test(line)) return;
    const m = ROW.exec(line);
    if (!m) throw new MeasurementsError(`cannot read "${line}" as value, percentile, count`, i + 1);
    const ms = Number(m[1]);
    const p = Number(m[2]);
    if (!(ms >= 0) || !(p >= 0 && p <= 1))
      throw new MeasurementsError(`value ${m[1]} or percentile ${m[2]} out of range`, i + 1);
    const prev = points[points.length - 1];
    if (prev && (ms < prev.ms || p < prev.p))
      throw new MeasurementsError('values and percentiles must not fall', i + 1);
    // The table repeats a percentile at the top (1.0 several times): keep the first.
    if (prev && p === prev.p) return;
    points.push({ ms, p });
    count = Math.max(count, Number(m[3]));
  });
  if (points.length < 2) throw new MeasurementsError('no percentile rows');
  // The first row is the minimum: it is the quantile at 0 whatever percentile it prints.
  points[0] = { ms: points[0]!.ms, p: 0 };
  const last = points[points.length - 1]!;
  if (last.p < 1) points.push({ ms: last.ms, p: 1 });
  const meanMs = footer(text, MEAN);
  const maxMs = footer(text, MAX);
  return {
    format: 'hdr',
    latency: {
      kind: 'cdf',
      points,
      count,
      ...(meanMs !== undefined ? { meanMs } : {}),
      ...(maxMs !== undefined ? { maxMs } : {}),
    },
    notes: [],
  };
}
