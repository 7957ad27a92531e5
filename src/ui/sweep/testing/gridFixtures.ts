// A sweep map's cells for the scale's and the legend's tests: a figure with its 95 %
// half-width, and a grid of them with its span.
import type { Grid, GridCell } from '../sweepView';

export const cell = (value: number, halfWidth: number): GridCell =>
  ({ row: 0, col: 0, value, halfWidth, n: 5 }) as GridCell;

export const grid = (cells: GridCell[]): Grid => ({
  rows: [0],
  cols: [0],
  cells,
  min: Math.min(...cells.map((c) => c.value)),
  max: Math.max(...cells.map((c) => c.value)),
});
