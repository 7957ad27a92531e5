// The pool's scheduling with fake workers that answer when the test says: jobs go out in
// index order, one at a time per worker; results come back in batches whatever order they
// finish in; progress counts and estimates; cancel stops every worker and keeps what came.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { JobResult, SweepInput } from '../sweep';
import { deferredPool, runJobPool, poolSize, type PoolProgress, type PoolWorker } from './jobPool';
import type { FromJobWorker, ToJobWorker } from './jobProtocol';

class FakeWorker implements PoolWorker<SweepInput, JobResult> {
  received: ToJobWorker<SweepInput>[] = [];
  terminated = false;
  onmessage: ((event: { data: FromJobWorker<JobResult> }) => void) | null = null;
  onerror: ((event: { message?: string }) => void) | null = null;
  postMessage(m: ToJobWorker<SweepInput>) {
    this.received.push(m);
  }
  terminate() {
    this.terminated = true;
  }
  /** The job this worker holds now (the last one handed to it). */
  get current(): number | undefined {
    const last = this.received.at(-1);
    return last?.type === 'job' ? last.job : undefined;
  }
  answer() {
    const job = this.current!;
    const result: JobResult = { job, cell: job, seed: 1, values: [job], events: 1, key: 'k' };
    this.onmessage?.({ data: { type: 'result', result } });
  }
}

function setup(jobs: number, size: number, kept?: FakeWorker[]) {
  const workers: FakeWorker[] = [];
  const batches: { results: JobResult[]; progress: PoolProgress }[] = [];
  let clock = 0;
  const run = runJobPool({
    input: { scenario: {}, vary: [] },
    jobs: Array.from({ length: jobs }, (_, i) => i),
    size,
    createWorker: () => {
      const w = new FakeWorker();
      workers.push(w);
      return w;
    },
    ...(kept
      ? { keepWorker: (w: PoolWorker<SweepInput, JobResult>) => kept.push(w as FakeWorker) }
      : {}),
    onBatch: (results, progress) => batches.push({ results, progress }),
    now: () => clock,
    batchMs: 100,
  });
  return { run, workers, batches, tick: (ms: number) => (clock += ms) };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the sweep pool', () => {
  it('sizes itself to the cores, never more workers than jobs', () => {
    expect(poolSize(8, 100)).toBe(8);
    expect(poolSize(8, 3)).toBe(3);
    expect(poolSize(undefined, 100)).toBe(2);
    expect(poolSize(0, 100)).toBe(2);
  });

  it('prepares each worker, then hands out jobs in index order, one per worker at a time', () => {
    const { workers } = setup(5, 2);
    expect(workers).toHaveLength(2);
    expect(workers[0]!.received[0]).toMatchObject({ type: 'prepare' });
    expect(workers.map((w) => w.current)).toEqual([0, 1]);
    workers[1]!.answer(); // the second finishes first: it gets the next job
    expect(workers.map((w) => w.current)).toEqual([0, 2]);
    workers[0]!.answer();
    expect(workers.map((w) => w.current)).toEqual([3, 2]);
  });

  it('delivers every result once, in batches, with progress and a time-left estimate', async () => {
    const { run, workers, batches, tick } = setup(4, 2);
    tick(1000);
    workers[1]!.answer();
    workers[0]!.answer();
    expect(batches).toHaveLength(0); // held until the batch interval: one update, not two
    vi.advanceTimersByTime(100);
    expect(batches).toHaveLength(1);
    expect(batches[0]!.results.map((r) => r.job)).toEqual([1, 0]);
    expect(batches[0]!.progress).toMatchObject({
      done: 2,
      total: 4,
      elapsedMs: 1000,
      leftMs: 1000,
    });
    tick(1000);
    workers[0]!.answer();
    workers[1]!.answer();
    expect(await run.finished).toBe('done');
    const all = batches.flatMap((b) => b.results.map((r) => r.job)).sort();
    expect(all).toEqual([0, 1, 2, 3]);
    expect(batches.at(-1)!.progress).toMatchObject({ done: 4, total: 4, leftMs: 0 });
    expect(workers.every((w) => w.terminated)).toBe(true);
  });

  it('cancel terminates every worker, keeps what had arrived, and sends nothing more', async () => {
    const { run, workers, batches } = setup(10, 3);
    workers[0]!.answer();
    run.cancel();
    expect(await run.finished).toBe('cancelled');
    expect(workers.every((w) => w.terminated)).toBe(true);
    expect(batches.flatMap((b) => b.results.map((r) => r.job))).toEqual([0]);
    const sent = workers.map((w) => w.received.length);
    workers[1]!.answer(); // a late answer from a terminated worker is ignored
    expect(workers.map((w) => w.received.length)).toEqual(sent);
    expect(batches).toHaveLength(1);
  });

  it("a worker's error (the core's message) stops the sweep with that message", async () => {
    const { run, workers } = setup(4, 2);
    workers[0]!.onmessage?.({ data: { type: 'error', message: 'no client "x"' } });
    expect(await run.finished).toEqual({ failed: 'no client "x"' });
    expect(workers.every((w) => w.terminated)).toBe(true);
  });

  it('a deferred pool creates its workers in the next task, and none when cancelled first', async () => {
    let created = 0;
    const make = () =>
      deferredPool(() => {
        created++;
        return { cancel: () => {}, finished: Promise.resolve('done' as const) };
      });
    const pool = make();
    expect(created).toBe(0); // not in the click's task
    vi.runAllTimers();
    expect(created).toBe(1);
    expect(await pool.finished).toBe('done');
    const cancelled = make();
    cancelled.cancel();
    vi.runAllTimers();
    expect(created).toBe(1);
    expect(await cancelled.finished).toBe('cancelled');
  });

  it('done, hands every worker (all idle) to keepWorker instead of ending them', async () => {
    const kept: FakeWorker[] = [];
    const { run, workers } = setup(3, 2, kept);
    workers[0]!.answer();
    workers[1]!.answer();
    workers[0]!.answer();
    expect(await run.finished).toBe('done');
    expect(kept).toEqual(workers);
    expect(workers.some((w) => w.terminated)).toBe(false);
  });

  it('cancelled, ends its workers even with keepWorker (one may be mid-job)', async () => {
    const kept: FakeWorker[] = [];
    const { run, workers } = setup(3, 2, kept);
    workers[0]!.answer();
    run.cancel();
    expect(await run.finished).toBe('cancelled');
    expect(kept).toEqual([]);
    expect(workers.every((w) => w.terminated)).toBe(true);
  });
});
