// Pure engine: no DOM, no wall clock, no unseeded randomness.
// The retries of one edge: ONE long-lived actor decides for every chain in flight (an actor
// per failed call cost 55–117 µs; a send costs 2–3 µs). A chain is a record the event
// carries and the machine writes (retryChainTypes.ts); the chains being retried are
// reached from the context. Every failed attempt is sent:
//   retryNotAllowed (seed 002's table, retryOnX) → gaveUp nonRetryable
//   attemptsExhausted (maxAttempts)              → gaveUp attemptsExhausted, its outcome
//     maxRetriesExceeded when failAfterMaxAttempts holds (the last failure was a result)
//   else draw the wait (the only random draw, from the edge's stream in context), then
//     deadlineWouldPass → gaveUp deadlineExceeded; budgetExhausted (the budget machine's
//     state) → gaveUp budgetExhausted; else spend a token and schedule the retry → retrying
// The wait is drawn before the deadline and budget are asked because the deadline test
// needs it; those two guards are checked in an action (enqueueActions' check, which runs
// the machine's own guard implementations) so one send decides a failure without a
// transient state. A success or cancel only matters for a chain being retried
// (chainTracked): the facade skips the others, which are most calls.
import { setup, type AnyActor } from 'xstate';
import type { SimClock } from '../../core/simClock';
import type { Outcome } from './outcome';
import type { UniformSource } from './intervalFunctions';
import {
  isLastAttempt,
  isResult,
  isRetryAllowed,
  retryDelayMs,
  type RetryPolicy,
} from './retryPolicy';
import type {
  ChainRecord,
  GaveUpReason,
  RetryBudgetLike,
  RetryEvent,
  RetryMetrics,
} from './retryChainTypes';

export type {
  ChainRecord,
  GaveUpReason,
  RetryBudgetLike,
  RetryChainResult,
  RetryEvent,
  RetryMetrics,
} from './retryChainTypes';

export interface RetryMachineInput {
  /** The policy and budget a chain binds at its first failure. */
  policy: RetryPolicy;
  budget: RetryBudgetLike | undefined;
  /** The edge's jitter stream: every wait is drawn from it, in the machine's action. */
  rng: UniformSource;
  clock: SimClock;
  /** Resilience4j's event stream; nothing is built when unset. */
  onEvent?: ((event: RetryEvent) => void) | undefined;
}

interface RetryMachineContext extends RetryMachineInput {
  /** Chains with a retry scheduled or running: the only ones a success or cancel changes. */
  chains: Set<ChainRecord>;
  /** Counted in place (a context object, like the breaker's window). */
  metrics: Omit<RetryMetrics, 'chainsInFlight'>;
  /** The wait drawn for the failure being decided. */
  pendingDelayMs: number;
}

export type RetryMachineEvent =
  | { type: 'attempt.failed'; chain: ChainRecord; outcome: Outcome }
  | { type: 'attempt.succeeded'; chain: ChainRecord; outcome: Outcome }
  | { type: 'chain.cancelled'; chain: ChainRecord }
  | { type: 'policy.changed'; policy: RetryPolicy; budget: RetryBudgetLike | undefined }
  | { type: 'retry.stopped' };

type Args = { context: RetryMachineContext; event: RetryMachineEvent };

const policyOf = (context: RetryMachineContext, chain: ChainRecord) =>
  chain.policy ?? context.policy;

/** The outcome of the failure event, or undefined for any other event. */
const failedOutcome = (event: RetryMachineEvent): Outcome | undefined =>
  event.type === 'attempt.failed' ? event.outcome : undefined;

const chainOf = (event: RetryMachineEvent): ChainRecord | undefined =>
  'chain' in event ? event.chain : undefined;

