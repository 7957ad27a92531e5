// Scenario files (JSON, validated with readable errors) and run metrics as CSV. Pure string
// in, string out; browserFiles.ts does the downloading and reading.
import type { Scenario } from '../sim/scenario';
import type { SecondFrame } from '../sim/engine/types';
import { compactScenario } from './compact';
import { parseJsonSafely } from './jsonSafety';
import { loadScenarioDocument, type LoadResult } from './loadDocument';

/** Bigger than any scenario the schema allows to be useful; refuses a wrong file quickly. */
export const MAX_SCENARIO_FILE_BYTES = 2_000_000;

/** Pretty JSON; `full` writes every default too (for people who want to see them all). */
export function exportScenarioJson(scenario: Scenario, options: { full?: boolean } = {}): string {
  return `${JSON.stringify(options.full ? scenario : compactScenario(scenario), null, 2)}\n`;
}

export function scenarioFileName(scenario: Scenario): string {
  const base = scenario.name.replace(/[^A-Za-z0-9_.-]+/g, '-').replace(/^-+|-+$/g, '');
  return `${base || 'scenario'}.scenario.json`;
}

/** JSON.parse's message names a position; people want a line and a column. */
function locate(text: string, message: string): string {
  const match = /position (\d+)/.exec(message);
  if (!match) return message;
  const before = text.slice(0, Number(match[1]));
  const line = before.split('\n').length;
  const column = before.length - before.lastIndexOf('\n');
  return `${message} (line ${line}, column ${column})`;
}

export function importScenarioJson(text: string): LoadResult {
  if (text.length > MAX_SCENARIO_FILE_BYTES) {
    return {
      ok: false,
      error: `the file is ${Math.round(text.length / 1000)} kB; a scenario file is at most ${MAX_SCENARIO_FILE_BYTES / 1000} kB`,
    };
  }
  const json = parseJsonSafely(text.replace(/^\uFEFF/, ''));
  if (!json.ok) return { ok: false, error: `the file is ${locate(text, json.error)}` };
  const loaded = loadScenarioDocument(json.value);
  return loaded.ok
    ? loaded
    : { ok: false, error: `the file is not a valid scenario:\n${loaded.error}` };
}

/**
 * Quotes a CSV cell when needed; a leading = + - @ is neutralised so spreadsheets do not run it.
 * @internal exported for tests
 */
export function csvCell(value: string | number): string {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Flattens one frame to `client.<name>.<metric>`-style columns. */
function flattenFrame(frame: SecondFrame): Map<string, string | number> {
  const cells = new Map<string, string | number>();
  const put = (prefix: string, value: unknown) => {
    if (typeof value === 'number' || typeof value === 'string') cells.set(prefix, value);
    else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) put(`${prefix}.${k}`, v);
    }
  };
  for (const [kind, group] of [
    ['client', frame.clients],
    ['service', frame.services],
    ['edge', frame.edges],
  ] as const) {
    for (const [name, metrics] of Object.entries(group)) put(`${kind}.${name}`, metrics);
  }
  return cells;
}

/**
 * One row per simulated second, one column per metric (`t_s` first, then sorted), so a
 * spreadsheet can chart any column. Names that appear later (an edge first used at
 * t = 60 s) get a column; earlier rows leave it empty.
 */
export function framesToCsv(frames: readonly SecondFrame[]): string {
  const rows = frames.map(flattenFrame);
  const columns = [...new Set(rows.flatMap((r) => [...r.keys()]))].sort();
  const header = ['t_s', ...columns].map(csvCell).join(',');
  const lines = rows.map((row, i) =>
    [csvCell((frames[i]?.tMs ?? 0) / 1000), ...columns.map((c) => csvCell(row.get(c) ?? ''))].join(
      ',',
    ),
  );
  return `${[header, ...lines].join('\n')}\n`;
}
