// The page's pool: one worker a core (two where the core count is unknown), none before the
// next task, and only the hook's current run settles (a stale run's end changes nothing).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startPagePool, type CurrentRun } from './pagePool';
import { FakePoolWorker, type IndexResult } from './testing/fakePoolWorker';

type Input = { n: number };
type Result = IndexResult;

function start(current: CurrentRun, jobs: number, settle = vi.fn()) {
  const workers: FakePoolWorker<Input>[] = [];
  const run = startPagePool<Input, Result>(
    current,
    {
      input: { n: jobs },
      jobs: Array.from({ length: jobs }, (_, i) => i),
      createWorker: () => {
        const w = new FakePoolWorker<Input>();
        workers.push(w);
        return w;
      },
      onBatch: () => {},
    },
    settle,
  );
  return { run, workers, settle };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('a pool started by a page hook', () => {
  it("takes one worker per core, in the next task, and becomes the hook's current run", () => {
    vi.stubGlobal('navigator', { hardwareConcurrency: 3 });
    const current: CurrentRun = { current: null };
    const { run, workers } = start(current, 8);
    expect(current.current).toBe(run);
    expect(workers).toHaveLength(0);
    vi.advanceTimersByTime(0);
    expect(workers).toHaveLength(3);
  });

  it('takes two workers where the page cannot tell its cores', () => {
    vi.stubGlobal('navigator', undefined);
    const { workers } = start({ current: null }, 8);
    vi.advanceTimersByTime(0);
    expect(workers).toHaveLength(2);
  });

  it("settles with the outcome and clears the hook's run when it is still current", async () => {
    vi.stubGlobal('navigator', { hardwareConcurrency: 1 });
    const current: CurrentRun = { current: null };
    const { workers, settle } = start(current, 3);
    vi.advanceTimersByTime(0);
    workers[0]!.answerAll();
    await vi.runAllTimersAsync();
    expect(settle).toHaveBeenCalledExactlyOnceWith('done');
    expect(current.current).toBeNull();
  });

  it('a run another has replaced ends without settling and leaves the newer run current', async () => {
    vi.stubGlobal('navigator', { hardwareConcurrency: 1 });
    const current: CurrentRun = { current: null };
    const old = start(current, 2);
    const newer = start(current, 2);
    old.run.cancel();
    await vi.runAllTimersAsync();
    expect(old.settle).not.toHaveBeenCalled();
    expect(current.current).toBe(newer.run);
    newer.run.cancel();
    await vi.runAllTimersAsync();
    expect(newer.settle).toHaveBeenCalledExactlyOnceWith('cancelled');
  });
});
