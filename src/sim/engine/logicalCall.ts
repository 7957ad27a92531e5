// Pure engine: no DOM, no wall clock, no unseeded randomness.
// One logical call on an edge: breaker, bulkhead, retry chain, per-attempt timeout,
// overall deadline and fallback, in the scenario's layer order.
//   breaker-bulkhead-retry (seed 000): the breaker sees only the final result, one
//     bulkhead slot covers all attempts, an open breaker stops retries before they start.
//   retry-breaker-bulkhead (Resilience4j's default): every attempt passes the breaker
//     and takes its own slot.
import type { ScheduledEvent } from '../core/eventQueue';
import type { WaitHandle } from '../machines/bulkhead';
import {
  createRetryChain,
  isSuccess,
  SUCCESS,
  type Outcome,
  type RetryChain,
} from '../machines/retry';
import { Attempt, type AttemptListener } from './attempt';
import type { EdgeRuntime } from './edgeRuntime';
import { DEADLINE, classifyForBreaker, isFailure } from './outcomes';

/** Seed 000: BULKHEAD_FULL carries retry_after of 1 to 10 s with jitter. */
const BULKHEAD_RETRY_AFTER_MIN_MS = 1_000;
const BULKHEAD_RETRY_AFTER_MAX_MS = 10_000;

export interface CallHandle {
  /** The caller is gone (its own work was cancelled): give up, release what is held. */
  abort(): void;
}

/** Who waits for a logical call: a plan stage, or a client. */
export interface CallListener {
  callEnded(outcome: Outcome, call: LogicalCall): void;
}

export class LogicalCall implements CallHandle, AttemptListener {
  readonly startMs: number;
  private over = false;
  private readonly outerOrder: boolean;
  /** Outer layers (seed's order): the breaker permit and slot held for the whole call. */
  private holdsBreakerPermit = false;
  private holdsCallSlot = false;
  /** Inner layers (Resilience4j's order): what the current attempt holds. */
  private holdsAttemptPermit = false;
  private holdsAttemptSlot = false;
  private slotWait: WaitHandle | undefined = undefined;
  private attempt: Attempt | undefined = undefined;
  private attemptStartMs = 0;
  private chain: RetryChain | undefined = undefined;
  private deadline: ScheduledEvent | undefined = undefined;

  constructor(
    private readonly edge: EdgeRuntime,
    private readonly route: string,
    private readonly optional: boolean,
    private readonly listener: CallListener,
  ) {
    this.startMs = edge.clock.nowMs();
    this.outerOrder = edge.policy.layerOrder === 'breaker-bulkhead-retry';
  }

  start(): this {
    const { edge } = this;
    edge.counters.calls++;
    const deadlineMs = edge.policy.deadlineMs;
    if (deadlineMs !== undefined)
      this.deadline = edge.clock.setTimeout(() => this.deadlinePassed(), deadlineMs);
    if (!this.outerOrder) {
      this.startAttempt(1);
      return this;
    }
    const { breaker, bulkhead } = edge.policies;
    if (breaker) {
      if (!breaker.tryAcquirePermission()) {
        edge.counters.rejectedByBreaker++;
        this.finish({ kind: 'circuitOpen', retryAfterMs: breaker.remainingOpenMs() });
        return this;
      }
      this.holdsBreakerPermit = true;
    }
    if (!bulkhead || bulkhead.tryAcquirePermission()) {
      this.holdsCallSlot = bulkhead !== undefined;
      this.startAttempt(1);
      return this;
    }
    const wait = bulkhead.acquirePermission(
      () => {
        this.slotWait = undefined;
        this.holdsCallSlot = true;
        if (!this.over) this.startAttempt(1);
      },
      () => this.rejectedByBulkhead(),
    );
    if (!this.holdsCallSlot && !this.over) this.slotWait = wait;
    return this;
  }

  abort(): void {
    if (this.over) return;
    this.over = true;
    this.chain?.cancel();
    this.attempt?.abort();
    this.release();
  }

  /** From the Attempt: the wire answered, timed out or failed to connect. */
  attemptEnded(outcome: Outcome): void {
    this.attempt = undefined;
    if (!this.outerOrder) {
      if (this.holdsAttemptSlot) this.edge.policies.bulkhead?.onComplete();
      this.holdsAttemptSlot = false;
      if (this.holdsAttemptPermit) {
        this.holdsAttemptPermit = false;
        this.record(outcome, this.edge.clock.nowMs() - this.attemptStartMs);
      }
    }
    this.afterAttempt(outcome);
  }

