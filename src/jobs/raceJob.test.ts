// The race in workers must be the race: the worker handler, driven through the page's pool
// with every message structured-cloned as postMessage does, gives what `raceBreakers` gives
// on one thread, field for field.
import { describe, expect, it } from 'vitest';
import { DEFAULT_OUTAGE } from '../sim/libraries';
import { raceBreakers } from '../sim/libraries/breakerRace';
import { createJobHandler } from './jobHandler';
import { runJobPool, type PoolWorker } from './jobPool';
import {
  assembleRace,
  RACE_JOB,
  RACE_JOBS,
  runRaceJob,
  type RaceInput,
  type RaceJobResult,
} from './raceJob';

type RaceWorker = PoolWorker<RaceInput, RaceJobResult>;

/** A worker as the browser runs one: its own handler, messages copied, answers later. */
function fakeWorker(): RaceWorker {
  let terminated = false;
  const worker: RaceWorker = {
    onmessage: null,
    onerror: null,
    terminate: () => void (terminated = true),
    postMessage: (m) => {
      const copy = structuredClone(m);
      setTimeout(() => terminated || handle(copy), 0);
    },
  };
  const handle = createJobHandler(RACE_JOB, (out) => {
    if (!terminated) worker.onmessage?.({ data: structuredClone(out) });
  });
  return worker;
}

function raceOnPool(input: RaceInput, size: number, jobs: readonly number[] = RACE_JOBS) {
  const arrived: RaceJobResult[] = [];
  const run = runJobPool<RaceInput, RaceJobResult>({
    input,
    jobs,
    size,
    createWorker: fakeWorker,
    onBatch: (batch) => arrived.push(...batch),
    batchMs: 1,
  });
  return { run, arrived };
}

describe('the library race on the worker pool', () => {
  it('gives what the race on one thread gives, whatever the pool size', async () => {
    const outage = { ...DEFAULT_OUTAGE, rps: 5 };
    const expected = raceBreakers(outage);
    for (const size of [1, 3]) {
      const { run, arrived } = raceOnPool({ outage }, size);
      expect(await run.finished).toBe('done');
      expect(arrived).toHaveLength(expected.entries.length);
      // Results come back in the order workers finish; the assembly restores preset order.
      expect(assembleRace(outage, [...arrived].reverse())).toEqual(expected);
    }
    // The race has a winner and a loser (it is not a table of equal rows).
    expect(new Set(expected.entries.map((e) => e.trippedAtMs)).size).toBeGreaterThan(1);
  }, 60_000);

  it('can be cancelled: the pool stops with what had arrived', async () => {
    const { run, arrived } = raceOnPool({ outage: DEFAULT_OUTAGE }, 1);
    run.cancel();
    expect(await run.finished).toBe('cancelled');
    expect(arrived.length).toBeLessThan(RACE_JOBS.length);
  });

  it('reports a job that names no preset, and an outage the engine refuses', async () => {
    expect(() => runRaceJob(DEFAULT_OUTAGE, RACE_JOBS.length)).toThrow(/no library preset/);
    const { run } = raceOnPool({ outage: { ...DEFAULT_OUTAGE, rps: -1 } }, 1, [0]);
    const outcome = await run.finished;
    expect(outcome).toEqual({ failed: expect.stringContaining('race scenario') });
  });
});
