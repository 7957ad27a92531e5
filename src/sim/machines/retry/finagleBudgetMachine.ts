// Pure engine: no DOM, no wall clock, no unseeded randomness.
// Finagle's RetryBudget (RetryBudget.apply): every request deposits, every retry withdraws,
// and deposits and withdrawals expire after `ttl` (a leaky token bucket over a windowed
// sum). Scaled as Finagle scales it: a deposit is 1000, a withdrawal 1000 / percentCanRetry,
// and a reserve of minRetriesPerSec × ttl-in-seconds withdrawals lets a quiet client retry.
// The bucket and the decision live in the machine; the facade steps it and reads.
import { setup } from 'xstate';
import type { SimClock } from '../../core/simClock';
import { WindowedAdder } from './windowedAdder';

export const SCALE_FACTOR = 1_000;
/** Finagle's LeakyBucket slices its window in ten. */
export const SLICES = 10;

export interface FinagleBudgetConfig {
  ttlMs: number;
  minRetriesPerSec: number;
  percentCanRetry: number;
}

export interface FinagleBudgetRecord {
  window: WindowedAdder;
  reserve: number;
  depositAmount: number;
  withdrawalAmount: number;
  retriesPermitted: number;
  retriesDenied: number;
}

interface FinagleContext {
  b: FinagleBudgetRecord;
  clock: SimClock;
}

export type FinagleBudgetEvent = { type: 'request.sent' } | { type: 'retry.requested' };

export interface FinagleBudgetArgs {
  context: FinagleContext;
}

/** The bucket's count now: live deposits less live withdrawals, plus the reserve. */
export function bucketCount({ b, clock }: FinagleContext): number {
  return b.window.sum(clock.nowMs()) + b.reserve;
}

export const finagleBudgetMachine = setup({
  types: {
    context: {} as FinagleContext,
    events: {} as FinagleBudgetEvent,
    input: {} as FinagleContext,
  },
  guards: {
    /** TokenBucket.tryGet: the count covers one withdrawal. */
    balanceCovers: ({ context }: FinagleBudgetArgs) =>
      bucketCount(context) >= context.b.withdrawalAmount,
  },
  actions: {
    deposit: ({ context: { b, clock } }: FinagleBudgetArgs) =>
      b.window.add(clock.nowMs(), b.depositAmount),
    withdraw: ({ context: { b, clock } }: FinagleBudgetArgs) => {
      b.window.add(clock.nowMs(), -b.withdrawalAmount);
      b.retriesPermitted++;
    },
    deny: ({ context: { b } }: FinagleBudgetArgs) => void b.retriesDenied++,
  },
}).createMachine({
  id: 'finagleRetryBudget',
  context: ({ input }) => input,
  on: {
    'request.sent': { actions: 'deposit' },
    'retry.requested': [{ guard: 'balanceCovers', actions: 'withdraw' }, { actions: 'deny' }],
  },
});
