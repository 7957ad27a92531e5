// Pure engine: no DOM, no wall clock, no unseeded randomness.
// The engine's handle on retries. RetryChains holds what one edge's chains share (the policy,
// budget and jitter stream new chains bind, the counts); each logical call gets a Chain, the
// record its own statechart (retryChainMachine.ts) runs on. The facade hands the machine every
// outcome, cancel and backoff end through the machine runner for records
// (fastPath/recordRunner.ts) and reads the verdict from the state the record is in.
import type { SimClock } from '../../core/simClock';
import { RecordRunner } from '../fastPath/recordRunner';
import { ChainsInFlight } from './chainsInFlight';
import type { UniformSource } from './intervalFunctions';
import { isSuccess, type Outcome } from './outcome';
import type { RetryPolicy } from './retryPolicy';
import { retryChainMachine, type ChainContext, type RetryMachineEvent } from './retryChainMachine';
import type {
  ChainRecord,
  ChainState,
  GaveUpReason,
  RetryBudgetLike,
  RetryChainResult,
  RetryEdge,
  RetryEvent,
  RetryMetrics,
} from './retryChainTypes';

export interface RetryChain {
  /** Report the outcome of the attempt last started. Ignored once the chain has finished. */
  attemptFinished(outcome: Outcome): void;
  /** Stop retrying without reporting (the caller gave up); clears a pending backoff. */
  cancel(): void;
}

export interface RetryChainsOptions {
  policy: RetryPolicy;
  clock: SimClock;
  rng: UniformSource;
  /** Spent per retry, fed by every successful attempt. */
  budget?: RetryBudgetLike;
  /** The machine to run (default: the standard one); `provide({ guards })` reaches the skips. */
  machine?: typeof retryChainMachine;
  /** Send every event, skipping nothing (the differential tests' reference). */
  reference?: boolean;
  /** Resilience4j's Retry.EventPublisher; nothing is built when unset. */
  onEvent?: (event: RetryEvent) => void;
}

export interface ChainStartOptions {
  /** No attempt starts at or after this simulated time. */
  deadlineAtMs?: number;
  /**
   * Starts attempt n (1-based). Called once synchronously by start (unless
   * firstAttemptOutcome is given), then after each backoff as its own clock event. The chain
   * is passed too, so the engine may report synchronously.
   */
  startAttempt: (attemptNumber: number, chain: RetryChain) => void;
  onFinished: (result: RetryChainResult) => void;
  /** The engine already ran attempt 1 and it ended so: the chain starts from that outcome. */
  firstAttemptOutcome?: Outcome;
}

export type RetryChainOptions = Omit<RetryChainsOptions, 'machine' | 'reference'> &
  ChainStartOptions &
  Pick<RetryChainsOptions, 'machine' | 'reference'>;

/** One edge's retries: what its chains share, and one machine instance per chain. */
export class RetryChains {
  readonly edge: RetryEdge;
  /** Takes each chain's transitions on its record, read from the machine's definition. */
  readonly runner: RecordRunner<Chain, RetryMachineEvent>;
  /**
   * The chain record a first-attempt success runs on: most calls succeed at once, so it is
   * reused, back in the machine's initial state before each use.
   */
  private readonly firstSuccess: Chain;

  constructor(private readonly options: RetryChainsOptions) {
    const { policy, budget, rng, clock, onEvent } = options;
    this.runner = new RecordRunner(options.machine ?? retryChainMachine, options.reference);
    this.edge = {
      policy,
      budget,
      rng,
      clock,
      onEvent,
      metrics: {
        successfulCallsWithRetryAttempt: 0,
        failedCallsWithRetryAttempt: 0,
        failedCallsWithoutRetryAttempt: 0,
      },
      inFlight: new ChainsInFlight(),
    };
    this.firstSuccess = new Chain(this, FIRST_SUCCESS_START);
  }

  /** Starts a chain: attempt 1 at once, or from the outcome attempt 1 already had. */
  start(options: ChainStartOptions): RetryChain {
    const chain = new Chain(this, options);
    if (options.firstAttemptOutcome) chain.attemptFinished(options.firstAttemptOutcome);
    else options.startAttempt(1, chain);
    return chain;
  }

