// Pure engine: no DOM, no wall clock, no unseeded randomness.
// The bulkhead's statechart, and the single authority on its decisions: a slot granted
// (slotFree: free and nobody waiting ahead, so no queue jumping), a caller queued
// (mayWait, queueHasRoom) or refused ('full', 'queueFull'), a waiter timed out or gone
// (stillWaiting), a slot given back (slotHeld) and handed to the oldest waiter, a smaller
// limit kept waiting behind the calls it must outlast (shrinkPending). Actions count on
// the counts the context holds. Each state's own transitions take the frequent events
// straight to the state the counts will mean; the rest fall to the root, which counts and
// lets the transient `placing` choice place the bulkhead by the same guards. The facade
// (bulkhead.ts) skips a send only where these guards pick a targetless transition, and
// then runs that transition's action implementation itself.
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

// Each state means what it says about the counts (available: a newcomer gets a slot;
// full, queueing, shedding: none free, with nobody, some, or a full queue of callers
// waiting), so the guards on the counts before an event can tell the state after it.
const shedding = and(['mayWait', not('queueHasRoom')]);
const twoSlots = { type: 'slotFree', params: { slots: 2 } } as const;
const roomForTwo = { type: 'queueHasRoom', params: { callers: 2 } } as const;
const twoWaiting = { type: 'callersWaiting', params: { callers: 2 } } as const;

/** A slot taken in `available`: stay while another is free, else full (or shedding). */
const takeInAvailable = [
  { guard: twoSlots, actions: 'takeSlot' },
  { guard: and(['slotFree', shedding]), actions: 'takeSlot', target: 'shedding' },
  { guard: 'slotFree', actions: 'takeSlot', target: 'full' },
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
      { guard: not('mayWait'), actions: 'refuseFull' },
      { guard: not('queueHasRoom'), actions: 'refuseQueueFull' },
      { actions: 'enqueue', target: '.placing' },
    ],
    'slot.released': { guard: 'slotHeld', actions: 'freeSlot', target: '.placing' },
    'wait.timedOut': { guard: 'stillWaiting', actions: 'timeOut', target: '.placing' },
    'wait.cancelled': { guard: 'stillWaiting', actions: 'cancelWait', target: '.placing' },
    'config.changed': [
      { guard: 'shrinkPending', actions: 'queueConfig' },
      { actions: 'applyConfig', target: '.placing' },
    ],
  },
  // The calls a busy pool makes on nearly every request have direct transitions in each
  // state, so a crossing costs one microstep; a smaller limit pending falls to the root.
  states: {
    /** A choice, never at rest: a free slot, else a full queue, else waiters, else full. */
    placing: {
      always: [
        { guard: 'slotFree', target: 'available' },
        { guard: shedding, target: 'shedding' },
        { guard: 'callersWaiting', target: 'queueing' },
        { target: 'full' },
      ],
    },
    available: {
      on: {
        'acquire.try': takeInAvailable,
        'acquire.wait': takeInAvailable,
        // Nobody waits and no shrink is pending here: a slot back is one more free.
        'slot.released': { guard: 'slotHeld', actions: 'freeSlot' },
      },
    },
    full: {
      on: {
        'acquire.wait': [
          {
            guard: and(['mayWait', 'queueHasRoom', not(roomForTwo)]),
            actions: 'enqueue',
            target: 'shedding',
          },
          { guard: and(['mayWait', 'queueHasRoom']), actions: 'enqueue', target: 'queueing' },
        ],
        'slot.released': {
          guard: and(['slotHeld', not('shrinkPending')]),
          actions: 'freeSlot',
          target: 'available',
        },
      },
    },
    queueing: {
      on: {
        'acquire.wait': [
          { guard: and(['mayWait', roomForTwo]), actions: 'enqueue' },
          { guard: and(['mayWait', 'queueHasRoom']), actions: 'enqueue', target: 'shedding' },
        ],
        'slot.released': [
          { guard: and(['slotHeld', not('shrinkPending'), twoWaiting]), actions: 'freeSlot' },
          { guard: and(['slotHeld', not('shrinkPending')]), actions: 'freeSlot', target: 'full' },
        ],
      },
    },
    shedding: {
      on: {
        'slot.released': [
          {
            guard: and(['slotHeld', not('shrinkPending'), twoWaiting]),
            actions: 'freeSlot',
            target: 'queueing',
          },
        ],
      },
    },
  },
});
