// Pure engine: no DOM, no wall clock, no unseeded randomness.
// The bulkhead's statechart, and the single authority on its decisions: a slot granted
// (slotFree: free and nobody waiting ahead, so no queue jumping), a caller refused because
// waiting is off (waitingOff) or the queue is at its limit (queueWouldOverflow), else
// queued; a slot given back handed on to the oldest waiter (callersWaiting) or returned;
// a smaller limit kept waiting behind the calls it must outlast (shrinkPending). Actions
// count on the counts the context holds. Each state's own transitions handle the frequent
// events the way the state's meaning allows (in `queueing` a slot given back goes straight
// to a waiter; in `available` nobody waits); the rest fall to the root, which counts and
// lets the transient `placing` choice place the bulkhead. Every guard is a name, so the
// engine's machine runner (fastPath/machineRunner.ts) can ask it without a send.
import { setup } from 'xstate';
import type { BulkheadConfig } from './bulkheadConfig';
import { applyConfigNow, settle, type BulkheadCounts } from './bulkheadCounts';
import type { Waiter } from './waitQueue';

/**
 * available: a newcomer gets a slot now. full: it would not, and nobody waits.
 * queueing: callers wait for a slot. shedding: waiting is on but the queue is at
 * maxQueueLength, so newcomers are rejected at once (load shedding).
 */
export type BulkheadState = 'available' | 'full' | 'queueing' | 'shedding';

export type BulkheadMachineEvent =
  | { type: 'acquire.try' }
  | { type: 'acquire.wait'; waiter: Waiter }
  | { type: 'slot.released' }
  | { type: 'wait.timedOut'; waiter: Waiter }
  | { type: 'wait.cancelled'; waiter: Waiter }
  | { type: 'config.changed'; config: BulkheadConfig };

export interface BulkheadContext {
  name: string;
  counts: BulkheadCounts;
}

/** What every guard and action receives (XState passes more; these read only this). */
export interface BulkheadArgs {
  context: BulkheadContext;
  event: BulkheadMachineEvent;
}

/** slotFree's params: how many slots must be free (the facade asks about 2 or 0). */
export interface SlotsParams {
  slots: number;
}
/** queueHasRoom's and callersWaiting's params: how many callers. */
export interface CallersParams {
  callers: number;
}

const ONE_SLOT: SlotsParams = { slots: 1 };
const ONE_CALLER: CallersParams = { callers: 1 };

/** The guards as plain functions (the machine runner asks them; provide() replaces them). */
export const bulkheadGuards = {
  /** `slots` more calls could start now, and nobody (no caller, no shrink) is ahead. */
  slotFree: ({ context: { counts } }: BulkheadArgs, params: SlotsParams = ONE_SLOT) =>
    counts.queue.size === 0 &&
    counts.shrink === undefined &&
    counts.inUse + params.slots <= counts.config.maxConcurrentCalls,
  /** maxWaitDurationMs is 0: a caller that finds no slot is refused rather than queued. */
  waitingOff: ({ context: { counts } }: BulkheadArgs) => counts.config.maxWaitDurationMs <= 0,
  /**
   * Waiting is on and `callers` more would not fit maxQueueLength (unset: no limit): a
   * newcomer is shed (refused at once, 'queueFull').
   */
  queueWouldOverflow: ({ context: { counts } }: BulkheadArgs, params: CallersParams = ONE_CALLER) =>
    counts.config.maxWaitDurationMs > 0 &&
    counts.config.maxQueueLength !== undefined &&
    counts.queue.size + params.callers > counts.config.maxQueueLength,
  /** At least `callers` callers wait: a slot given back goes on to the oldest. */
  callersWaiting: ({ context: { counts } }: BulkheadArgs, params: CallersParams = ONE_CALLER) =>
    counts.queue.size >= params.callers,
  /** A smaller limit still waits: later changes queue behind it, as in Resilience4j. */
  shrinkPending: ({ context: { counts } }: BulkheadArgs) => counts.shrink !== undefined,
};