function endChain({ context, event }: Args, reason: GaveUpReason | undefined): void {
  const chain = chainOf(event)!;
  context.chains.delete(chain);
  chain.state = reason ? 'gaveUp' : 'succeeded';
  chain.gaveUpReason = reason;
  const { metrics } = context;
  if (!reason) metrics.successfulCallsWithRetryAttempt++;
  else if (chain.attempts > 1) metrics.failedCallsWithRetryAttempt++;
  else metrics.failedCallsWithoutRetryAttempt++;
  const onEvent = context.onEvent;
  if (!onEvent) return;
  const tMs = context.clock.nowMs();
  const { attempts } = chain;
  if (!reason) onEvent({ type: 'SUCCESS', tMs, attempts });
  else if (reason === 'nonRetryable') onEvent({ type: 'IGNORED_ERROR', tMs, attempts });
  else onEvent({ type: 'ERROR', tMs, attempts, reason });
}

const giveUp = (args: Args, params: { reason: GaveUpReason }) => endChain(args, params.reason);

/** Resilience4j's MaxRetriesExceededException, carrying the last answer. */
function failMaxRetries({ event }: Args): void {
  const chain = chainOf(event)!;
  chain.lastOutcome = { kind: 'maxRetriesExceeded', last: failedOutcome(event)! };
}

function spendRetryToken({ context, event }: Args): void {
  (chainOf(event)!.budget ?? context.budget)?.tryAcquireRetryPermission();
}

/**
 * Decides the retry: attempt n+1 starts retryAtMs. The clock starts it then; no event
 * comes back when the wait ends, because nothing can refuse it any more (a cancel clears
 * the timer), so that moment decides nothing. 'retrying' covers the wait and the attempt.
 */
function scheduleBackoff({ context, event }: Args): void {
  const chain = chainOf(event)!;
  const delayMs = context.pendingDelayMs;
  chain.state = 'retrying';
  chain.attempts++;
  chain.retryAtMs = context.clock.nowMs() + delayMs;
  context.chains.add(chain);
  chain.timer = context.clock.setTimeout(() => chain.resume(), delayMs);
  context.onEvent?.({
    type: 'RETRY',
    tMs: context.clock.nowMs(),
    attempts: chain.attempts - 1,
    waitMs: delayMs,
  });
}

const retrySetup = setup({
  types: {
    context: {} as RetryMachineContext,
    events: {} as RetryMachineEvent,
    input: {} as RetryMachineInput,
  },
  guards: {
    /** The policy does not retry this kind of failure (seed 002's table, retryOnX). */
    retryNotAllowed: ({ context, event }) => {
      const outcome = failedOutcome(event);
      return outcome !== undefined && !isRetryAllowed(policyOf(context, chainOf(event)!), outcome);
    },
    /** The failed attempt was the last one maxAttempts allows. */
    attemptsExhausted: ({ context, event }) => {
      const chain = chainOf(event)!;
      return isLastAttempt(policyOf(context, chain), chain.attempts);
    },
    /**
     * The policy's failAfterMaxAttempts, for a failure that is a result (the callee
     * answered): the chain ends in maxRetriesExceeded rather than with that answer.
     */
    failAfterMaxAttempts: ({ context, event }) => {
      const outcome = failedOutcome(event);
      return (
        outcome !== undefined &&
        policyOf(context, chainOf(event)!).failAfterMaxAttempts &&
        isResult(outcome)
      );
    },
    /** The retry, after the wait just drawn, would start at or past the chain's deadline. */
    deadlineWouldPass: ({ context, event }) =>
      context.clock.nowMs() + context.pendingDelayMs >= chainOf(event)!.deadlineAtMs,
    /** A budget is in force and its machine is exhausted. */
    budgetExhausted: ({ context, event }) => {
      const budget = chainOf(event)!.budget ?? context.budget;
      return budget !== undefined && !budget.canRetry();
    },
    /** The machine is retrying this chain: a fresh chain (attempt 1) is not in it yet. */
    chainTracked: ({ context, event }) => {
      const chain = chainOf(event);
      return chain !== undefined && context.chains.has(chain);
    },
  },
  actions: {
    /** Binds the policy and budget at the first failure, and keeps the outcome. */
    recordFailure: ({ context, event }) => {
      const chain = chainOf(event)!;
      chain.policy ??= context.policy;
      chain.budget ??= context.budget;
      chain.lastOutcome = failedOutcome(event);
    },
    failMaxRetries,
    recordSuccess: ({ event }) => {
      if (event.type === 'attempt.succeeded') event.chain.lastOutcome = event.outcome;
    },
    giveUp,
    endSucceeded: (args: Args) => endChain(args, undefined),
    /** The only random draw of a retry: one number from the edge's stream, or none. */
    drawDelay: ({ context, event }) => {
      const chain = chainOf(event)!;
      context.pendingDelayMs = retryDelayMs(
        chain.policy!,
        chain.attempts,
        failedOutcome(event)!,
        context.rng,
        chain.lastDelayMs,
      );
      chain.lastDelayMs = context.pendingDelayMs;
    },
    spendRetryToken,
    scheduleBackoff,
    cancelChain: ({ context, event }) => {
      const chain = chainOf(event)!;
      context.clock.clearTimeout(chain.timer);
      context.chains.delete(chain);
      chain.state = 'cancelled';
    },
    stopAll: ({ context }) => {
      for (const chain of context.chains) {
        context.clock.clearTimeout(chain.timer);
        chain.state = 'cancelled';
      }
      context.chains.clear();
    },
    changePolicy: ({ context, event }) => {
      if (event.type !== 'policy.changed') return;
      context.policy = event.policy;
      context.budget = event.budget;
    },
  },
});

