// The sweep's lifecycle: the transitions the page relies on, and the late news it ignores.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { PreparedSweep } from '../../sweep';
import { sweepJobMachine, type SweepJobEvent } from './sweepJobMachine';

const sweep = { key: 'k' } as PreparedSweep;
const progress = { done: 1, total: 4, elapsedMs: 10, leftMs: 30 };
const started: SweepJobEvent = { type: 'sweep.started', sweep, cells: [], total: 4 };

function actor() {
  const a = createActor(sweepJobMachine);
  a.start();
  return a;
}

describe('the sweep job machine', () => {
  it('runs, takes batches, and finishes with the final cells', () => {
    const a = actor();
    a.send(started);
    expect(a.getSnapshot().value).toBe('running');
    expect(a.getSnapshot().context.progress).toEqual({
      done: 0,
      total: 4,
      elapsedMs: 0,
      leftMs: null,
    });
    a.send({ type: 'batch.arrived', cells: [], progress });
    expect(a.getSnapshot().context.progress).toBe(progress);
    const final = [{ cell: 0, values: [1], metrics: [], errors: [] }];
    a.send({ type: 'sweep.finished', cells: final });
    expect(a.getSnapshot().value).toBe('done');
    expect(a.getSnapshot().context.cells).toBe(final);
  });

  it('cancels through cancelling, keeping the batches that landed meanwhile', () => {
    const a = actor();
    a.send(started);
    a.send({ type: 'cancel.requested' });
    expect(a.getSnapshot().value).toBe('cancelling');
    a.send({ type: 'batch.arrived', cells: [], progress });
    expect(a.getSnapshot().context.progress).toBe(progress);
    a.send({ type: 'sweep.cancelled' });
    expect(a.getSnapshot().value).toBe('cancelled');
  });

  it('fails with the problems, and a refused start fails without running', () => {
    const a = actor();
    a.send({ type: 'sweep.refused', problems: [{ code: 'workerFailed', facts: { detail: 'x' } }] });
    expect(a.getSnapshot().value).toBe('failed');
    a.send(started);
    expect(a.getSnapshot().context.problems).toEqual([]);
    a.send({ type: 'sweep.failed', problems: [{ code: 'workerFailed', facts: { detail: '' } }] });
    expect(a.getSnapshot().value).toBe('failed');
  });

  it('forgets everything on a reset, and then ignores a late batch', () => {
    const a = actor();
    a.send(started);
    a.send({ type: 'sweep.reset' });
    expect(a.getSnapshot().value).toBe('idle');
    expect(a.getSnapshot().context.sweep).toBeNull();
    a.send({ type: 'batch.arrived', cells: [], progress });
    expect(a.getSnapshot().context.progress).toBeNull();
    // A finish that arrives while idle does not make a sweep appear done.
    a.send({ type: 'sweep.finished', cells: [] });
    expect(a.getSnapshot().value).toBe('idle');
  });
});