/** The actions as plain functions that count in place (see bulkheadCounts.ts). */
export const bulkheadActions = {
  takeSlot: ({ context: { counts } }: BulkheadArgs) => {
    counts.inUse++;
    counts.decision = 'granted';
  },
  refuseFull: ({ context: { counts } }: BulkheadArgs) => {
    counts.decision = 'full';
  },
  refuseQueueFull: ({ context: { counts } }: BulkheadArgs) => {
    counts.decision = 'queueFull';
  },
  enqueue: ({ context: { counts }, event }: BulkheadArgs) => {
    if (event.type === 'acquire.wait') counts.queue.push(event.waiter);
    counts.decision = 'queued';
  },
  /** The slot goes back to the pool: nobody waits for it. */
  returnSlot: ({ context: { counts } }: BulkheadArgs) => {
    counts.inUse--;
    counts.decision = 'released';
  },
  /** The slot passes straight to the oldest waiter (it stays in use). */
  handOnSlot: ({ context: { counts } }: BulkheadArgs) => {
    const waiter = counts.queue.shift();
    if (waiter) counts.granted.push(waiter);
    counts.decision = 'released';
  },
  /** While a smaller limit waits: the slot goes back, then settle decides who gets what. */
  freeSlot: ({ context: { counts } }: BulkheadArgs) => {
    counts.inUse--;
    counts.decision = 'released';
    settle(counts);
  },
  timeOut: ({ context: { counts }, event }: BulkheadArgs) => {
    if (event.type !== 'wait.timedOut') return;
    counts.queue.remove(event.waiter);
    counts.timedOut.push(event.waiter);
    settle(counts); // a waiter ahead of a shrink left: the shrink may now take effect
  },
  cancelWait: ({ context: { counts }, event }: BulkheadArgs) => {
    if (event.type !== 'wait.cancelled') return;
    counts.queue.remove(event.waiter);
    counts.decision = 'cancelled';
    settle(counts);
  },
  queueConfig: ({ context: { counts }, event }: BulkheadArgs) => {
    if (event.type === 'config.changed') counts.laterConfigs.push(event.config);
  },
  applyConfig: ({ context: { counts }, event }: BulkheadArgs) => {
    if (event.type !== 'config.changed') return;
    applyConfigNow(counts, event.config);
    settle(counts); // a larger limit admits waiters at once
  },
};

export type BulkheadGuards = typeof bulkheadGuards;
export type BulkheadActions = typeof bulkheadActions;

// Each state means what it says about the counts (available: a newcomer gets a slot;
// full, queueing, shedding: none free, with nobody, some, or a full queue of callers
// waiting), so a state's own transitions may take that for granted.
const twoSlots = { type: 'slotFree', params: { slots: 2 } } as const;
const twoWaiting = { type: 'callersWaiting', params: { callers: 2 } } as const;
const lastPlace = { type: 'queueWouldOverflow', params: { callers: 2 } } as const;

/** A slot taken in `available`: stay while another is free, else let `placing` choose. */
const takeInAvailable = [
  { guard: twoSlots, actions: 'takeSlot' },
  { guard: 'slotFree', actions: 'takeSlot', target: 'placing' },
] as const;

export const bulkheadMachine = setup({
  types: {
    context: {} as BulkheadContext,
    events: {} as BulkheadMachineEvent,
    input: {} as BulkheadContext,
  },
  guards: bulkheadGuards,
  actions: bulkheadActions,
}).createMachine({
  id: 'bulkhead',
  context: ({ input }) => ({ name: input.name, counts: input.counts }),
  initial: 'placing',
  // What any state does with an event its own handlers leave: count, and for the rare
  // events that can move the bulkhead anywhere (a timeout, a cancel, a config change),
  // let `placing` decide where it now stands.
  on: {
    'acquire.try': [
      { guard: 'slotFree', actions: 'takeSlot', target: '.placing' },
      { actions: 'refuseFull' },
    ],
    'acquire.wait': [
      { guard: 'slotFree', actions: 'takeSlot', target: '.placing' },
      { guard: 'waitingOff', actions: 'refuseFull' },
      { guard: 'queueWouldOverflow', actions: 'refuseQueueFull' },
      { actions: 'enqueue', target: '.placing' },
    ],
    'slot.released': [
      { guard: 'shrinkPending', actions: 'freeSlot', target: '.placing' },
      { guard: 'callersWaiting', actions: 'handOnSlot', target: '.placing' },
      { actions: 'returnSlot', target: '.placing' },
    ],
    // The facade sends these only for a waiter still in the queue (its handle is spent
    // once the waiter is granted, timed out or cancelled).
    'wait.timedOut': { actions: 'timeOut', target: '.placing' },
    'wait.cancelled': { actions: 'cancelWait', target: '.placing' },
    'config.changed': [
      { guard: 'shrinkPending', actions: 'queueConfig' },
      { actions: 'applyConfig', target: '.placing' },
    ],
  },
  // The calls a busy pool makes on nearly every request have targetless transitions in the
  // states where they change no state, so the runner steps them without a send.
  states: {
    /** A choice, never at rest: a free slot, else a full queue, else waiters, else full. */
    placing: {
      always: [
        { guard: 'slotFree', target: 'available' },
        { guard: 'queueWouldOverflow', target: 'shedding' },
        { guard: 'callersWaiting', target: 'queueing' },
        { target: 'full' },
      ],
    },
    available: {
      on: {
        'acquire.try': takeInAvailable,
        'acquire.wait': takeInAvailable,
        // Nobody waits and no shrink is pending here: a slot back is one more free.
        'slot.released': { actions: 'returnSlot' },
      },
    },
    full: {},
    queueing: {
      on: {
        // No slot is free here (callers wait for one).
        'acquire.wait': [
          { guard: 'waitingOff', actions: 'refuseFull' },
          { guard: 'queueWouldOverflow', actions: 'refuseQueueFull' },
          { guard: lastPlace, actions: 'enqueue', target: 'shedding' },
          { actions: 'enqueue' },
        ],
        'slot.released': [
          { guard: 'shrinkPending', actions: 'freeSlot', target: 'placing' },
          { guard: twoWaiting, actions: 'handOnSlot' },
        ],
      },
    },
    shedding: {},
  },
});
