// Pure: the delta table over N paired seeds (the compare panel's replications). Each row's
// A and B are the means over the seeds, its B − A the mean of the per-seed differences, with
// the 95 % interval of those differences (pairedInterval.ts): the noise the two runs of a seed share
// cancels, so the interval is about the settings, not the seed.
import { deltaRow, type DeltaGroup, type DeltaRow } from './deltaTable';
import { pairedInterval, type PairedInterval } from './pairedInterval';

/** One seed's delta table, as a replication job answers it. */
export interface SeedDeltas {
  /** The seed's place in the run: the tables are paired in this order. */
  job: number;
  groups: DeltaGroup[];
  /** The run stopped at a limit: it is left out of every row. */
  error?: string;
}

export interface PairedRow extends DeltaRow {
  interval: PairedInterval;
}

export interface PairedGroup extends Omit<DeltaGroup, 'rows'> {
  rows: PairedRow[];
}

const groupKey = (g: Pick<DeltaGroup, 'kind' | 'name'>) => `${g.kind}\u0000${g.name}`;

/**
 * Pairs the seeds' tables row by row. A group a seed left out (a call where nothing was
 * retried, rejected or opened in either run) counts as zero on both sides for that seed,
 * which is what it measured; runs that stopped at a limit are left out of every row.
 */
export function pairReplications(results: readonly SeedDeltas[]): PairedGroup[] {
  const ok = [...results].filter((r) => !r.error).sort((x, y) => x.job - y.job);
  const order: { kind: DeltaGroup['kind']; name: string; rows: DeltaRow[] }[] = [];
  const known = new Map<string, (typeof order)[number]>();
  for (const r of ok)
    for (const g of r.groups) {
      const key = groupKey(g);
      const seen = known.get(key);
      if (!seen) {
        const entry = { kind: g.kind, name: g.name, rows: [...g.rows] };
        known.set(key, entry);
        order.push(entry);
      } else
        for (const row of g.rows) if (!seen.rows.some((s) => s.id === row.id)) seen.rows.push(row);
    }
  return order.map((g) => ({
    kind: g.kind,
    name: g.name,
    rows: g.rows.map((template) => {
      const a: number[] = [];
      const b: number[] = [];
      for (const r of ok) {
        const row = r.groups
          .find((x) => groupKey(x) === groupKey(g))
          ?.rows.find((x) => x.id === template.id);
        a.push(row?.a ?? 0);
        b.push(row?.b ?? 0);
      }
      const interval = pairedInterval(a, b);
      const mean = deltaRow(template.id, interval.meanA, interval.meanB);
      // The mean of the differences, exactly (meanB − meanA can differ in the last bit).
      return { ...mean, delta: interval.meanDiff, interval };
    }),
  }));
}
