// A sweep's lifecycle on the page as a statechart: idle → running → done, or cancelling →
// cancelled, or failed; a new start or a reset from any settled state. The pool's callbacks
// send facts in the past tense; the machine alone decides what a late one means (a batch after
// a cancel still counts, a batch after a reset is ignored, since the machine is idle).
import { assign, setup } from 'xstate';
import type { CellSummary, PreparedSweep } from '../../sweep';
import type { PoolProgress } from '../../jobs/jobPool';
import type { FormProblem } from './sweepForm';

export interface SweepJobContext {
  sweep: PreparedSweep | null;
  cells: CellSummary[];
  progress: PoolProgress | null;
  problems: FormProblem[];
}

export type SweepJobEvent =
  | { type: 'sweep.started'; sweep: PreparedSweep; cells: CellSummary[]; total: number }
  | { type: 'sweep.refused'; problems: FormProblem[] }
  | { type: 'batch.arrived'; cells: CellSummary[]; progress: PoolProgress }
  | { type: 'sweep.finished'; cells: CellSummary[] }
  | { type: 'sweep.failed'; problems: FormProblem[] }
  | { type: 'cancel.requested' }
  | { type: 'sweep.cancelled' }
  | { type: 'sweep.reset' };

const EMPTY: SweepJobContext = { sweep: null, cells: [], progress: null, problems: [] };

export const sweepJobMachine = setup({
  types: { context: {} as SweepJobContext, events: {} as SweepJobEvent },
  actions: {
    begin: assign(({ event }) =>
      event.type === 'sweep.started'
        ? {
            sweep: event.sweep,
            cells: event.cells,
            progress: { done: 0, total: event.total, elapsedMs: 0, leftMs: null },
            problems: [],
          }
        : {},
    ),
    takeBatch: assign(({ event }) =>
      event.type === 'batch.arrived' ? { cells: event.cells, progress: event.progress } : {},
    ),
    takeFinal: assign(({ event }) =>
      event.type === 'sweep.finished' ? { cells: event.cells } : {},
    ),
    takeProblems: assign(({ event }) =>
      event.type === 'sweep.failed' || event.type === 'sweep.refused'
        ? { problems: event.problems }
        : {},
    ),
    forget: assign(() => EMPTY),
  },
}).createMachine({
  id: 'sweepJob',
  context: EMPTY,
  initial: 'idle',
  on: {
    'sweep.reset': { target: '.idle', actions: 'forget' },
  },
  states: {
    idle: {
      on: {
        'sweep.started': { target: 'running', actions: 'begin' },
        'sweep.refused': { target: 'failed', actions: 'takeProblems' },
      },
    },
    running: {
      on: {
        'batch.arrived': { actions: 'takeBatch' },
        'sweep.finished': { target: 'done', actions: 'takeFinal' },
        'sweep.failed': { target: 'failed', actions: 'takeProblems' },
        'cancel.requested': 'cancelling',
        'sweep.cancelled': 'cancelled',
        // A new sweep replaces the one running (the page cancels the old pool first).
        'sweep.started': { target: 'running', actions: 'begin', reenter: true },
      },
    },
    cancelling: {
      on: {
        'batch.arrived': { actions: 'takeBatch' },
        'sweep.cancelled': 'cancelled',
        // The last results landed before the cancel did: the sweep is whole.
        'sweep.finished': { target: 'done', actions: 'takeFinal' },
        'sweep.failed': { target: 'failed', actions: 'takeProblems' },
      },
    },
    done: {
      on: {
        'sweep.started': { target: 'running', actions: 'begin' },
        'sweep.refused': { target: 'failed', actions: 'takeProblems' },
      },
    },
    cancelled: {
      on: {
        'sweep.started': { target: 'running', actions: 'begin' },
        'sweep.refused': { target: 'failed', actions: 'takeProblems' },
      },
    },
    failed: {
      on: {
        'sweep.started': { target: 'running', actions: 'begin' },
        'sweep.refused': { target: 'failed', actions: 'takeProblems' },
      },
    },
  },
});

export type SweepJobState = 'idle' | 'running' | 'cancelling' | 'done' | 'cancelled' | 'failed';
