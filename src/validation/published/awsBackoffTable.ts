// Pure engine: no DOM, no wall clock, no unseeded randomness.
// AWS 2015's contention table ("Exponential Backoff And Jitter", Marc Brooker, AWS
// Architecture Blog, March 2015): the writes and the completion time of five retry
// strategies at 10, 20, 50 and 100 writers, ours against the post's simulator's.
import type { JitterKind } from '../../sim/machines/retry';
import { parseScenario } from '../../sim/scenario';
import { createSimulation } from '../../sim/engine/simulation';
import { contention } from '../../scenarios/presets/contention';
import { compareRow, comparison, type Comparison, type ComparisonRow } from './comparison';

export type AwsStrategy = 'none' | 'exponential' | 'full' | 'equal' | 'decorrelated';
export const AWS_STRATEGIES: readonly AwsStrategy[] = [
  'none',
  'exponential',
  'full',
  'equal',
  'decorrelated',
];
export const AWS_WRITERS = [10, 20, 50, 100] as const;

/** Writes (calls to the record) and the time the last writer got its answer, in ms. */
export interface RaceFigures {
  writes: number;
  completionMs: number;
}

/**
 * The post draws its results as charts, not a table. These are the figures behind them:
 * its simulator (aws-samples/aws-arch-backoff-simulator, src/backoff_simulator.py) run
 * unchanged but for the plotting, 100 runs a point as it does, five times (Python seeds 1,
 * 2, 3, 4 and 2015), averaged. Five runs of 100 differ by under 1 % in writes and under 4 %
 * in time (10 writers, exponential, the noisiest cell: 3,258 to 3,771 ms). The issue that
 * asked for this quoted 1,848 writes and 63 s for 100 writers, exponential: our runs of its
 * simulator give 1,853 to 1,864 and 63.0 to 63.9 s.
 */
export const AWS_2015_TABLE: Record<number, Record<AwsStrategy, RaceFigures>> = {
  10: {
    none: { writes: 50.7, completionMs: 379 },
    exponential: { writes: 51.0, completionMs: 3_504 },
    full: { writes: 39.0, completionMs: 468 },
    equal: { writes: 42.7, completionMs: 729 },
    decorrelated: { writes: 37.7, completionMs: 439 },
  },
  20: {
    none: { writes: 152.1, completionMs: 602 },
    exponential: { writes: 149.3, completionMs: 14_314 },
    full: { writes: 100.2, completionMs: 1_008 },
    equal: { writes: 108.1, completionMs: 1_619 },
    decorrelated: { writes: 101.4, completionMs: 837 },
  },
  50: {
    none: { writes: 690.0, completionMs: 1_139 },
    exponential: { writes: 622.2, completionMs: 36_202 },
    full: { writes: 332.5, completionMs: 2_888 },
    equal: { writes: 347.7, completionMs: 4_291 },
    decorrelated: { writes: 374.4, completionMs: 2_196 },
  },
  100: {
    none: { writes: 2_422.0, completionMs: 2_025 },
    exponential: { writes: 1_859.4, completionMs: 63_670 },
    full: { writes: 796.3, completionMs: 4_933 },
    equal: { writes: 813.1, completionMs: 6_678 },
    decorrelated: { writes: 1_000.6, completionMs: 4_607 },
  },
};

/** The tolerance the lesson promises: each cell within 10 % of the post's. */
export const AWS_TABLE_TOLERANCE = 0.1;

function scenarioOf(strategy: AwsStrategy, writers: number, seed: number) {
  const jitter: JitterKind = strategy === 'none' || strategy === 'exponential' ? 'none' : strategy;
  const parsed = parseScenario(
    contention(jitter, { clients: writers, seed, backoff: strategy !== 'none' }),
  );
  if (!parsed.ok) throw new Error(`contention scenario: ${JSON.stringify(parsed.issues)}`);
  return parsed.scenario;
}

/** One race: every writer starts at 0 and writes once; throws if one never commits. */
export function runRace(strategy: AwsStrategy, writers: number, seed: number): RaceFigures {
  const sim = createSimulation(scenarioOf(strategy, writers, seed));
  let completionMs = 0;
  const counters = sim.clients.get('writers')!.counters;
  const recordLatency = counters.recordLatency.bind(counters);
  // Every writer started at 0, so the last answer's time is the time the race took.
  counters.recordLatency = (ms) => {
    completionMs = Math.max(completionMs, sim.nowMs);
    recordLatency(ms);
  };
  sim.runToEnd();
  const report = sim.report();
  sim.dispose();
  const succeeded = report.clients.writers!.succeeded;
  if (succeeded !== writers)
    throw new Error(`${strategy}, ${writers} writers, seed ${seed}: ${succeeded} committed`);
  return { writes: report.services.record!.record!.writes, completionMs };
}

/** The mean of `seeds` races (seeds 1 to `seeds`). */
export function meanRace(strategy: AwsStrategy, writers: number, seeds: number): RaceFigures {
  let writes = 0;
  let completionMs = 0;
  for (let seed = 1; seed <= seeds; seed++) {
    const run = runRace(strategy, writers, seed);
    writes += run.writes;
    completionMs += run.completionMs;
  }
  return { writes: writes / seeds, completionMs: completionMs / seeds };
}

/** Seeds per cell: 60 keep every cell within ±6 % (30 left 20 writers, full jitter, at −9.7 %). */
export const AWS_TABLE_SEEDS = 60;

/** Every cell of the table, ours (mean of `seeds` runs) against the post's simulator's. */
export function awsBackoffTable(seeds = AWS_TABLE_SEEDS): Comparison {
  const rows: ComparisonRow[] = [];
  for (const writers of AWS_WRITERS) {
    for (const strategy of AWS_STRATEGIES) {
      const ours = meanRace(strategy, writers, seeds);
      const theirs = AWS_2015_TABLE[writers]![strategy];
      const tolerance = { relative: AWS_TABLE_TOLERANCE };
      const label = `${writers} writers, ${strategy}`;
      rows.push(
        compareRow({
          label: `${label}: writes`,
          ours: ours.writes,
          theirs: theirs.writes,
          tolerance,
          unit: 'writes',
        }),
        compareRow({
          label: `${label}: completion`,
          ours: ours.completionMs,
          theirs: theirs.completionMs,
          tolerance,
          unit: 'ms',
        }),
      );
    }
  }
  return comparison(
    {
      id: 'aws-2015-backoff-table',
      title: 'AWS 2015 backoff and jitter: writes and completion time',
      source:
        'Marc Brooker, "Exponential Backoff And Jitter", AWS Architecture Blog (March 2015); figures from its simulator aws-samples/aws-arch-backoff-simulator, 500 runs a cell',
    },
    rows,
  );
}
