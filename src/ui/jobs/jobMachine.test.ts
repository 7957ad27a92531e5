// The job lifecycle: the transitions the page relies on, the buttons it offers in each state
// (what the machine would take), and the late news it ignores.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createJobMachine, type JobEvent } from './jobMachine';

type Job = { key: string };
const machine = createJobMachine<Job, number[], string>('testJob', []);
const progress = { done: 1, total: 4, elapsedMs: 10, leftMs: 30 };
const started: JobEvent<Job, number[], string> = {
  type: 'job.started',
  job: { key: 'k' },
  results: [],
  total: 4,
};

function actor() {
  return createActor(machine).start();
}
const canCancel = (a: ReturnType<typeof actor>) =>
  a.getSnapshot().can({ type: 'cancel.requested' });

describe('the job lifecycle machine', () => {
  it('runs, takes batches, and finishes with the final results', () => {
    const a = actor();
    expect(canCancel(a)).toBe(false);
    a.send(started);
    expect(a.getSnapshot().value).toBe('running');
    expect(canCancel(a)).toBe(true);
    expect(a.getSnapshot().context.progress).toEqual({
      done: 0,
      total: 4,
      elapsedMs: 0,
      leftMs: null,
    });
    a.send({ type: 'batch.arrived', results: [1], progress });
    expect(a.getSnapshot().context).toMatchObject({ results: [1], progress });
    a.send({ type: 'job.finished', results: [1, 2] });
    expect(a.getSnapshot().value).toBe('done');
    expect(a.getSnapshot().context.results).toEqual([1, 2]);
    expect(canCancel(a)).toBe(false);
  });

  it('cancels through cancelling, keeping the batches that landed meanwhile', () => {
    const a = actor();
    a.send(started);
    a.send({ type: 'cancel.requested' });
    expect(a.getSnapshot().value).toBe('cancelling');
    // A second click has nothing to cancel: the page hides the button.
    expect(canCancel(a)).toBe(false);
    a.send({ type: 'batch.arrived', results: [3], progress });
    expect(a.getSnapshot().context.progress).toBe(progress);
    a.send({ type: 'job.cancelled' });
    expect(a.getSnapshot().value).toBe('cancelled');
    expect(a.getSnapshot().context.results).toEqual([3]);
  });

  it('counts a finish that beat the cancel as done', () => {
    const a = actor();
    a.send(started);
    a.send({ type: 'cancel.requested' });
    a.send({ type: 'job.finished', results: [9] });
    expect(a.getSnapshot().value).toBe('done');
  });

  it('starts afresh over a run being cancelled, and the new run can be cancelled', () => {
    const a = actor();
    a.send(started);
    a.send({ type: 'batch.arrived', results: [1], progress });
    a.send({ type: 'cancel.requested' });
    a.send({ ...started, job: { key: 'new' } });
    expect(a.getSnapshot().value).toBe('running');
    expect(a.getSnapshot().context).toMatchObject({ job: { key: 'new' }, results: [] });
    expect(a.getSnapshot().context.progress?.done).toBe(0);
    expect(canCancel(a)).toBe(true);
  });

  it('fails with the problems, and a refused start fails without running', () => {
    const a = actor();
    a.send({ type: 'job.refused', problems: ['bad seeds'] });
    expect(a.getSnapshot().value).toBe('failed');
    expect(a.getSnapshot().context.problems).toEqual(['bad seeds']);
    a.send(started);
    expect(a.getSnapshot().context.problems).toEqual([]);
    a.send({ type: 'job.failed', problems: ['worker died'] });
    expect(a.getSnapshot().value).toBe('failed');
    expect(a.getSnapshot().context.problems).toEqual(['worker died']);
  });

  it('keeps the last results when a new start is refused', () => {
    const a = actor();
    a.send(started);
    a.send({ type: 'job.finished', results: [7] });
    a.send({ type: 'job.refused', problems: ['too many seeds'] });
    expect(a.getSnapshot().value).toBe('failed');
    expect(a.getSnapshot().context.results).toEqual([7]);
  });

  it('forgets everything on a reset, and then ignores late news', () => {
    const a = actor();
    a.send(started);
    a.send({ type: 'job.reset' });
    expect(a.getSnapshot().value).toBe('idle');
    expect(a.getSnapshot().context.job).toBeNull();
    a.send({ type: 'batch.arrived', results: [1], progress });
    expect(a.getSnapshot().context.progress).toBeNull();
    // A finish or a cancel that arrives while idle does not make a job appear settled.
    a.send({ type: 'job.finished', results: [1] });
    a.send({ type: 'job.cancelled' });
    expect(a.getSnapshot().value).toBe('idle');
    expect(a.getSnapshot().context.results).toEqual([]);
  });
});
