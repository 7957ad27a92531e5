// Pure engine: no DOM, no wall clock, no unseeded randomness.
// The life of one retry chain (one logical call and its retries), as a statechart:
//
//   attempting ──succeeded──▶ succeeded
//   attempting ──failed [retryNotAllowed]──▶ gaveUp (nonRetryable)
//   attempting ──failed [attemptsExhausted]──▶ exhausted
//       exhausted ──[failAfterMaxAttempts]──▶ gaveUp (attemptsExhausted, maxRetriesExceeded)
//       exhausted ──▶ gaveUp (attemptsExhausted, the last answer)
//   attempting ──failed / draw the wait──▶ weighingRetry
//       weighingRetry ──[deadlineWouldPass]──▶ gaveUp (deadlineExceeded)
//       weighingRetry ──[budgetExhausted]──▶ gaveUp (budgetExhausted)
//       weighingRetry ──/ spend a token, set the timer──▶ backingOff
//   backingOff ──backoff.elapsed──▶ attempting (the next attempt)
//   attempting, backingOff ──cancelled──▶ cancelled
//
// The wait is drawn (the only random draw, from the edge's stream) before the deadline and
// the budget are asked, because the deadline test needs it: exhausted and weighingRetry decide
// at once, on eventless transitions. A chain's context is its record (retryChainTypes.ts):
// thousands are in flight, so they run on records (fastPath/recordRunner.ts), not actors.
import { setup } from 'xstate';
import type { ScheduledEvent } from '../../core/eventQueue';
import type { Outcome } from './outcome';
import { isLastAttempt, isResult, isRetryAllowed, retryDelayMs } from './retryPolicy';
import type { ChainRecord, GaveUpReason } from './retryChainTypes';

export type {
  ChainRecord,
  GaveUpReason,
  RetryBudgetLike,
  RetryChainResult,
  RetryEdge,
  RetryEvent,
  RetryMetrics,
} from './retryChainTypes';

export type RetryMachineEvent =
  | { type: 'attempt.failed'; outcome: Outcome }
  | { type: 'attempt.succeeded'; outcome: Outcome }
  | { type: 'backoff.elapsed' }
  | { type: 'chain.cancelled' };

/**
 * The chain's record, wrapped: XState copies the context it is given, and the record must stay
 * the one object the facade reads (the copy of the wrapper points at the same record).
 */
export interface ChainContext {
  chain: ChainRecord;
}

type Args = { context: ChainContext; event: RetryMachineEvent };

const policyOf = (chain: ChainRecord) => chain.policy ?? chain.edge.policy;

/** A backoff's timer: one callback for every chain, not a closure each. */
function backoffElapsed(chain: ChainRecord): void {
  // The event running now has left the queue: the chain's next backoff reuses it.
  chain.spentTimer = chain.timer as ScheduledEvent;
  chain.backoffElapsed();
}

function endChain(chain: ChainRecord, reason: GaveUpReason | undefined): void {
  const { edge } = chain;
  edge.inFlight.delete(chain);
  chain.gaveUpReason = reason;
  const { metrics } = edge;
  if (!reason) metrics.successfulCallsWithRetryAttempt++;
  else if (chain.attempts > 1) metrics.failedCallsWithRetryAttempt++;
  else metrics.failedCallsWithoutRetryAttempt++;
  const onEvent = edge.onEvent;
  if (!onEvent) return;
  const tMs = edge.clock.nowMs();
  const { attempts } = chain;
  if (!reason) onEvent({ type: 'SUCCESS', tMs, attempts });
  else if (reason === 'nonRetryable') onEvent({ type: 'IGNORED_ERROR', tMs, attempts });
  else onEvent({ type: 'ERROR', tMs, attempts, reason });
}

const giveUp = (reason: GaveUpReason) => ({ type: 'giveUp', params: { reason } }) as const;

