// Pure engine: no DOM, no wall clock, no Math.random.
// The caller's side of one edge (caller → callee): breaker, bulkhead, retry chain,
// per-attempt timeout, overall deadline and fallback, in the scenario's layer order.
import type { RandomStream } from '../core/random';
import type { SimClock } from '../core/simClock';
import type { Bulkhead } from '../machines/bulkhead';
import { SUCCESS, type Outcome } from '../machines/retry';
import type { CallPolicy } from '../scenario';
import { sendAttempt, type AttemptHandle } from './attempt';
import { EdgeCounters } from './counters';
import type { EdgePolicies } from './edgePolicies';
import { TIMEOUT, classifyForBreaker, isFailure } from './outcomes';
import { startRetries, type RetryRun } from './retryRun';
import type { ServiceRuntime } from './serviceRuntime';
import type { EngineContext } from './engineContext';

/** Seed 000: BULKHEAD_FULL carries retry_after of 1 to 10 s with jitter. */
const BULKHEAD_RETRY_AFTER_MIN_MS = 1_000;
const BULKHEAD_RETRY_AFTER_MAX_MS = 10_000;

export interface CallHandle {
  /** The caller is gone (its own work was cancelled): give up, release what is held. */
  abort(): void;
}

export interface CallTarget {
  route: string;
  optional: boolean;
}

export class EdgeRuntime {
  readonly counters = new EdgeCounters();

  constructor(
    readonly key: string,
    readonly callee: ServiceRuntime,
    readonly policies: EdgePolicies,
    private readonly ctx: EngineContext,
    private readonly jitterRng: RandomStream,
  ) {}

  get policy(): CallPolicy {
    return this.policies.policy;
  }

  get clock(): SimClock {
    return this.ctx.clock;
  }

  /** One logical call: done() gets the final outcome, a fallback counting as success. */
  call(
    target: CallTarget,
    pool: Bulkhead | undefined,
    done: (outcome: Outcome) => void,
  ): CallHandle {
    const { breaker, bulkhead } = this.policies;
    const policy = this.policy;
    const counters = this.counters;
    const startMs = this.clock.nowMs();
    counters.calls++;

    let over = false;
    let retries: RetryRun | undefined;
    let holdsBreakerPermit = false;
    let holdsBulkheadSlot = false;
    let bulkheadWait: { cancel(): void } | undefined;
    let deadlineTimer: unknown;

    const release = () => {
      if (bulkheadWait) bulkheadWait.cancel();
      if (holdsBulkheadSlot) bulkhead?.onComplete();
      if (holdsBreakerPermit) breaker?.releasePermission();
      holdsBulkheadSlot = holdsBreakerPermit = false;
      bulkheadWait = undefined;
      if (deadlineTimer !== undefined) this.clock.clearTimeout(deadlineTimer);
    };
    const finish = (outcome: Outcome) => {
      if (over) return;
      over = true;
      release();
      if (isFailure(outcome)) {
        counters.failures++;
        if (target.optional) {
          counters.fallbacks++;
          return done(SUCCESS);
        }
      }
      done(outcome);
    };
    const handle: CallHandle = {
      abort: () => {
        if (over) return;
        over = true;
        retries?.cancel();
        release();
      },
    };

    // One attempt, with the inner layers the order puts inside the retry.
    const attempt = (
      attemptNumber: number,
      report: (o: Outcome) => void,
    ): AttemptHandle | undefined => {
      counters.attempts++;
      if (attemptNumber > 1) counters.retries++;
      if (policy.layerOrder === 'breaker-bulkhead-retry') {
        return sendAttempt(this, target.route, pool, report);
      }
      // retry → breaker → bulkhead → call: every attempt passes the breaker and takes a slot.
      if (breaker && !breaker.tryAcquirePermission()) {
        counters.rejectedByBreaker++;
        report({ kind: 'circuitOpen', retryAfterMs: breaker.remainingOpenMs() });
        return undefined;
      }
      const send = (): AttemptHandle => {
        const attemptStartMs = this.clock.nowMs();
        let held = true;
        const wire = sendAttempt(this, target.route, pool, (outcome) => {
          held = false;
          bulkhead?.onComplete();
          if (breaker) this.record(outcome, this.clock.nowMs() - attemptStartMs);
          report(outcome);
        });
        return {
          abort: () => {
            wire.abort();
            // Given up from outside (deadline, cancellation): hand back what it holds.
            if (held) {
              held = false;
              bulkhead?.onComplete();
              breaker?.releasePermission();
            }
          },
        };
      };
      if (!bulkhead) return send();
      // Each attempt takes its own slot, waiting up to maxWaitDurationMs for one.
      let inner: AttemptHandle | undefined;
      let waiting = true;
      const wait = bulkhead.acquirePermission(
        () => {
          waiting = false;
          inner = send();
        },
        () => {
          waiting = false;
          counters.rejectedByBulkhead++;
          breaker?.releasePermission();
          report(this.bulkheadFull());
        },
      );
      return {
        abort: () => {
          if (waiting) {
            wait.cancel();
            breaker?.releasePermission();
          } else inner?.abort();
        },
      };
    };

    const runRetries = () => {
      retries = startRetries(this.policies, this.ctx, this.jitterRng, attempt, (outcome) => {
        if (policy.layerOrder === 'breaker-bulkhead-retry' && holdsBreakerPermit) {
          holdsBreakerPermit = false;
          this.record(outcome, this.clock.nowMs() - startMs);
        }
        finish(outcome);
      });
    };

    if (policy.deadlineMs !== undefined) {
      deadlineTimer = this.clock.setTimeout(() => {
        deadlineTimer = undefined;
        counters.timeouts++;
        retries?.cancel();
        finish(TIMEOUT);
      }, policy.deadlineMs);
    }

    if (policy.layerOrder === 'breaker-bulkhead-retry') {
      // The seed's order: the breaker sees only the final result; one slot covers all attempts.
      if (breaker) {
        if (!breaker.tryAcquirePermission()) {
          counters.rejectedByBreaker++;
          finish({ kind: 'circuitOpen', retryAfterMs: breaker.remainingOpenMs() });
          return handle;
        }
        holdsBreakerPermit = true;
      }
      if (bulkhead) {
        const wait = bulkhead.acquirePermission(
          () => {
            bulkheadWait = undefined;
            holdsBulkheadSlot = true;
            if (!over) runRetries();
          },
          () => {
            bulkheadWait = undefined;
            counters.rejectedByBulkhead++;
            finish(this.bulkheadFull());
          },
        );
        if (!holdsBulkheadSlot && !over) bulkheadWait = wait;
        return handle;
      }
    }
    runRetries();
    return handle;
  }

  private bulkheadFull(): Outcome {
    return {
      kind: 'bulkheadFull',
      retryAfterMs: this.jitterRng.uniform(
        BULKHEAD_RETRY_AFTER_MIN_MS,
        BULKHEAD_RETRY_AFTER_MAX_MS,
      ),
    };
  }

  private record(outcome: Outcome, durationMs: number): void {
    const breaker = this.policies.breaker;
    if (!breaker) return;
    breaker.onResult(classifyForBreaker(outcome, this.ctx.classification()), durationMs);
  }
}
