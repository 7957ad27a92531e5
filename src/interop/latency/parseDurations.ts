// Pure: a list of durations, as CSV (one column, or a column named for latency) or JSON (an
// array of numbers, or an object holding one). Milliseconds unless a header or key says
// seconds (`latency_s`, `duration_seconds`) or microseconds (`_us`).
import { MeasurementsError, type MeasurementNote, type Measurements } from './latencyData';

const UNIT_SCALE: [RegExp, number][] = [
  [/(^|[_\s-])(s|sec|secs|seconds?)$|\(s\)$/i, 1000],
  [/(^|[_\s-])(us|µs|micros|microseconds?)$|\(us\)$/i, 0.001],
  [/(^|[_\s-])(ns|nanos|nanoseconds?)$/i, 1e-6],
];
const LATENCY_NAME = /latency|duration|elapsed|response.?time|(^|_)ms$/i;

/** ms per unit that a column or key name states (1 when it states none or says ms). */
const scaleOf = (name: string) => UNIT_SCALE.find(([re]) => re.test(name.trim()))?.[1] ?? 1;

function checked(values: number[], where: string): number[] {
  if (values.length < 2) throw new MeasurementsError(`${where}: need at least 2 durations`);
  return values;
}

function fromJson(text: string): { ms: number[]; notes: MeasurementNote[] } {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch (e) {
    throw new MeasurementsError(`not valid JSON: ${(e as Error).message}`);
  }
  let key = '';
  if (doc && typeof doc === 'object' && !Array.isArray(doc)) {
    const entry = Object.entries(doc).find(([, v]) => Array.isArray(v));
    if (!entry) throw new MeasurementsError('a JSON object needs an array of durations in it');
    [key, doc] = entry;
  }
  const list = doc as unknown[];
  const scale = scaleOf(key);
  const ms = list.map((v, i) => {
    if (typeof v !== 'number' || !Number.isFinite(v) || v < 0)
      throw new MeasurementsError(
        `${key || 'the array'}[${i}] is ${JSON.stringify(v)}, not a duration`,
      );
    return v * scale;
  });
  return { ms: checked(ms, key || 'the array'), notes: [] };
}

function fromCsv(text: string): { ms: number[]; notes: MeasurementNote[] } {
  const lines = text.split(/\r?\n/);
  const rows = lines.map((l, i) => ({
    cells: l.split(/[,;\t]/).map((c) => c.trim()),
    line: i + 1,
  }));
  const filled = rows.filter((r) => r.cells.some((c) => c !== '') && !r.cells[0]!.startsWith('#'));
  if (filled.length === 0) throw new MeasurementsError('the file is empty');
  const header = filled[0]!.cells.every((c) => c === '' || Number.isNaN(Number(c)))
    ? filled.shift()!.cells
    : undefined;
  const column = header
    ? Math.max(
        0,
        header.findIndex((h) => LATENCY_NAME.test(h)),
      )
    : 0;
  const scale = header ? scaleOf(header[column]!) : 1;
  const notes: MeasurementNote[] = header
    ? [
        scale === 1
          ? { code: 'columnMs', facts: { column: header[column]! } }
          : { code: 'columnScaled', facts: { column: header[column]!, scale } },
      ]
    : [];
  const ms = filled.map(({ cells, line }) => {
    const cell = cells[column] ?? '';
    const v = Number(cell);
    if (cell === '' || !Number.isFinite(v) || v < 0)
      throw new MeasurementsError(`"${cell}" is not a duration`, line);
    return v * scale;
  });
  return { ms: checked(ms, 'the CSV'), notes };
}

export function parseDurations(text: string): Measurements {
  const json = /^\s*[[{]/.test(text);
  const { ms, notes } = json ? fromJson(text) : fromCsv(text);
  return {
    format: 'durations',
    latency: { kind: 'samples', sortedMs: [...ms].sort((a, b) => a - b) },
    notes,
  };
}
