// Pure engine: no DOM, no wall clock, no unseeded randomness.
// The bulkhead's statechart, and the single authority on its decisions: a slot granted
// (slotFree: free and nobody waiting ahead, so no queue jumping), a caller queued
// (mayWait, queueHasRoom) or refused ('full', 'queueFull'), a waiter timed out or gone
// (stillWaiting), a slot given back (slotHeld) and handed to the oldest waiter, a smaller
// limit kept waiting behind the calls it must outlast (shrinkPending). Root transitions
// count (the actions below, on the counts the context holds); each state's eventless
// transitions then place the bulkhead by guards on those counts. The facade (bulkhead.ts)
// skips a send only where these guards say no state would change, and then runs these
// same action implementations itself.
import { and, not, setup } from 'xstate';
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

/** The guards as plain functions, so the facade can ask the machine's own implementation. */
export const bulkheadGuards = {
  /** `slots` more calls could start now, and nobody (no caller, no shrink) is ahead. */
  slotFree: ({ context: { counts } }: BulkheadArgs, params: SlotsParams = ONE_SLOT) =>
    counts.queue.size === 0 &&
    counts.shrink === undefined &&
    counts.inUse + params.slots <= counts.config.maxConcurrentCalls,
  mayWait: ({ context: { counts } }: BulkheadArgs) => counts.config.maxWaitDurationMs > 0,
  /** `callers` more could join the queue within maxQueueLength (unset: no limit). */
  queueHasRoom: ({ context: { counts } }: BulkheadArgs, params: CallersParams = ONE_CALLER) =>
    counts.config.maxQueueLength === undefined ||
    counts.queue.size + params.callers <= counts.config.maxQueueLength,
  /** At least `callers` callers wait. */
  callersWaiting: ({ context: { counts } }: BulkheadArgs, params: CallersParams = ONE_CALLER) =>
    counts.queue.size >= params.callers,
  /** A release gives back a slot someone holds (a stray one must not mint a slot). */
  slotHeld: ({ context: { counts } }: BulkheadArgs) => counts.inUse > 0,
  /** The waiter named by the event has not been granted, timed out or cancelled yet. */
  stillWaiting: ({ event }: BulkheadArgs) => 'waiter' in event && !event.waiter.settled,
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
  /** The slot goes back, and on to the oldest waiter ahead of any shrink (settle). */
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

// Eventless transitions place the bulkhead: a free slot (available), else a queue at its
// limit (shedding), else callers waiting (queueing), else full. `full` is the hub: the
// other states leave towards it or a neighbour, so a rare jump (a larger limit admitting
// every waiter: queueing -> full -> available) takes a few microsteps, the frequent ones
// a single one.
const shedding = and(['mayWait', not('queueHasRoom')]);
const twoSlots = { type: 'slotFree', params: { slots: 2 } } as const;
const lastSlotFree = and(['slotFree', not(twoSlots)]);
const roomForTwo = { type: 'queueHasRoom', params: { callers: 2 } } as const;
const toShedding = { guard: shedding, target: 'shedding' } as const;

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
  initial: 'available',
  // Every event only counts; where the counts put the bulkhead is each state's `always`.
  on: {
    'acquire.try': [{ guard: 'slotFree', actions: 'takeSlot' }, { actions: 'refuseFull' }],
    'acquire.wait': [
      { guard: 'slotFree', actions: 'takeSlot' },
      { guard: not('mayWait'), actions: 'refuseFull' },
      { guard: not('queueHasRoom'), actions: 'refuseQueueFull' },
      { actions: 'enqueue' },
    ],
    'slot.released': [{ guard: 'slotHeld', actions: 'freeSlot' }],
    'wait.timedOut': { guard: 'stillWaiting', actions: 'timeOut' },
    'wait.cancelled': { guard: 'stillWaiting', actions: 'cancelWait' },
    'config.changed': [
      { guard: 'shrinkPending', actions: 'queueConfig' },
      { actions: 'applyConfig' },
    ],
  },
  // The crossings a busy pool makes on nearly every call also have a direct transition,
  // so they cost one microstep, not two: its guards foresee where the counts will put the
  // bulkhead, and should they miss (a shrink pending, a queue limit of 0), the eventless
  // transitions still place it.
  states: {
    available: {
      on: {
        'acquire.try': { guard: lastSlotFree, actions: 'takeSlot', target: 'full' },
        'acquire.wait': { guard: lastSlotFree, actions: 'takeSlot', target: 'full' },
      },
      always: { guard: not('slotFree'), target: 'full' },
    },
    full: {
      on: {
        'slot.released': {
          guard: and(['slotHeld', not('callersWaiting')]),
          actions: 'freeSlot',
          target: 'available',
        },
      },
      always: [
        { guard: 'slotFree', target: 'available' },
        toShedding,
        { guard: 'callersWaiting', target: 'queueing' },
      ],
    },
    queueing: {
      on: {
        'acquire.wait': {
          guard: and([not('slotFree'), 'mayWait', 'queueHasRoom', not(roomForTwo)]),
          actions: 'enqueue',
          target: 'shedding',
        },
      },
      always: [toShedding, { guard: not('callersWaiting'), target: 'full' }],
    },
    shedding: {
      on: {
        'slot.released': { guard: 'slotHeld', actions: 'freeSlot', target: 'queueing' },
      },
      always: [
        { guard: 'slotFree', target: 'available' }, // a queue limit of 0 sheds while full
        { guard: not(shedding), target: 'queueing' },
      ],
    },
  },
});
