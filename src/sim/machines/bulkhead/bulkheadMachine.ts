// Pure engine: no DOM, no wall clock, no unseeded randomness.
// The bulkhead's state diagram. The facade (bulkhead.ts) keeps the hot counters and
// sends an event only when the derived state would change, so the machine sees
// every state change but not every acquire/release (~1M per benchmark run).
import { setup } from 'xstate';

/**
 * available: a slot is free. full: every slot is busy, nobody waits.
 * queueing: every slot is busy and callers wait for one. shedding: the wait queue is
 * at maxQueueLength, so new callers are rejected at once (load shedding).
 */
export type BulkheadState = 'available' | 'full' | 'queueing' | 'shedding';

/** What the machine needs to place the bulkhead in a state. */
export interface BulkheadLoad {
  inUseCalls: number;
  maxConcurrentCalls: number;
  waitingCalls: number;
  maxWaitDurationMs: number;
  /** undefined: the wait queue is unbounded (while maxWaitDurationMs > 0). */
  maxQueueLength: number | undefined;
}

/** The state a load puts the bulkhead in (pure; used by the facade and the guards). */
export function bulkheadStateFor(load: BulkheadLoad): BulkheadState {
  if (load.waitingCalls === 0 && load.inUseCalls < load.maxConcurrentCalls) return 'available';
  const queueCanGrow =
    load.maxWaitDurationMs > 0 &&
    (load.maxQueueLength === undefined || load.waitingCalls < load.maxQueueLength);
  // With waiting allowed but no room left in the queue, arrivals are shed.
  if (load.maxWaitDurationMs > 0 && !queueCanGrow) return 'shedding';
  return load.waitingCalls > 0 ? 'queueing' : 'full';
}

/** Facts about the load, one per state they lead to; sent only when the state changes. */
export type BulkheadMachineEvent =
  | { type: 'slot.freed' }
  | { type: 'slots.exhausted' }
  | { type: 'caller.queued' }
  | { type: 'queue.filled' };

/** The event that leads to each state (the facade picks it from bulkheadStateFor). */
export const EVENT_LEADING_TO: Record<BulkheadState, BulkheadMachineEvent> = {
  available: { type: 'slot.freed' },
  full: { type: 'slots.exhausted' },
  queueing: { type: 'caller.queued' },
  shedding: { type: 'queue.filled' },
};

export const bulkheadMachine = setup({
  types: {
    context: {} as { name: string },
    events: {} as BulkheadMachineEvent,
    input: {} as { name: string },
  },
}).createMachine({
  id: 'bulkhead',
  context: ({ input }) => ({ name: input.name }),
  initial: 'available',
  // Any state can reach any other in one step (a config change can free ten slots at once,
  // a timeout can empty the queue and a release free a slot), so the transitions sit at the
  // root. No guards: the facade already derived the state, and a send must stay cheap since
  // a saturated pool crosses full <-> available on nearly every release.
  on: {
    'slot.freed': '.available',
    'slots.exhausted': '.full',
    'caller.queued': '.queueing',
    'queue.filled': '.shedding',
  },
  states: {
    available: {},
    full: {},
    queueing: {},
    shedding: {},
  },
});