export const retryChainMachine = setup({
  types: {
    context: {} as ChainContext,
    events: {} as RetryMachineEvent,
    input: {} as ChainContext,
  },
  guards: {
    /** The policy does not retry this kind of failure (seed 002's table, retryOnX). */
    retryNotAllowed: ({ context: { chain }, event }: Args) =>
      event.type === 'attempt.failed' && !isRetryAllowed(policyOf(chain), event.outcome),
    /** The failed attempt was the last one maxAttempts allows. */
    attemptsExhausted: ({ context: { chain } }: Args) =>
      isLastAttempt(policyOf(chain), chain.attempts),
    /**
     * The policy's failAfterMaxAttempts, for a failure that is a result (the callee
     * answered): the chain ends in maxRetriesExceeded rather than with that answer.
     */
    failAfterMaxAttempts: ({ context: { chain } }: Args) =>
      policyOf(chain).failAfterMaxAttempts && isResult(chain.lastOutcome!),
    /** The retry, after the wait just drawn, would start at or past the chain's deadline. */
    deadlineWouldPass: ({ context: { chain } }: Args) =>
      chain.edge.clock.nowMs() + chain.lastDelayMs >= chain.deadlineAtMs,
    /** A budget is in force and its machine is exhausted. */
    budgetExhausted: ({ context: { chain } }: Args) => {
      const budget = chain.budget ?? chain.edge.budget;
      return budget !== undefined && !budget.canRetry();
    },
    /** The success ends a chain that was retried (Resilience4j counts and announces those). */
    retried: ({ context: { chain } }: Args) => chain.attempts > 1,
  },
  actions: {
    /** Binds the policy and budget at the first failure, and keeps the outcome. */
    recordFailure: ({ context: { chain }, event }: Args) => {
      chain.policy ??= chain.edge.policy;
      chain.budget ??= chain.edge.budget;
      if (event.type === 'attempt.failed') chain.lastOutcome = event.outcome;
    },
    recordSuccess: ({ context: { chain }, event }: Args) => {
      if (event.type === 'attempt.succeeded') chain.lastOutcome = event.outcome;
    },
    /** Resilience4j's MaxRetriesExceededException, carrying the last answer. */
    failMaxRetries: ({ context: { chain } }: Args) => {
      chain.lastOutcome = { kind: 'maxRetriesExceeded', last: chain.lastOutcome! };
    },
    giveUp: ({ context: { chain } }: Args, params: { reason: GaveUpReason }) =>
      endChain(chain, params.reason),
    endRetriedSuccess: ({ context: { chain } }: Args) => endChain(chain, undefined),
    /** The only random draw of a retry: one number from the edge's stream, or none. */
    drawDelay: ({ context: { chain } }: Args) => {
      chain.lastDelayMs = retryDelayMs(
        chain.policy!,
        chain.attempts,
        chain.lastOutcome!,
        chain.edge.rng,
        chain.lastDelayMs,
      );
    },
    spendRetryToken: ({ context: { chain } }: Args) => {
      (chain.budget ?? chain.edge.budget)?.tryAcquireRetryPermission();
    },
    /** Attempt n+1 starts after the wait: the timer tells the chain (backoff.elapsed). */
    scheduleBackoff: ({ context: { chain } }: Args) => {
      const { clock } = chain.edge;
      const delayMs = chain.lastDelayMs;
      chain.attempts++;
      chain.retryAtMs = clock.nowMs() + delayMs;
      chain.edge.inFlight.add(chain);
      const spent = chain.spentTimer;
      chain.spentTimer = undefined;
      chain.timer =
        spent !== undefined
          ? clock.againWith(spent, chain, delayMs)
          : clock.setTimeoutWith(backoffElapsed, chain, delayMs);
      chain.edge.onEvent?.({
        type: 'RETRY',
        tMs: clock.nowMs(),
        attempts: chain.attempts - 1,
        waitMs: delayMs,
      });
    },
    cancelChain: ({ context: { chain } }: Args) => {
      chain.edge.clock.clearTimeout(chain.timer);
      chain.edge.inFlight.delete(chain);
    },
  },
}).createMachine({
  id: 'retryChain',
  context: ({ input }) => input,
  initial: 'attempting',
  states: {
    attempting: {
      on: {
        'attempt.succeeded': [
          {
            guard: 'retried',
            target: 'succeeded',
            actions: ['recordSuccess', 'endRetriedSuccess'],
          },
          { target: 'succeeded', actions: 'recordSuccess' },
        ],
        'attempt.failed': [
          {
            guard: 'retryNotAllowed',
            target: 'gaveUp',
            actions: ['recordFailure', giveUp('nonRetryable')],
          },
          { guard: 'attemptsExhausted', target: 'exhausted', actions: 'recordFailure' },
          { target: 'weighingRetry', actions: ['recordFailure', 'drawDelay'] },
        ],
        'chain.cancelled': { target: 'cancelled', actions: 'cancelChain' },
      },
    },
    exhausted: {
      always: [
        {
          guard: 'failAfterMaxAttempts',
          target: 'gaveUp',
          actions: ['failMaxRetries', giveUp('attemptsExhausted')],
        },
        { target: 'gaveUp', actions: giveUp('attemptsExhausted') },
      ],
    },
    weighingRetry: {
      always: [
        { guard: 'deadlineWouldPass', target: 'gaveUp', actions: giveUp('deadlineExceeded') },
        { guard: 'budgetExhausted', target: 'gaveUp', actions: giveUp('budgetExhausted') },
        { target: 'backingOff', actions: ['spendRetryToken', 'scheduleBackoff'] },
      ],
    },
    backingOff: {
      on: {
        'backoff.elapsed': { target: 'attempting' },
        'chain.cancelled': { target: 'cancelled', actions: 'cancelChain' },
      },
    },
    succeeded: { type: 'final' },
    gaveUp: { type: 'final' },
    cancelled: { type: 'final' },
  },
});

export type RetryChainMachine = typeof retryChainMachine;
