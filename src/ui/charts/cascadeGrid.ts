// Pure: the cascade heatmap's cells: services × time, each the worst health in its column,
// so one picture shows the failure starting at a leaf and climbing to the entry.
import type { SecondFrame } from '../../sim/engine/types';
import { i18n } from '../i18n/i18n';
import { healthOf, HEALTH_LEVELS, type HealthLevel } from '../graph/health';
import { MS_PER_S } from './toSeries';

interface CascadeCell {
  level: HealthLevel;
  saturation: number;
  errorRate: number;
  p99Ms: number;
}
export interface CascadeGrid {
  /** End of each column, simulated seconds. */
  times: number[];
  /** Seconds per column. */
  secondsPerColumn: number;
  rows: { service: string; cells: CascadeCell[] }[];
}

const rank = (level: HealthLevel) => HEALTH_LEVELS.indexOf(level);

/**
 * At most `maxColumns` columns; a column covering several seconds keeps its worst second.
 * With `normals` (each service's normal p99), a service slow against its normal is coloured
 * by that too, not only by its errors and busy workers.
 */
export function cascadeGrid(
  frames: readonly SecondFrame[],
  services: readonly string[],
  maxColumns: number,
  normals: ReadonlyMap<string, number> = new Map(),
): CascadeGrid {
  const perColumn = Math.max(1, Math.ceil(frames.length / Math.max(1, maxColumns)));
  const columns: SecondFrame[][] = [];
  // Bucket from the newest frame back, so the last column is always complete and current.
  for (let end = frames.length; end > 0; end -= perColumn) {
    columns.unshift(frames.slice(Math.max(0, end - perColumn), end));
  }
  const times = columns.map((c) => (c[c.length - 1]?.tMs ?? 0) / MS_PER_S);
  const rows = services.map((service) => ({
    service,
    cells: columns.map((column) => worstCell(column, service, normals.get(service))),
  }));
  return { times, secondsPerColumn: perColumn, rows };
}

function worstCell(
  column: readonly SecondFrame[],
  service: string,
  normalP99Ms: number | undefined,
): CascadeCell {
  let worst: CascadeCell = { level: 'idle', saturation: 0, errorRate: 0, p99Ms: 0 };
  for (const frame of column) {
    const s = frame.services[service];
    if (!s) continue;
    const cell: CascadeCell = {
      level: healthOf({ ...s, normalP99Ms }).level,
      saturation: s.saturation,
      errorRate: s.errorRate,
      p99Ms: s.p99Ms,
    };
    if (rank(cell.level) > rank(worst.level)) worst = cell;
  }
  return worst;
}

/** When each service first went bad (strained or worse), earliest first: the cascade in words. */
function cascadeOrder(grid: CascadeGrid): { service: string; atS: number }[] {
  const firsts: { service: string; atS: number }[] = [];
  for (const row of grid.rows) {
    const index = row.cells.findIndex((c) => rank(c.level) >= rank('strained'));
    const atS = grid.times[index];
    if (index >= 0 && atS !== undefined) firsts.push({ service: row.service, atS });
  }
  return firsts.sort((a, b) => a.atS - b.atS);
}

/** A fault that started within the grid: the cause the caption names first. */
export interface CascadeCause {
  service: string;
  atS: number;
  kind: string;
}

/**
 * The cascade in words: the cause first (the fault, its kind and start), then the services
 * that went bad after it, in order, each with its time.
 */
export function describeCascade(grid: CascadeGrid, causes: readonly CascadeCause[] = []): string {
  const lastS = grid.times[grid.times.length - 1] ?? 0;
  const started = causes.filter((c) => c.atS <= lastS).sort((a, b) => a.atS - b.atS);
  const causeNames = new Set(started.map((c) => c.service));
  const firstCauseS = started[0]?.atS ?? -Infinity;
  const victims = cascadeOrder(grid).filter(
    (o) => !causeNames.has(o.service) && o.atS >= firstCauseS,
  );
  const victimWords = victims
    .map((o) => i18n.t('charts.cascadeAt', { service: o.service, time: o.atS }))
    .join(i18n.t('charts.cascadeThen'));
  if (started.length === 0) return victimWords || i18n.t('charts.cascadeHealthy');
  const causeWords = started
    .map((c) => i18n.t('charts.cascadeCause', { service: c.service, kind: c.kind, time: c.atS }))
    .join(i18n.t('charts.cascadeAnd'));
  return victimWords
    ? i18n.t('charts.cascadeCausesThen', { causes: causeWords, victims: victimWords })
    : i18n.t('charts.cascadeCauses', { causes: causeWords });
}

/**
 * Columns moved by PageUp / PageDown.
 * @internal exported for tests
 */
export const PAGE_COLUMNS = 10;

/**
 * The column the keyboard moves the heatmap's cursor to (←/→ one column, PageUp/PageDown
 * ten, Home/End the ends), from `current` (-1: no cursor yet, so the first key starts at the
 * newest column); null for a key the heatmap does not handle or an empty grid.
 */
export function columnAfterKey(key: string, current: number, columns: number): number | null {
  if (columns <= 0) return null;
  const from = current < 0 || current >= columns ? columns - 1 : current;
  const clamp = (i: number) => Math.min(columns - 1, Math.max(0, i));
  switch (key) {
    case 'ArrowLeft':
    case 'ArrowDown':
      return current < 0 ? from : clamp(from - 1);
    case 'ArrowRight':
    case 'ArrowUp':
      return clamp(from + 1);
    case 'PageDown':
      return clamp(from - PAGE_COLUMNS);
    case 'PageUp':
      return clamp(from + PAGE_COLUMNS);
    case 'Home':
      return 0;
    case 'End':
      return columns - 1;
    default:
      return null;
  }
}

/** What a screen reader hears for one column: its time and each service's health in it. */
export function describeColumn(grid: CascadeGrid, column: number): string {
  const t = grid.times[column];
  if (t === undefined) return i18n.t('charts.cascadeNoData');
  const parts = grid.rows.map(
    (row) => `${row.service} ${i18n.t(`health.${row.cells[column]?.level ?? 'idle'}`)}`,
  );
  return `t = ${t} s: ${parts.join(', ')}`;
}