/**
 * The machine's own guard implementations (the ones `provide()` set), for the two actions
 * below that decide between outcomes after a draw. Read from the running actor.
 */
function ownGuards(args: Args): Record<string, (args: Args) => boolean> {
  const self = (args as Args & { self: AnyActor }).self;
  return self.logic.implementations.guards;
}

export const retryChainMachine = retrySetup
  .extend({
    actions: {
      /**
       * With the wait drawn (drawDelay runs first), the deadline and then the budget decide
       * whether it is taken. The guards are checked in the action, as XState's own
       * enqueueActions/check would, rather than on a transient state: the step then changes
       * no state value, so it can run without building a snapshot (fastPath/machineRunner.ts).
       */
      decideBackoff: (args: Args) => {
        const guards = ownGuards(args);
        if (guards.deadlineWouldPass!(args)) giveUp(args, { reason: 'deadlineExceeded' });
        else if (guards.budgetExhausted!(args)) giveUp(args, { reason: 'budgetExhausted' });
        else {
          spendRetryToken(args);
          scheduleBackoff(args);
        }
      },
      /** The last attempt failed: with failAfterMaxAttempts, a result becomes maxRetriesExceeded. */
      endExhausted: (args: Args) => {
        if (ownGuards(args).failAfterMaxAttempts!(args)) failMaxRetries(args);
        giveUp(args, { reason: 'attemptsExhausted' });
      },
    },
  })
  .createMachine({
    id: 'retry',
    context: ({ input }) => ({
      ...input,
      chains: new Set(),
      metrics: {
        successfulCallsWithRetryAttempt: 0,
        failedCallsWithRetryAttempt: 0,
        failedCallsWithoutRetryAttempt: 0,
      },
      pendingDelayMs: 0,
    }),
    on: {
      'policy.changed': { actions: 'changePolicy' },
      'retry.stopped': { actions: 'stopAll' },
      'attempt.failed': [
        {
          guard: 'retryNotAllowed',
          actions: ['recordFailure', { type: 'giveUp', params: { reason: 'nonRetryable' } }],
        },
        { guard: 'attemptsExhausted', actions: ['recordFailure', 'endExhausted'] },
        { actions: ['recordFailure', 'drawDelay', 'decideBackoff'] },
      ],
      // A success ends a chain being retried; a fresh chain's success changes nothing here.
      'attempt.succeeded': {
        guard: 'chainTracked',
        actions: ['recordSuccess', 'endSucceeded'],
      },
      'chain.cancelled': { guard: 'chainTracked', actions: 'cancelChain' },
    },
  });
