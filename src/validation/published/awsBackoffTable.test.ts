// The backoff-and-jitter lesson's setup reproduces the AWS 2015 post's figures: writes and
// completion time, five strategies, 10 to 100 writers, each cell within 10 %.
import { describe, expect, it } from 'vitest';
import { AWS_TABLE_TOLERANCE, awsBackoffTable, runRace } from './awsBackoffTable';

describe('AWS 2015 backoff and jitter table', () => {
  it('every cell is within 10 % of the post’s simulator', { timeout: 120_000 }, () => {
    const table = awsBackoffTable();
    const misses = table.rows
      .filter((r) => !r.pass)
      .map((r) => `${r.label}: ${r.ours.toFixed(1)} vs ${r.theirs}`);
    expect(misses).toEqual([]);
    expect(table.rows).toHaveLength(40);
    expect(table.pass).toBe(true);
    for (const row of table.rows)
      expect(Math.abs(row.ours / row.theirs - 1)).toBeLessThanOrEqual(AWS_TABLE_TOLERANCE);
  });

  it('a race gives the same figures for the same seed, other figures for another', () => {
    expect(runRace('exponential', 20, 1)).toEqual(runRace('exponential', 20, 1));
    expect(runRace('exponential', 20, 2)).not.toEqual(runRace('exponential', 20, 1));
  });
});
