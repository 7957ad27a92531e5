// What crosses between a pool and its workers, the same for the page's Web Workers and the
// CLI's worker threads: a worker is sent its input once (`prepare`), then job indices one at
// a time, and answers each with its result or an error. Everything here is plain JSON, as
// postMessage needs.

/** A pool's message to one of its workers. */
export type ToJobWorker<I> = { type: 'prepare'; input: I } | { type: 'job'; job: number };

/** A worker's answer: one job's result, or why it could not prepare or run a job. */
export type FromJobWorker<R> =
  | { type: 'result'; result: R }
  | {
      type: 'error';
      message: string;
      /** The job that failed; absent when the input itself was refused. */
      job?: number;
      /** Where it failed, for a terminal (the page shows only the message). */
      stack?: string;
    };

/** The input refused, with every reason at once, or made ready for its jobs. */
export type Preparation<P> = { ok: true; prepared: P } | { ok: false; errors: string[] };

/**
 * A kind of work a pool runs (the sweep, the paired replications, the library race): its
 * input made ready once per worker, then any of its jobs by index, in any order.
 */
export interface PoolJob<I, P, R> {
  prepare(input: I): Preparation<P>;
  run(prepared: P, job: number): R;
}