  private startAttempt(attemptNumber: number): void {
    if (this.over) return;
    const { edge } = this;
    edge.counters.attempts++;
    if (attemptNumber > 1) edge.counters.retries++;
    if (this.outerOrder) return this.sendAttempt();
    const { breaker, bulkhead } = edge.policies;
    if (breaker) {
      if (!breaker.tryAcquirePermission()) {
        edge.counters.rejectedByBreaker++;
        return this.afterAttempt({ kind: 'circuitOpen', retryAfterMs: breaker.remainingOpenMs() });
      }
      this.holdsAttemptPermit = true;
    }
    if (!bulkhead || bulkhead.tryAcquirePermission()) {
      this.holdsAttemptSlot = bulkhead !== undefined;
      return this.sendAttempt();
    }
    // Each attempt takes its own slot, waiting up to maxWaitDurationMs for one.
    const wait = bulkhead.acquirePermission(
      () => {
        this.slotWait = undefined;
        this.holdsAttemptSlot = true;
        if (!this.over) this.sendAttempt();
      },
      () => {
        this.slotWait = undefined;
        edge.counters.rejectedByBulkhead++;
        this.releaseAttemptPermit();
        this.afterAttempt(this.bulkheadFull());
      },
    );
    if (!this.holdsAttemptSlot && !this.over) this.slotWait = wait;
  }

  private sendAttempt(): void {
    this.attemptStartMs = this.edge.clock.nowMs();
    this.attempt = new Attempt(this.edge, this.route, this.edge.caller?.connectionPool, this);
    this.attempt.start();
  }

  /** The retry layer reads the attempt's outcome. Attempt 1 runs without a chain. */
  private afterAttempt(outcome: Outcome): void {
    if (this.over) return;
    if (this.chain) return this.chain.attemptFinished(outcome);
    const policies = this.edge.policies;
    if (!policies.policy.retry.enabled) return this.chainEnded(outcome);
    if (isSuccess(outcome)) {
      policies.budget?.onSuccess();
      return this.chainEnded(outcome);
    }
    let ended = false;
    const chain = createRetryChain({
      policy: policies.chainPolicy(),
      clock: this.edge.clock,
      rng: this.edge.jitterRng,
      budget: policies.budget,
      firstAttemptOutcome: outcome,
      startAttempt: (attemptNumber) => this.startAttempt(attemptNumber),
      onFinished: (result) => {
        ended = true;
        this.chain = undefined;
        this.chainEnded(result.outcome);
      },
    });
    if (!ended) this.chain = chain;
  }

  private chainEnded(outcome: Outcome): void {
    if (this.outerOrder && this.holdsBreakerPermit) {
      this.holdsBreakerPermit = false;
      this.record(outcome, this.edge.clock.nowMs() - this.startMs);
    }
    this.finish(outcome);
  }

  private deadlinePassed(): void {
    this.deadline = undefined;
    if (this.over) return;
    this.edge.counters.deadlines++;
    this.chain?.cancel();
    this.chain = undefined;
    this.attempt?.abort();
    this.attempt = undefined;
    this.finish(DEADLINE);
  }

  private rejectedByBulkhead(): void {
    this.slotWait = undefined;
    this.edge.counters.rejectedByBulkhead++;
    this.finish(this.bulkheadFull());
  }

  private finish(outcome: Outcome): void {
    if (this.over) return;
    this.over = true;
    this.release();
    const counters = this.edge.counters;
    if (isFailure(outcome)) {
      counters.failures++;
      if (this.optional) {
        counters.fallbacks++;
        return this.listener.callEnded(SUCCESS, this);
      }
    }
    this.listener.callEnded(outcome, this);
  }

  /** Hands back whatever is still held (a call that ended early, or was aborted). */
  private release(): void {
    const { breaker, bulkhead } = this.edge.policies;
    this.slotWait?.cancel();
    this.slotWait = undefined;
    if (this.holdsCallSlot || this.holdsAttemptSlot) bulkhead?.onComplete();
    this.holdsCallSlot = this.holdsAttemptSlot = false;
    if (this.holdsBreakerPermit) breaker?.releasePermission();
    this.holdsBreakerPermit = false;
    this.releaseAttemptPermit();
    if (this.deadline !== undefined) this.edge.clock.clearTimeout(this.deadline);
    this.deadline = undefined;
  }

  private releaseAttemptPermit(): void {
    if (this.holdsAttemptPermit) this.edge.policies.breaker?.releasePermission();
    this.holdsAttemptPermit = false;
  }

  private bulkheadFull(): Outcome {
    return {
      kind: 'bulkheadFull',
      retryAfterMs: this.edge.jitterRng.uniform(
        BULKHEAD_RETRY_AFTER_MIN_MS,
        BULKHEAD_RETRY_AFTER_MAX_MS,
      ),
    };
  }

  private record(outcome: Outcome, durationMs: number): void {
    const breaker = this.edge.policies.breaker;
    if (!breaker) return;
    breaker.onResult(classifyForBreaker(outcome, this.edge.classification()), durationMs);
  }
}
