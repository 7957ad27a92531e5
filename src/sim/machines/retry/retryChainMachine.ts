// Pure engine: no DOM, no wall clock, no unseeded randomness.
// One logical call's retry chain, as a diagram:
//   attempting → succeeded | waiting (backoff on the simulated clock) → attempting | gaveUp
// The facade (retryChain.ts) computes the policy's decision (the only random draw) and
// sends it with the failure; guards then apply the deadline and the budget.
import { assign, setup } from 'xstate';
import type { SimClock } from '../../core/simClock';
import type { Outcome } from './outcome';
import type { RetryDecision } from './retryPolicy';

export type GaveUpReason =
  'nonRetryable' | 'attemptsExhausted' | 'budgetExhausted' | 'deadlineExceeded';

export interface RetryChainResult {
  /** The last attempt's outcome. */
  outcome: Outcome;
  /** Attempts made, the first call included. */
  attempts: number;
  gaveUpReason?: GaveUpReason;
}

/** What the chain needs of a retry budget (RetryBudget satisfies it). */
export interface RetryBudgetLike {
  canRetry(): boolean;
  tryAcquireRetryPermission(): boolean;
  onSuccess(): void;
}

export interface RetryChainInput {
  clock: SimClock;
  budget: RetryBudgetLike | undefined;
  /** Absolute simulated time after which no attempt may start (Infinity: none). */
  deadlineAtMs: number;
  /** Attempts already made when the actor is created (the facade runs the first one alone). */
  attempts: number;
  startAttempt: (attemptNumber: number) => void;
  onFinished: (result: RetryChainResult) => void;
}

interface RetryChainContext extends RetryChainInput {
  lastOutcome: Outcome;
  delayMs: number;
  gaveUpReason: GaveUpReason | undefined;
}

export type RetryChainEvent =
  | { type: 'attempt.succeeded'; outcome: Outcome }
  | { type: 'attempt.failed'; outcome: Outcome; decision: RetryDecision }
  | { type: 'chain.cancelled' };

/** True when a retry after `delayMs` would start at or past the deadline. */
export function wouldPassDeadline(nowMs: number, delayMs: number, deadlineAtMs: number): boolean {
  return nowMs + delayMs >= deadlineAtMs;
}

/** True when a budget is in force and cannot pay for a retry. */
export function isBudgetExhausted(budget: RetryBudgetLike | undefined): boolean {
  return budget !== undefined && !budget.canRetry();
}

export const retryChainMachine = setup({
  types: {
    context: {} as RetryChainContext,
    events: {} as RetryChainEvent,
    input: {} as RetryChainInput,
  },
  guards: {
    retryNotAllowed: ({ event }) => event.type === 'attempt.failed' && !event.decision.retry,
    deadlineWouldPass: ({ context, event }) =>
      event.type === 'attempt.failed' &&
      event.decision.retry &&
      wouldPassDeadline(context.clock.nowMs(), event.decision.delayMs, context.deadlineAtMs),
    budgetExhausted: ({ context }) => isBudgetExhausted(context.budget),
  },
  actions: {
    recordOutcome: assign({
      lastOutcome: ({ event, context }) =>
        'outcome' in event ? event.outcome : context.lastOutcome,
    }),
    recordPolicyGiveUp: assign({
      gaveUpReason: ({ event }) =>
        event.type === 'attempt.failed' &&
        !event.decision.retry &&
        event.decision.reason !== 'succeeded'
          ? event.decision.reason
          : 'nonRetryable',
    }),
    giveUp: assign((_, params: { reason: GaveUpReason }) => ({ gaveUpReason: params.reason })),
    spendRetryToken: ({ context }) => {
      context.budget?.tryAcquireRetryPermission();
    },
    scheduleBackoff: assign({
      delayMs: ({ event }) =>
        event.type === 'attempt.failed' && event.decision.retry ? event.decision.delayMs : 0,
    }),
    startNextAttempt: assign({ attempts: ({ context }) => context.attempts + 1 }),
    callStartAttempt: ({ context }) => context.startAttempt(context.attempts),
    reportFinished: ({ context }) =>
      context.onFinished({
        outcome: context.lastOutcome,
        attempts: context.attempts,
        ...(context.gaveUpReason ? { gaveUpReason: context.gaveUpReason } : {}),
      }),
  },
  delays: {
    backoff: ({ context }) => context.delayMs,
  },
}).createMachine({
  id: 'retryChain',
  context: ({ input }) => ({
    ...input,
    lastOutcome: { kind: 'success' },
    delayMs: 0,
    gaveUpReason: undefined,
  }),
  initial: 'attempting',
  states: {
    attempting: {
      on: {
        'attempt.succeeded': { target: 'succeeded', actions: 'recordOutcome' },
        'attempt.failed': [
          {
            guard: 'retryNotAllowed',
            target: 'gaveUp',
            actions: ['recordOutcome', 'recordPolicyGiveUp'],
          },
          {
            guard: 'deadlineWouldPass',
            target: 'gaveUp',
            actions: ['recordOutcome', { type: 'giveUp', params: { reason: 'deadlineExceeded' } }],
          },
          {
            guard: 'budgetExhausted',
            target: 'gaveUp',
            actions: ['recordOutcome', { type: 'giveUp', params: { reason: 'budgetExhausted' } }],
          },
          { target: 'waiting', actions: ['recordOutcome', 'spendRetryToken', 'scheduleBackoff'] },
        ],
        'chain.cancelled': 'cancelled',
      },
    },
    waiting: {
      after: {
        backoff: { target: 'attempting', actions: ['startNextAttempt', 'callStartAttempt'] },
      },
      on: { 'chain.cancelled': 'cancelled' },
    },
    succeeded: { type: 'final', entry: 'reportFinished' },
    gaveUp: { type: 'final', entry: 'reportFinished' },
    // The caller stopped waiting (its own timeout or deadline): nobody to report to.
    cancelled: { type: 'final' },
  },
});
