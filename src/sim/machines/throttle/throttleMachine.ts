// Pure engine: no DOM, no wall clock, no unseeded randomness.
// Client-side adaptive throttling (Google SRE book, ch. 21) as a machine. One state; the
// trailing counts of requests and accepts live in the record its context holds. A request
// carries a uniform draw from the edge's own named stream; the machine rejects it locally
// when the draw falls under max(0, (requests − K × accepts) / (requests + 1)) (throttled),
// and counts it either way: the book counts every request the application made. An
// answer counts as an accept when the backend did not refuse it (accepted).
import { setup } from 'xstate';
import type { SimClock } from '../../core/simClock';
import type { Outcome } from '../retry';
import { WindowedAdder } from '../retry/windowedAdder';
import { rejectProbability } from './throttleRules';

export interface ThrottleRecord {
  k: number;
  requests: WindowedAdder;
  accepts: WindowedAdder;
  /** The last request's verdict. */
  rejected: boolean;
  rejectedTotal: number;
}

export interface ThrottleContext {
  t: ThrottleRecord;
  clock: SimClock;
}

export type ThrottleEvent =
  | { type: 'request'; draw: number }
  | { type: 'answer'; outcome: Outcome }
  | { type: 'config.changed'; k: number };

interface Args {
  context: ThrottleContext;
  event: ThrottleEvent;
}

/** The probability a request made now is rejected locally. */
export function currentRejectProbability({ t, clock }: ThrottleContext): number {
  const now = clock.nowMs();
  return rejectProbability(t.requests.sum(now), t.accepts.sum(now), t.k);
}

/**
 * The backend accepted the request: it answered, and not with a refusal of load (a 429, a
 * 503) or an overload the client saw as a timeout or a lost connection.
 */
export function isAccepted(outcome: Outcome): boolean {
  if (outcome.kind === 'success' || outcome.kind === 'poison') return true;
  if (outcome.kind !== 'http') return false;
  return outcome.status !== 429 && outcome.status < 500;
}

export const throttleMachine = setup({
  types: {
    context: {} as ThrottleContext,
    events: {} as ThrottleEvent,
    input: {} as ThrottleContext,
  },
  guards: {
    throttled: ({ context, event }: Args) =>
      event.type === 'request' && event.draw < currentRejectProbability(context),
    accepted: ({ event }: Args) => event.type === 'answer' && isAccepted(event.outcome),
  },
  actions: {
    admit: ({ context: { t, clock } }: Args) => {
      t.requests.add(clock.nowMs(), 1);
      t.rejected = false;
    },
    rejectLocally: ({ context: { t, clock } }: Args) => {
      t.requests.add(clock.nowMs(), 1);
      t.rejected = true;
      t.rejectedTotal++;
    },
    countAccept: ({ context: { t, clock } }: Args) => t.accepts.add(clock.nowMs(), 1),
    applyConfig: ({ context: { t }, event }: Args) => {
      if (event.type === 'config.changed') t.k = event.k;
    },
  },
}).createMachine({
  id: 'adaptiveThrottle',
  context: ({ input }) => input,
  on: {
    request: [{ guard: 'throttled', actions: 'rejectLocally' }, { actions: 'admit' }],
    answer: { guard: 'accepted', actions: 'countAccept' },
    'config.changed': { actions: 'applyConfig' },
  },
});
