// Pure engine: no DOM, no wall clock, no unseeded randomness.
// Brooker 2022's retry circuit breaker ("Fixing retries with token buckets and circuit
// breakers"): calls are always sent; every attempt's outcome goes into a window of the last
// `windowSize` attempts, and a failed call is retried only while the window's failure rate
// is not above the threshold. His simulation (mbrooker/simulator_example, retry_sim) retries
// while failures ÷ calls ≤ 0.1, with 3 retries; it counts over the client's whole life, a
// window here keeps the rate recent, as his text says. Every attempt counts, retries
// included: the share of failed attempts is then the service's failure rate whether or not
// retries are flowing, so the breaker measures the service, not itself.
// The window and every decision live in the machine; the facade steps it and reads.
import { createActor, setup, type Actor } from 'xstate';
import type { SimClock } from '../../core/simClock';
import { MachineRunner } from '../fastPath/machineRunner';
import type { RetryBudgetLike } from './retryChainTypes';

export interface RetryBreakerConfig {
  /** Percent: retries stop while more than this share of the window's attempts failed. */
  failureRateThreshold: number;
  /** Attempts the window holds. */
  windowSize: number;
}

export interface RetryBreakerRecord {
  /** Ring of the last attempts: 1 failed, 0 succeeded. */
  ring: Uint8Array;
  /** Where the next outcome is written (the oldest, once the ring is full). */
  next: number;
  /** Outcomes in the ring (up to its length). */
  size: number;
  failures: number;
  thresholdPercent: number;
  retriesPermitted: number;
  retriesDenied: number;
}

export type RetryBreakerEvent =
  { type: 'attempt.succeeded' } | { type: 'attempt.failed' } | { type: 'retry.requested' };

interface Args {
  context: { w: RetryBreakerRecord };
}

function push({ w }: { w: RetryBreakerRecord }, failed: 0 | 1): void {
  w.ring[w.next] = failed;
  w.failures += failed;
  w.size++;
  w.next = (w.next + 1) % w.ring.length;
}

export const retryBreakerMachine = setup({
  types: {
    context: {} as { w: RetryBreakerRecord },
    events: {} as RetryBreakerEvent,
    input: {} as { w: RetryBreakerRecord },
  },
  guards: {
    /** The window holds windowSize attempts: a new one pushes the oldest out. */
    windowFull: ({ context: { w } }: Args) => w.size >= w.ring.length,
    /** Brooker: retry while failures ÷ attempts ≤ threshold (integers: no rounding). */
    rateNotAboveThreshold: ({ context: { w } }: Args) =>
      w.failures * 100 <= w.thresholdPercent * w.size,
  },
  actions: {
    dropOldest: ({ context: { w } }: Args) => {
      w.failures -= w.ring[w.next]!;
      w.size--;
    },
    recordSuccess: ({ context }: Args) => push(context, 0),
    recordFailure: ({ context }: Args) => push(context, 1),
    permitRetry: ({ context: { w } }: Args) => void w.retriesPermitted++,
    denyRetry: ({ context: { w } }: Args) => void w.retriesDenied++,
  },
}).createMachine({
  id: 'retryBreaker',
  context: ({ input }) => input,
  on: {
    'attempt.succeeded': [
      { guard: 'windowFull', actions: ['dropOldest', 'recordSuccess'] },
      { actions: 'recordSuccess' },
    ],
    'attempt.failed': [
      { guard: 'windowFull', actions: ['dropOldest', 'recordFailure'] },
      { actions: 'recordFailure' },
    ],
    'retry.requested': [
      { guard: 'rateNotAboveThreshold', actions: 'permitRetry' },
      { actions: 'denyRetry' },
    ],
  },
});

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
  private readonly rateNotAboveThreshold: (args: Args) => boolean;

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
      a: Args,
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
