// Playback as a statechart: the run is loading, paused, playing, seeking (to a link's t),
// finished, in error (the run failed: a reset or a new load leaves it), or crashed (the worker
// died: only a recover brings it back). The worker is the truth of where the run is: its
// status reports move the machine. What a user presses (the toolbar, Space, →, R) are events
// the machine guards by its state; a press it takes asks the worker with an emitted command.
// The store's own commands (play after a load, a link's seek) go to the worker as asked: the
// worker runs them in order, after the load, so "loading" must not refuse them.
import { emit, setup, type SnapshotFrom } from 'xstate';
import type { RunStatus, StepKind, WorkerCommand } from '../worker/protocol';

export type PlaybackEvent =
  | { type: 'status.reported'; status: RunStatus; seeking: boolean }
  | { type: 'worker.crashed' }
  | { type: 'toggle.pressed' }
  | { type: 'step.pressed'; kind: StepKind }
  | { type: 'runToEnd.pressed' }
  | { type: 'reset.pressed' }
  | { type: 'restart.pressed' }
  | { type: 'recover.pressed' };

export type PlaybackEmitted = { type: 'command'; command: WorkerCommand } | { type: 'recover' };

type Command = { command: WorkerCommand };
/** A command that is its name alone. */
type Bare = Extract<WorkerCommand, { type: 'play' | 'pause' | 'reset' | 'restart' | 'runToEnd' }>;
const ask = (type: Bare['type']) => ({ type: 'ask', params: { command: { type } } }) as const;

/** What the user may press in a state whose run advances: a step, or to the end. */
const ADVANCE = {
  'step.pressed': { actions: 'askStep' },
  'runToEnd.pressed': { actions: ask('runToEnd') },
} as const;
/** What the user may press while a worker answers: back to t = 0, paused or playing. */
const REWIND = {
  'reset.pressed': { actions: ask('reset') },
  'restart.pressed': { actions: ask('restart') },
} as const;

export const playbackMachine = setup({
  types: {
    events: {} as PlaybackEvent,
    emitted: {} as PlaybackEmitted,
  },
  guards: {
    reported: ({ event }, params: { status: RunStatus }) =>
      event.type === 'status.reported' && event.status === params.status,
    seekReported: ({ event }) =>
      event.type === 'status.reported' && event.seeking && event.status === 'playing',
  },
  actions: {
    ask: emit((_, params: Command) => ({ type: 'command' as const, command: params.command })),
    askStep: emit(({ event }) => ({
      type: 'command' as const,
      command: { type: 'step', kind: event.type === 'step.pressed' ? event.kind : '100ms' },
    })),
    askRecover: emit({ type: 'recover' as const }),
  },
}).createMachine({
  id: 'playback',
  initial: 'loading',
  on: {
    'status.reported': [
      { guard: 'seekReported', target: '.seeking' },
      { guard: { type: 'reported', params: { status: 'playing' } }, target: '.playing' },
      { guard: { type: 'reported', params: { status: 'paused' } }, target: '.paused' },
      { guard: { type: 'reported', params: { status: 'finished' } }, target: '.finished' },
      { guard: { type: 'reported', params: { status: 'error' } }, target: '.error' },
      { guard: { type: 'reported', params: { status: 'loading' } }, target: '.loading' },
    ],
    'worker.crashed': '.crashed',
    // A new worker with the scenario loaded again, from whatever state (the banner's button).
    'recover.pressed': { target: '.loading', actions: 'askRecover' },
  },
  states: {
    loading: {},
    paused: { on: { ...ADVANCE, ...REWIND, 'toggle.pressed': { actions: ask('play') } } },
    playing: { on: { ...ADVANCE, ...REWIND, 'toggle.pressed': { actions: ask('pause') } } },
    // Pause or Play stops a seek where it is.
    seeking: { on: { ...ADVANCE, ...REWIND, 'toggle.pressed': { actions: ask('pause') } } },
    finished: { on: { ...REWIND, 'toggle.pressed': { actions: ask('restart') } } },
    error: { on: { ...REWIND } },
    // A dead worker says nothing more; a late report from it moves nothing.
    crashed: { on: { 'status.reported': { actions: [] } } },
  },
});

export type PlaybackState =
  'loading' | 'paused' | 'playing' | 'seeking' | 'finished' | 'error' | 'crashed';

/** The status the store shows, in the worker's words: a seek plays, a crash is an error. */
export function statusOf(state: PlaybackState): RunStatus {
  if (state === 'seeking') return 'playing';
  if (state === 'crashed') return 'error';
  return state;
}

export type PlaybackSnapshot = SnapshotFrom<typeof playbackMachine>;

/** The run's status, read from the machine's snapshot: views select it with `useSelector`. */
export const runStatusOf = (snapshot: PlaybackSnapshot): RunStatus =>
  statusOf(snapshot.value as PlaybackState);
