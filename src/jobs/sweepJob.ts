// The sweep as a pool job: each worker prepares the sweep from its plain-JSON input (the
// prepared sweep holds functions, so it cannot cross), then runs jobs by index.
import {
  prepareSweep,
  runJob,
  type JobResult,
  type PreparedSweep,
  type SweepInput,
} from '../sweep';
import type { PoolJob, Preparation } from './jobProtocol';

export const SWEEP_JOB: PoolJob<SweepInput, PreparedSweep, JobResult> = {
  prepare(input: SweepInput): Preparation<PreparedSweep> {
    const p = prepareSweep(input);
    return p.ok ? { ok: true, prepared: p.sweep } : { ok: false, errors: p.errors };
  },
  run(sweep: PreparedSweep, index: number): JobResult {
    const job = sweep.jobs[index];
    if (!job) throw new Error(`sweep: no job number ${index} (it has ${sweep.jobs.length})`);
    return runJob(sweep, job);
  },
};
