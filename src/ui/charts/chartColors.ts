// Pure: chart colours per theme. Series also differ by dash pattern, so colour is never the
// only way to tell two lines apart.
import type { BreakerStateName } from '../../sim/engine/types';

export type Theme = 'light' | 'dark';

export interface Palette {
  text: string;
  grid: string;
  cursor: string;
  threshold: string;
  ok: string;
  bad: string;
  warn: string;
  neutral: string;
  series: readonly string[];
  state: Record<BreakerStateName | 'NONE', string>;
}

const LIGHT: Palette = {
  text: '#3b4252',
  grid: '#d8dde6',
  cursor: '#7c3aed',
  threshold: '#b42318',
  ok: '#15803d',
  bad: '#c2410c',
  warn: '#a16207',
  neutral: '#2563eb',
  series: ['#2563eb', '#c2410c', '#15803d', '#7c3aed', '#0891b2', '#be185d', '#4d7c0f', '#92400e'],
  state: {
    CLOSED: '#16a34a',
    OPEN: '#dc2626',
    HALF_OPEN: '#d97706',
    DISABLED: '#64748b',
    FORCED_OPEN: '#991b1b',
    METRICS_ONLY: '#0891b2',
    NONE: 'transparent',
  },
};

const DARK: Palette = {
  text: '#d8dee9',
  grid: '#3b4252',
  cursor: '#c4b5fd',
  threshold: '#fca5a5',
  ok: '#4ade80',
  bad: '#fb923c',
  warn: '#facc15',
  neutral: '#60a5fa',
  series: ['#60a5fa', '#fb923c', '#4ade80', '#c4b5fd', '#22d3ee', '#f472b6', '#a3e635', '#fbbf24'],
  state: {
    CLOSED: '#22c55e',
    OPEN: '#ef4444',
    HALF_OPEN: '#f59e0b',
    DISABLED: '#94a3b8',
    FORCED_OPEN: '#f87171',
    METRICS_ONLY: '#22d3ee',
    NONE: 'transparent',
  },
};

export const palette = (theme: Theme): Palette => (theme === 'dark' ? DARK : LIGHT);

/** Dash patterns in series order: solid, dashed, dotted, dash-dot… */
const DASHES: readonly (string | undefined)[] = [undefined, '8 4', '2 4', '10 4 2 4', '4 2'];

export const seriesColor = (p: Palette, i: number): string =>
  p.series[i % p.series.length] ?? p.neutral;
export const seriesDash = (i: number): string | undefined => DASHES[i % DASHES.length];
