// The one job handler every worker runs (page and CLI): it prepares once, answers each job,
// refuses a bad input with every reason, and turns a throwing job into an error that names it.
import { describe, expect, it } from 'vitest';
import { createJobHandler } from './jobHandler';
import type { FromJobWorker, PoolJob } from './jobProtocol';
import { presetScenario } from '../scenarios/presets';
import { prepareSweep, runJob } from '../sweep';
import { SWEEP_JOB } from './sweepJob';

/** Doubles job indices by a factor given in the input; refuses a factor below 1. */
const DOUBLING: PoolJob<{ factor: number }, number, number> = {
  prepare: ({ factor }) =>
    factor >= 1 ? { ok: true, prepared: factor } : { ok: false, errors: ['too small', 'below 1'] },
  run: (factor, job) => {
    if (job === 13) throw new Error('unlucky');
    return factor * job;
  },
};

function handlerOf<I, P, R>(kind: PoolJob<I, P, R>) {
  const posted: FromJobWorker<R>[] = [];
  const handle = createJobHandler(kind, (m) => posted.push(m));
  return { handle, posted };
}

describe('the shared job handler', () => {
  it('prepares the input once and answers each job with its result', () => {
    const { handle, posted } = handlerOf(DOUBLING);
    handle({ type: 'prepare', input: { factor: 3 } });
    handle({ type: 'job', job: 2 });
    handle({ type: 'job', job: 5 });
    expect(posted).toEqual([
      { type: 'result', result: 6 },
      { type: 'result', result: 15 },
    ]);
  });

  it('refuses a bad input with every reason, and runs no job after it', () => {
    const { handle, posted } = handlerOf(DOUBLING);
    handle({ type: 'prepare', input: { factor: 0 } });
    handle({ type: 'job', job: 1 });
    expect(posted).toEqual([{ type: 'error', message: 'too small\nbelow 1' }]);
  });

  it('prepared again (a worker kept for the next run), a refused input leaves no old one to run', () => {
    const { handle, posted } = handlerOf(DOUBLING);
    handle({ type: 'prepare', input: { factor: 3 } });
    handle({ type: 'job', job: 2 });
    handle({ type: 'prepare', input: { factor: 0 } });
    handle({ type: 'job', job: 2 });
    handle({ type: 'prepare', input: { factor: 5 } });
    handle({ type: 'job', job: 2 });
    expect(posted).toEqual([
      { type: 'result', result: 6 },
      { type: 'error', message: 'too small\nbelow 1' },
      { type: 'result', result: 10 },
    ]);
  });

  it('answers a job that throws with an error naming the job', () => {
    const { handle, posted } = handlerOf(DOUBLING);
    handle({ type: 'prepare', input: { factor: 1 } });
    handle({ type: 'job', job: 13 });
    expect(posted).toEqual([
      { type: 'error', message: 'unlucky', job: 13, stack: expect.stringContaining('unlucky') },
    ]);
  });

  it("runs the sweep's jobs as the core does, refuses an index it lacks and a bad sweep", () => {
    const input = {
      scenario: presetScenario('retry-storm'),
      vary: ['clients[0].arrival.rps=20:40:2'],
      seeds: 1,
      durationS: 2,
    };
    const { handle, posted } = handlerOf(SWEEP_JOB);
    handle({ type: 'prepare', input });
    handle({ type: 'job', job: 1 });
    handle({ type: 'job', job: 2 });
    const prepared = prepareSweep(input);
    if (!prepared.ok) throw new Error(prepared.errors.join('\n'));
    expect(posted[0]).toEqual({
      type: 'result',
      result: runJob(prepared.sweep, prepared.sweep.jobs[1]!),
    });
    expect(posted[1]).toMatchObject({ type: 'error', job: 2, message: /no job number 2/ });

    const refused = handlerOf(SWEEP_JOB);
    refused.handle({ type: 'prepare', input: { ...input, vary: ['nowhere=1:2:2'] } });
    expect(refused.posted).toEqual([
      { type: 'error', message: expect.stringContaining('nowhere') },
    ]);
  });
});
