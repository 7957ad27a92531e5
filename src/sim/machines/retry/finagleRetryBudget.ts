// Pure engine: no DOM, no wall clock, no unseeded randomness.
// Finagle's RetryBudget (RetryBudget.apply): every request deposits, every retry withdraws,
// and deposits and withdrawals expire after `ttl` (a leaky token bucket over a windowed
// sum). Scaled as Finagle scales it: a deposit is 1000, a withdrawal 1000 / percentCanRetry,
// and a reserve of minRetriesPerSec × ttl-in-seconds withdrawals lets a quiet client retry.
// The bucket and the decision live in the machine; the facade steps it and reads.
import { createActor, setup, type Actor } from 'xstate';
import type { SimClock } from '../../core/simClock';
import { MachineRunner } from '../fastPath/machineRunner';
import type { RetryBudgetLike } from './retryChainTypes';
import { WindowedAdder } from './windowedAdder';

const SCALE_FACTOR = 1_000;
/** Finagle's LeakyBucket slices its window in ten. */
const SLICES = 10;

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

interface Args {
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
    balanceCovers: ({ context }: Args) => bucketCount(context) >= context.b.withdrawalAmount,
  },
  actions: {
    deposit: ({ context: { b, clock } }: Args) => b.window.add(clock.nowMs(), b.depositAmount),
    withdraw: ({ context: { b, clock } }: Args) => {
      b.window.add(clock.nowMs(), -b.withdrawalAmount);
      b.retriesPermitted++;
    },
    deny: ({ context: { b } }: Args) => void b.retriesDenied++,
  },
}).createMachine({
  id: 'finagleRetryBudget',
  context: ({ input }) => input,
  on: {
    'request.sent': { actions: 'deposit' },
    'retry.requested': [{ guard: 'balanceCovers', actions: 'withdraw' }, { actions: 'deny' }],
  },
});

export interface FinagleBudgetOptions {
  machine?: typeof finagleBudgetMachine;
  reference?: boolean;
}

const SENT: FinagleBudgetEvent = { type: 'request.sent' };
const RETRY: FinagleBudgetEvent = { type: 'retry.requested' };

export class FinagleRetryBudget implements RetryBudgetLike {
  private readonly actor: Actor<typeof finagleBudgetMachine>;
  private readonly b: FinagleBudgetRecord;
  private readonly steps: MachineRunner<FinagleBudgetEvent>;
  private readonly balanceCovers: (args: Args) => boolean;

  constructor(config: FinagleBudgetConfig, clock: SimClock, options: FinagleBudgetOptions = {}) {
    const { ttlMs, minRetriesPerSec, percentCanRetry } = config;
    const depositAmount = percentCanRetry === 0 ? 0 : SCALE_FACTOR;
    const withdrawalAmount = percentCanRetry === 0 ? 1 : Math.trunc(SCALE_FACTOR / percentCanRetry);
    this.b = {
      window: new WindowedAdder(ttlMs, SLICES),
      // Finagle: minRetriesPerSec * ttl.inSeconds * withdrawalAmount (whole seconds).
      reserve: minRetriesPerSec * Math.trunc(ttlMs / 1000) * withdrawalAmount,
      depositAmount,
      withdrawalAmount,
      retriesPermitted: 0,
      retriesDenied: 0,
    };
    const machine = options.machine ?? finagleBudgetMachine;
    this.balanceCovers = machine.implementations.guards.balanceCovers as (a: Args) => boolean;
    this.actor = createActor(machine, { clock, input: { b: this.b, clock } }).start();
    this.steps = new MachineRunner(this.actor, options.reference ?? false);
  }

  /** Finagle's `balance`: retries that could be made now. */
  get tokens(): number {
    return Math.trunc(bucketCount(this.actor.getSnapshot().context) / this.b.withdrawalAmount);
  }

  /** The machine's own balanceCovers rule, asked without withdrawing. */
  canRetry(): boolean {
    return this.balanceCovers({ context: this.actor.getSnapshot().context });
  }

  tryAcquireRetryPermission(): boolean {
    const before = this.b.retriesPermitted;
    this.steps.send(RETRY);
    return this.b.retriesPermitted > before;
  }

  /** Finagle's RetryFilter deposits once per request, retries excluded. */
  onRequest(): void {
    this.steps.send(SENT);
  }

  onSuccess(): void {}

  getMetrics() {
    const { retriesPermitted, retriesDenied } = this.b;
    return { tokens: this.tokens, retriesPermitted, retriesDenied };
  }

  stop(): void {
    this.actor.stop();
  }
}
