// Pure engine: no DOM, no wall clock, no unseeded randomness.
// The facade of Brooker's retry circuit breaker: it steps retryBreakerMachine (retryBreakerMachine.ts) and answers from its record.
import { createActor, type Actor } from 'xstate';
import type { SimClock } from '../../core/simClock';
import { MachineRunner } from '../fastPath/machineRunner';
import type { RetryBudgetLike } from './retryChainTypes';
import {
  retryBreakerMachine,
  type RetryBreakerConfig,
  type RetryBreakerRecord,
  type RetryBreakerEvent,
  type RetryBreakerArgs,
} from './retryBreakerMachine';

export interface RetryBreakerOptions {
  machine?: typeof retryBreakerMachine;
  reference?: boolean;
}

const SUCCEEDED: RetryBreakerEvent = { type: 'attempt.succeeded' };
const FAILED: RetryBreakerEvent = { type: 'attempt.failed' };
const RETRY: RetryBreakerEvent = { type: 'retry.requested' };

export class RetryBreaker implements RetryBudgetLike {
  private readonly actor: Actor<typeof retryBreakerMachine>;
  private readonly w: RetryBreakerRecord;
  private readonly steps: MachineRunner<RetryBreakerEvent>;
  private readonly rateNotAboveThreshold: (args: RetryBreakerArgs) => boolean;

  constructor(config: RetryBreakerConfig, clock: SimClock, options: RetryBreakerOptions = {}) {
    this.w = {
      ring: new Uint8Array(config.windowSize),
      next: 0,
      size: 0,
      failures: 0,
      thresholdPercent: config.failureRateThreshold,
      retriesPermitted: 0,
      retriesDenied: 0,
    };
    const machine = options.machine ?? retryBreakerMachine;
    this.rateNotAboveThreshold = machine.implementations.guards.rateNotAboveThreshold as (
      a: RetryBreakerArgs,
    ) => boolean;
    this.actor = createActor(machine, { clock, input: { w: this.w } }).start();
    this.steps = new MachineRunner(this.actor, options.reference ?? false);
  }

  /** The window's failure rate (0 … 1; 0 while empty). */
  get failureRate(): number {
    return this.w.size === 0 ? 0 : this.w.failures / this.w.size;
  }

  /** The budget gauge: 1 while the breaker lets retries through, 0 while it stops them. */
  get tokens(): number {
    return this.canRetry() ? 1 : 0;
  }

  /** Asked by the retry machine's budgetExhausted guard: the machine's own rule. */
  canRetry(): boolean {
    return this.rateNotAboveThreshold({ context: this.actor.getSnapshot().context });
  }

  tryAcquireRetryPermission(): boolean {
    const before = this.w.retriesPermitted;
    this.steps.send(RETRY);
    return this.w.retriesPermitted > before;
  }

  onSuccess(): void {
    this.steps.send(SUCCEEDED);
  }

  /** Told by the retry layer for every failed attempt, before a retry is asked for. */
  onFailure(): void {
    this.steps.send(FAILED);
  }

  getMetrics() {
    const { retriesPermitted, retriesDenied, size, failures } = this.w;
    return {
      failureRate: this.failureRate,
      attempts: size,
      failures,
      retriesPermitted,
      retriesDenied,
    };
  }

  stop(): void {
    this.actor.stop();
  }
}
