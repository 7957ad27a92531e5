// Pure: a Prometheus histogram in the text exposition format, as a scrape of /metrics shows it:
//   http_server_requests_seconds_bucket{uri="/api",status="200",le="0.05"} 1234
//   http_server_requests_seconds_count{uri="/api",status="200"} 1300
// The buckets of every series of the family are added up (all routes and statuses). Two
// scrapes in one file (samples with timestamps) give the window between them: its requests,
// its latencies, its rate. The request and 5xx counts come from the histogram's own series
// when they carry a status label, else from a `…_total` counter that does.
import {
  MeasurementsError,
  type MeasurementNote,
  type Measurements,
  type TrafficCounters,
} from './latencyData';

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
  timestampMs?: number;
  line: number;
}

const SAMPLE = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})?\s+(\S+)(?:\s+(-?\d+))?\s*$/;
const LABEL = /([a-zA-Z_]\w*)\s*=\s*"((?:[^"\\]|\\.)*)"\s*,?/g;
const STATUS_LABELS = ['status', 'code', 'status_code', 'http_status', 'response_code'];
/** Spring's `outcome` label names the class of the status. */
const ERROR_OUTCOME = 'SERVER_ERROR';

function parseValue(text: string, line: number): number {
  if (text === '+Inf') return Infinity;
  if (text === '-Inf') return -Infinity;
  const v = Number(text);
  if (Number.isNaN(v) && text !== 'NaN')
    throw new MeasurementsError(`"${text}" is not a number`, line);
  return v;
}

function parseSamples(text: string): Sample[] {
  const out: Sample[] = [];
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    const m = SAMPLE.exec(line);
    if (!m) throw new MeasurementsError(`cannot read "${line}" as a sample`, i + 1);
    const labels: Record<string, string> = {};
    for (const l of (m[2] ?? '').matchAll(LABEL)) labels[l[1]!] = l[2]!;
    out.push({
      name: m[1]!,
      labels,
      value: parseValue(m[3]!, i + 1),
      ...(m[4] !== undefined ? { timestampMs: Number(m[4]) } : {}),
      line: i + 1,
    });
  });
  return out;
}

/** ms per unit the family's name states; Prometheus's base unit is the second. */
function unitScale(family: string): { scale: number; note?: MeasurementNote } {
  if (/_seconds?$/.test(family)) return { scale: 1000 };
  if (/_(milliseconds|ms)$/.test(family)) return { scale: 1 };
  if (/_(microseconds|us)$/.test(family)) return { scale: 0.001 };
  return { scale: 1000, note: { code: 'noUnit', facts: { family } } };
}

const seriesKey = (s: Sample, drop: string) =>
  `${s.name}{${Object.entries(s.labels)
    .filter(([k]) => k !== drop)
    .sort()
    .map(([k, v]) => `${k}=${v}`)
    .join(',')}}`;

/**
 * The sum over series of each one's value, or with two scrapes, of each one's last minus
 * first value; and the window between the scrapes in seconds.
 */
function total(samples: Sample[], drop = ''): { value: number; windowS?: number } {
  const bySeries = new Map<string, Sample[]>();
  for (const s of samples) {
    const key = seriesKey(s, drop);
    bySeries.set(key, [...(bySeries.get(key) ?? []), s]);
  }
  let value = 0;
  let windowS: number | undefined;
  for (const list of bySeries.values()) {
    const stamped = list.filter((s) => s.timestampMs !== undefined);
    if (stamped.length >= 2) {
      stamped.sort((a, b) => a.timestampMs! - b.timestampMs!);
      const first = stamped[0]!;
      const last = stamped[stamped.length - 1]!;
      value += last.value - first.value;
      windowS = (last.timestampMs! - first.timestampMs!) / 1000;
    } else value += list[list.length - 1]!.value;
  }
  return { value, ...(windowS ? { windowS } : {}) };
}

const isError = (labels: Record<string, string>) =>
  STATUS_LABELS.some((k) => labels[k]?.startsWith('5')) || labels.outcome === ERROR_OUTCOME;
const hasStatus = (labels: Record<string, string>) =>
  STATUS_LABELS.some((k) => k in labels) || 'outcome' in labels;

