// The runner between a pool of (fake) workers and a job's machine: it folds batches, ends in
// the machine's settled states, and a replaced or reset run's late news changes nothing.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { FakePoolWorker, type IndexResult } from '../../jobs/testing/fakePoolWorker';
import { createJobMachine } from './jobMachine';
import { poolJobRunner, type PoolJobSpec } from './poolJobRunner';

type Input = { label: string };
type Result = IndexResult;

const machine = createJobMachine<string, number[], string>('testJob', []);

function setUp(finish?: PoolJobSpec<Input, Result, string, number[], string>['finish']) {
  const workers: FakePoolWorker<Input>[] = [];
  const spec: PoolJobSpec<Input, Result, string, number[], string> = {
    createWorker: () => {
      const w = new FakePoolWorker<Input>();
      workers.push(w);
      return w;
    },
    fold: (_, arrived) => arrived.map((r) => r.job).sort(),
    finish: finish ?? ((job, arrived) => ({ results: [...spec.fold(job, arrived), -1] })),
    failure: (message, crashed) => (crashed ? 'crashed' : message),
  };
  const actor = createActor(machine).start();
  return { actor, workers, runner: poolJobRunner(actor, spec) };
}
const settle = () => vi.advanceTimersByTimeAsync(1000);

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('navigator', { hardwareConcurrency: 2 });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('a pool job on the page', () => {
  it('folds each batch into the results and finishes with the whole job', async () => {
    const { actor, workers, runner } = setUp();
    runner.start('a', { label: 'a' }, [0, 1, 2]);
    expect(actor.getSnapshot().value).toBe('running');
    await vi.advanceTimersByTimeAsync(0);
    expect(workers).toHaveLength(2);
    workers[1]!.answer();
    await vi.advanceTimersByTimeAsync(300);
    expect(actor.getSnapshot().context.results).toEqual([1]);
    expect(actor.getSnapshot().context.progress?.done).toBe(1);
    // The worker that answered first was handed the third job.
    workers[0]!.answer();
    workers[1]!.answer();
    await settle();
    expect(actor.getSnapshot().value).toBe('done');
    expect(actor.getSnapshot().context.results).toEqual([0, 1, 2, -1]);
  });

  it('fails when the whole does not add up, with the problem the job names', async () => {
    const { actor, workers, runner } = setUp(() => ({ problems: ['a job is missing'] }));
    runner.start('a', { label: 'a' }, [0]);
    await vi.advanceTimersByTimeAsync(0);
    workers[0]!.answer();
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.problems).toEqual(['a job is missing']);
  });

  it("says a worker's failure in the job's words", async () => {
    const { actor, workers, runner } = setUp();
    runner.start('a', { label: 'a' }, [0, 1]);
    await vi.advanceTimersByTimeAsync(0);
    workers[0]!.onerror?.({});
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.problems).toEqual(['crashed']);
  });

  it('cancels through cancelling to cancelled', async () => {
    const { actor, runner } = setUp();
    runner.start('a', { label: 'a' }, [0, 1]);
    await vi.advanceTimersByTimeAsync(0);
    runner.cancel();
    expect(actor.getSnapshot().value).toBe('cancelling');
    await settle();
    expect(actor.getSnapshot().value).toBe('cancelled');
  });

  it("ignores the replaced run's results and the reset run's end", async () => {
    const { actor, workers, runner } = setUp();
    runner.start('a', { label: 'a' }, [0, 1]);
    await vi.advanceTimersByTimeAsync(0);
    // A result waiting for its batch when the run is replaced: the cancel flushes it.
    workers[0]!.answer();
    runner.start('b', { label: 'b' }, [5]);
    await settle();
    expect(actor.getSnapshot().context).toMatchObject({ job: 'b', results: [] });
    expect(actor.getSnapshot().value).toBe('running');
    runner.reset();
    workers.at(-1)!.answer();
    await settle();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.results).toEqual([]);
  });

  it('refuses without starting a worker', async () => {
    const { actor, workers, runner } = setUp();
    runner.refuse(['no seeds']);
    await settle();
    expect(workers).toHaveLength(0);
    expect(actor.getSnapshot().value).toBe('failed');
  });

  it('says nothing to an actor that has stopped (its component went)', async () => {
    const { actor, runner } = setUp();
    const warn = vi.spyOn(console, 'warn');
    runner.start('a', { label: 'a' }, [0]);
    actor.stop();
    runner.cancel();
    await settle();
    expect(warn).not.toHaveBeenCalled();
  });
});
