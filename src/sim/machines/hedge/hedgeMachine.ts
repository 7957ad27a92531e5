// Pure engine: no DOM, no wall clock, no unseeded randomness.
// Hedged requests (Dean & Barroso, "The Tail at Scale") as a machine: one per edge, one
// state; the calls seen, the hedges sent and the answered attempts' times live in the
// record its context holds. When a call's first attempt has not answered after the delay,
// the machine sends a second one only while hedges stay within maxHedgedShare of the calls
// (hedgeAllowed). The delay is fixed, or a percentile of the answers so far (hedgeDelayMs).
import { setup } from 'xstate';

/** What the record needs of a latency histogram (the engine hands it its own). */
export interface LatencySink {
  record(ms: number): void;
  quantile(q: number): number;
  readonly count: number;
}

export interface HedgeRecord {
  delayMs: number;
  /** undefined: the fixed delay; else e.g. 95 for the p95 of the answers so far. */
  delayPercentile: number | undefined;
  maxHedgedShare: number;
  calls: number;
  hedges: number;
  capped: number;
  answers: LatencySink;
  /** The last hedge.due's verdict. */
  hedged: boolean;
}

export type HedgeEvent =
  { type: 'call.started' } | { type: 'hedge.due' } | { type: 'answered'; ms: number };

interface Args {
  context: { h: HedgeRecord };
  event: HedgeEvent;
}

/** Answers needed before a percentile is trusted as the delay. */
export const MIN_SAMPLES_FOR_PERCENTILE = 20;

export function hedgeDelayMs(h: HedgeRecord): number {
  if (h.delayPercentile === undefined || h.answers.count < MIN_SAMPLES_FOR_PERCENTILE)
    return h.delayMs;
  return h.answers.quantile(h.delayPercentile / 100);
}

export const hedgeMachine = setup({
  types: {
    context: {} as { h: HedgeRecord },
    events: {} as HedgeEvent,
    input: {} as { h: HedgeRecord },
  },
  guards: {
    /** One more hedge keeps the hedged share of calls within maxHedgedShare. */
    hedgeAllowed: ({ context: { h } }: Args) => h.hedges + 1 <= h.maxHedgedShare * h.calls,
  },
  actions: {
    countCall: ({ context: { h } }: Args) => void h.calls++,
    hedge: ({ context: { h } }: Args) => {
      h.hedges++;
      h.hedged = true;
    },
    cap: ({ context: { h } }: Args) => {
      h.capped++;
      h.hedged = false;
    },
    recordAnswer: ({ context: { h }, event }: Args) => {
      if (event.type === 'answered') h.answers.record(event.ms);
    },
  },
}).createMachine({
  id: 'hedge',
  context: ({ input }) => input,
  on: {
    'call.started': { actions: 'countCall' },
    'hedge.due': [{ guard: 'hedgeAllowed', actions: 'hedge' }, { actions: 'cap' }],
    answered: { actions: 'recordAnswer' },
  },
});