function traffic(samples: Sample[], family: string, notes: MeasurementNote[]): TrafficCounters {
  const counts = samples.filter((s) => s.name === `${family}_count`);
  const requests = total(counts);
  const out: TrafficCounters = { requests: requests.value };
  let errorSource = counts.some((s) => hasStatus(s.labels)) ? counts : undefined;
  if (!errorSource) {
    const counter = samples.filter((s) => s.name.endsWith('_total') && hasStatus(s.labels));
    const name = counter[0]?.name;
    if (name) {
      errorSource = counter.filter((s) => s.name === name);
      notes.push({ code: 'errorShareFrom', facts: { counter: name } });
    }
  }
  if (errorSource) {
    const all = total(errorSource).value;
    out.errors = (total(errorSource.filter((s) => isError(s.labels))).value / all) * requests.value;
  } else notes.push({ code: 'noStatus', facts: {} });
  const start = samples.find((s) => s.name === 'process_start_time_seconds');
  const stampMs = counts.find((s) => s.timestampMs !== undefined)?.timestampMs;
  if (requests.windowS) out.rps = requests.value / requests.windowS;
  else if (start && stampMs !== undefined && stampMs / 1000 > start.value)
    out.rps = requests.value / (stampMs / 1000 - start.value);
  else notes.push({ code: 'oneScrape', facts: {} });
  return out;
}

export function parsePrometheus(text: string): Measurements {
  const samples = parseSamples(text);
  const buckets = samples.filter((s) => s.name.endsWith('_bucket') && 'le' in s.labels);
  if (buckets.length === 0)
    throw new MeasurementsError('no histogram (…_bucket{le="…"}) in the exposition');
  const families = [...new Set(buckets.map((s) => s.name.slice(0, -'_bucket'.length)))];
  const notes: MeasurementNote[] = [];
  const countOfFamily = (f: string) =>
    total(buckets.filter((s) => s.name === `${f}_bucket` && s.labels.le === '+Inf')).value;
  const family = families.reduce((a, b) => (countOfFamily(b) > countOfFamily(a) ? b : a));
  if (families.length > 1)
    notes.push({
      code: 'otherFamilies',
      facts: { family, others: families.filter((f) => f !== family).join(', ') },
    });
  const { scale, note } = unitScale(family);
  if (note) notes.push(note);
  const own = buckets.filter((s) => s.name === `${family}_bucket`);
  const bounds = [...new Set(own.map((s) => s.labels.le!))];
  const cumulative = bounds
    .map((le) => {
      const bound = parseValue(le, own.find((s) => s.labels.le === le)!.line);
      return {
        ms: bound * scale,
        n: total(
          own.filter((s) => s.labels.le === le),
          'le',
        ).value,
      };
    })
    .sort((a, b) => a.ms - b.ms);
  const count = cumulative[cumulative.length - 1]!.n;
  if (!(count > 0)) throw new MeasurementsError(`${family} counted no requests`);
  if (cumulative.some((b, i) => i > 0 && b.n < cumulative[i - 1]!.n))
    throw new MeasurementsError(
      `${family}'s buckets are not cumulative (a count falls as le grows)`,
    );
  const finite = cumulative.filter((b) => Number.isFinite(b.ms));
  const last = finite[finite.length - 1];
  if (!last) throw new MeasurementsError(`${family} has only the +Inf bucket`);
  if (last.n < count)
    notes.push({ code: 'aboveLastBound', facts: { count: count - last.n, boundMs: last.ms } });
  // The first bucket starts at 0, as histogram_quantile assumes; equal counts collapse.
  const points = [{ ms: 0, p: 0 }];
  for (const b of finite) {
    const p = Math.min(1, b.n / count);
    if (p > points[points.length - 1]!.p) points.push({ ms: b.ms, p });
  }
  if (points[points.length - 1]!.p < 1) points.push({ ms: last.ms, p: 1 });
  // The mean over the same window as the buckets: the family's _sum over its _count.
  const sums = samples.filter((s) => s.name === `${family}_sum`);
  const counted = total(samples.filter((s) => s.name === `${family}_count`)).value;
  const meanMs = sums.length > 0 && counted > 0 ? (total(sums).value * scale) / counted : undefined;
  return {
    format: 'prometheus',
    latency: { kind: 'cdf', points, count, ...(meanMs !== undefined ? { meanMs } : {}) },
    traffic: traffic(samples, family, notes),
    notes,
  };
}