  /**
   * Attempt 1 of a call succeeded: the budget earns its share, and the chain's machine takes
   * the success as any chain's (attempting → succeeded; its `retried` guard says no).
   */
  succeededAtOnce(outcome: Outcome): void {
    const chain = this.firstSuccess;
    chain.reset();
    chain.attemptFinished(outcome);
  }

  /** New chains take these; chains in flight keep what they bound at their first failure. */
  changePolicy(policy: RetryPolicy, budget: RetryBudgetLike | undefined): void {
    this.edge.policy = policy;
    this.edge.budget = budget;
  }

  getMetrics(): RetryMetrics {
    return { ...this.edge.metrics, chainsInFlight: this.edge.inFlight.size };
  }

  /** How many of the chains being retried are in each state (the page's statechart). */
  statesInFlight(): Partial<Record<ChainState, number>> {
    const counts: Partial<Record<ChainState, number>> = {};
    for (const chain of this.edge.inFlight) counts[chain.state] = (counts[chain.state] ?? 0) + 1;
    return counts;
  }

  /** Cancels every chain in flight (their machines clear the pending backoffs). */
  stop(): void {
    for (const chain of [...this.edge.inFlight]) (chain as Chain).cancel();
  }

  get clock(): SimClock {
    return this.options.clock;
  }
}

/** One logical call's chain: the record its machine runs on, and the engine's handle. */
class Chain implements RetryChain, ChainRecord {
  state: ChainState = 'attempting';
  readonly edge: RetryEdge;
  /** The machine's context: the record itself, by reference. */
  readonly context: ChainContext = { chain: this };
  attempts = 1;
  retryAtMs = 0;
  lastDelayMs = 0;
  readonly deadlineAtMs: number;
  policy: RetryPolicy | undefined = undefined;
  budget: RetryBudgetLike | undefined = undefined;
  lastOutcome: Outcome | undefined = undefined;
  gaveUpReason: GaveUpReason | undefined = undefined;
  timer: unknown = undefined;
  inFlightAt = -1;
  /** The chain takes no more outcomes (its result is out, or on its way). */
  private finished = false;
  /** The engine stopped listening: a result on its way is dropped. */
  private cancelled = false;

  constructor(
    private readonly owner: RetryChains,
    private readonly options: ChainStartOptions,
  ) {
    this.edge = owner.edge;
    this.deadlineAtMs = options.deadlineAtMs ?? Infinity;
    owner.runner.start(this);
  }

  /** Back to a fresh chain at attempt 1 (for the reused first-success record). */
  reset(): void {
    this.attempts = 1;
    this.retryAtMs = 0;
    this.lastDelayMs = 0;
    this.policy = undefined;
    this.budget = undefined;
    this.lastOutcome = undefined;
    this.gaveUpReason = undefined;
    this.timer = undefined;
    this.finished = this.cancelled = false;
    this.owner.runner.start(this);
  }

  attemptFinished(outcome: Outcome): void {
    if (this.finished) return;
    const { owner } = this;
    if (isSuccess(outcome)) {
      // The budget decides for itself whether a success changes it (its tokensAtMax).
      (this.budget ?? owner.edge.budget)?.onSuccess();
      owner.runner.send(this, { type: 'attempt.succeeded', outcome });
    } else {
      owner.runner.send(this, { type: 'attempt.failed', outcome });
    }
    if (this.state === 'succeeded' || this.state === 'gaveUp') {
      this.report({
        outcome: this.lastOutcome!,
        attempts: this.attempts,
        ...(this.gaveUpReason ? { gaveUpReason: this.gaveUpReason } : {}),
      });
    }
  }

  cancel(): void {
    if (this.cancelled) return;
    this.finished = this.cancelled = true;
    this.owner.runner.send(this, { type: 'chain.cancelled' });
  }

  /** The machine's timer: the wait is over; the machine moves to attempting, which starts here. */
  backoffElapsed(): void {
    this.owner.runner.send(this, { type: 'backoff.elapsed' });
    if (this.state === 'attempting' && !this.cancelled) {
      this.options.startAttempt(this.attempts, this);
    }
  }

  private report(result: RetryChainResult): void {
    this.finished = true;
    this.options.onFinished(result);
  }
}

const FIRST_SUCCESS_START: ChainStartOptions = { startAttempt: () => {}, onFinished: () => {} };

/** Starts attempt 1 (or takes its outcome) on a chain of its own edge. */
export function createRetryChain(options: RetryChainOptions): RetryChain {
  return new RetryChains(options).start(options);
}
