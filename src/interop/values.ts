// Pure: no DOM. The value syntaxes the libraries write: Spring's durations (`5s`, `5000ms`,
// ISO-8601 `PT5S`, a bare number of milliseconds), protobuf's (`0.25s`), booleans, numbers.
import type { Leaf } from './configText';
import { MalformedConfigError } from './importResult';

const UNIT_MS: Readonly<Record<string, number>> = {
  ns: 1e-6,
  us: 1e-3,
  ms: 1,
  s: 1_000,
  m: 60_000,
  h: 3_600_000,
  d: 86_400_000,
};

/** Decimal seconds times 1000 are not exact in binary: a duration is kept to the nanosecond. */
const nanoRounded = (ms: number): number => Math.round(ms * 1e6) / 1e6;

/** Milliseconds from a Spring Boot duration; a bare number is milliseconds (Spring's default unit). */
export function durationMs(value: Leaf, key: string, line?: number): number {
  if (typeof value === 'number' && Number.isFinite(value) && value >= 0) return value;
  const text = String(value).trim();
  const simple = /^(\d+(?:\.\d+)?)\s*(ns|us|ms|s|m|h|d)?$/i.exec(text);
  if (simple) return nanoRounded(Number(simple[1]) * UNIT_MS[(simple[2] ?? 'ms').toLowerCase()]!);
  const iso =
    /^P(?:(\d+(?:\.\d+)?)D)?(?:T(?:(\d+(?:\.\d+)?)H)?(?:(\d+(?:\.\d+)?)M)?(?:(\d+(?:\.\d+)?)S)?)?$/i.exec(
      text,
    );
  if (iso && text.length > 1 && !/T$/i.test(text)) {
    const [, d = '0', h = '0', m = '0', s = '0'] = iso;
    return nanoRounded(
      Number(d) * 86_400_000 + Number(h) * 3_600_000 + Number(m) * 60_000 + Number(s) * 1_000,
    );
  }
  throw new MalformedConfigError(
    `"${text}" is not a duration (write 5s, 5000ms, PT5S or a number of milliseconds)`,
    key,
    line,
  );
}

export function numberValue(value: Leaf, key: string, line?: number): number {
  const n = typeof value === 'number' ? value : Number(String(value).trim());
  if (
    typeof value === 'boolean' ||
    value === null ||
    String(value).trim() === '' ||
    !Number.isFinite(n)
  )
    throw new MalformedConfigError(`"${String(value)}" is not a number`, key, line);
  return n;
}

export function booleanValue(value: Leaf, key: string, line?: number): boolean {
  if (typeof value === 'boolean') return value;
  const text = String(value).trim().toLowerCase();
  if (text === 'true') return true;
  if (text === 'false') return false;
  throw new MalformedConfigError(`"${String(value)}" is not true or false`, key, line);
}

/** A list written as a YAML list or as Spring's comma-separated string. */
export function listValue(value: Leaf): string[] {
  const items = Array.isArray(value) ? value : String(value ?? '').split(',');
  return items.map((v) => String(v ?? '').trim()).filter((v) => v !== '');
}

/** Spring's relaxed binding: `slidingWindowSize`, `sliding-window-size`, `sliding_window_size` are one key. */
export const relaxed = (key: string): string => key.toLowerCase().replace(/[-_]/g, '');

/** Milliseconds in Spring's shortest exact form: `5s`, `250ms`, `2m`. */
export function springDuration(ms: number): string {
  if (ms >= 60_000 && ms % 60_000 === 0) return `${ms / 60_000}m`;
  if (ms >= 1_000 && ms % 1_000 === 0) return `${ms / 1_000}s`;
  return `${ms}ms`;
}

/** Protobuf's Duration in JSON/YAML: seconds with up to nine decimals (`0.25s`). */
export function protoDuration(ms: number): string {
  return `${Number((ms / 1_000).toFixed(9))}s`;
}

/** Milliseconds from a protobuf (`1.5s`) or Go duration (`1m30s`, `250ms`). */
export function goDurationMs(value: Leaf, key: string, line?: number): number {
  const text = String(value ?? '').trim();
  const parts = [...text.matchAll(/(\d+(?:\.\d+)?)(ns|us|µs|ms|s|m|h)/g)];
  if (parts.length === 0 || parts.map((p) => p[0]).join('') !== text)
    throw new MalformedConfigError(
      `"${text}" is not a duration (write 250ms, 1.5s or 1m30s)`,
      key,
      line,
    );
  return nanoRounded(
    parts.reduce((sum, p) => sum + Number(p[1]) * UNIT_MS[p[2] === 'µs' ? 'us' : p[2]!]!, 0),
  );
}
