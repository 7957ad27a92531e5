// Pure engine: no DOM, no wall clock, no unseeded randomness.
// The facade of Finagle's retry budget: it steps finagleBudgetMachine (finagleBudgetMachine.ts) and answers from its record.
import { createActor, type Actor } from 'xstate';
import type { SimClock } from '../../core/simClock';
import { MachineRunner } from '../fastPath/machineRunner';
import type { RetryBudgetLike } from './retryChainTypes';
import { WindowedAdder } from './windowedAdder';
import {
  SCALE_FACTOR,
  SLICES,
  bucketCount,
  finagleBudgetMachine,
  type FinagleBudgetConfig,
  type FinagleBudgetRecord,
  type FinagleBudgetEvent,
  type FinagleBudgetArgs,
} from './finagleBudgetMachine';

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
  private readonly balanceCovers: (args: FinagleBudgetArgs) => boolean;

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
    this.balanceCovers = machine.implementations.guards.balanceCovers as (
      a: FinagleBudgetArgs,
    ) => boolean;
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
