// Pure engine: no DOM, no wall clock, no unseeded randomness.
// The engine's handle on retries. RetryChains holds what one edge's chains share (the policy,
// budget and jitter stream new chains bind, the counts); each logical call gets a Chain, the
// record its own statechart (retryChainMachine.ts) runs on. The facade hands the machine every
// outcome, cancel and backoff end through the machine runner for records
// (fastPath/recordRunner.ts) and reads the verdict from the state the record is in.
import type { ScheduledEvent } from '../../core/eventQueue';
import type { SimClock } from '../../core/simClock';
import type { StateReading } from '../fastPath/machineDefinition';
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
import { objectList } from '../../core/objectList';

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

/**
 * Who a chain opened with `open` reports to, told the owner it was opened for: one listener
 * serves every chain of its kind, so a chain costs no closures.
 */
export interface ChainListener<TOwner> {
  /** Attempt n (n ≥ 2: after a backoff, as its own clock event) starts now. */
  startAttempt(owner: TOwner, attemptNumber: number, chain: RetryChain): void;
  /** The chain ended (succeeded or gave up): its record goes back to the pool after this. */
  finished(
    owner: TOwner,
    outcome: Outcome,
    attempts: number,
    gaveUpReason: GaveUpReason | undefined,
  ): void;
}

/** One edge's retries: what its chains share, and one machine instance per chain. */
export class RetryChains {
  readonly edge: RetryEdge;
  /** Takes each chain's transitions on its record, read from the machine's definition. */
  readonly runner: RecordRunner<Chain<unknown>, RetryMachineEvent>;
  /**
   * The chain record a first-attempt success runs on: most calls succeed at once, so it is
   * reused, back in the machine's initial state before each use.
   */
  private readonly firstSuccess: Chain<unknown>;
  /**
   * Chains opened with `open` that have ended, for reuse: under a retry storm nearly every call
   * gets a chain. Not in the reference mode, where each record has an actor of its own.
   */
  private readonly spare: Chain<unknown>[] = objectList();

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
    this.firstSuccess = new Chain<unknown>(this, false);
    this.firstSuccess.open(NO_LISTENER, undefined, Infinity);
  }

  /**
   * Starts a chain: attempt 1 at once, or from the outcome attempt 1 already had. The handle
   * stays this chain's for good (a finished chain ignores what it is told).
   */
  start(options: ChainStartOptions): RetryChain {
    const chain = new Chain<ChainStartOptions>(this, false);
    chain.open(OPTIONS_LISTENER, options, options.deadlineAtMs ?? Infinity);
    if (options.firstAttemptOutcome) chain.attemptFinished(options.firstAttemptOutcome);
    else options.startAttempt(1, chain);
    return chain;
  }

  /**
   * A chain at attempt 1 that reports to `listener` about `owner`; tell it attempt 1's outcome.
   * The record is pooled: the handle is the owner's only until `finished` is called or the
   * owner cancels it, and must be dropped then (it will be another call's chain).
   */
  open<TOwner>(listener: ChainListener<TOwner>, owner: TOwner, deadlineAtMs: number): RetryChain {
    const reused = this.spare.pop() as Chain<TOwner> | undefined;
    const chain = reused ?? new Chain<TOwner>(this, !this.reference);
    chain.open(listener, owner, deadlineAtMs);
    return chain;
  }

  /** Every record gets an actor that is sent every event (the differential tests' reference). */
  get reference(): boolean {
    return this.options.reference ?? false;
  }

  /**
   * @internal A pooled chain that has ended and been let go of. One its machine left in the
   * in-flight list (a guard replaced in a test, so no action took it out) stays counted there
   * as it would without the pool, and is not reused.
   */
  recycle(chain: Chain<unknown>): void {
    if (chain.inFlightAt === -1) this.spare.push(chain);
  }

  /**
   * Attempt 1 of a call succeeded: the budget earns its share, and the chain's machine takes
   * the success as any chain's (attempting → succeeded; its `retried` guard says no).
   */
  succeededAtOnce(outcome: Outcome): void {
    const chain = this.firstSuccess;
    chain.open(NO_LISTENER, undefined, Infinity);
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
    for (const chain of [...this.edge.inFlight]) (chain as Chain<unknown>).cancel();
  }

  get clock(): SimClock {
    return this.options.clock;
  }
}

/**
 * One logical call's chain: the record its machine runs on, and the engine's handle. `open`
 * sets every field a chain reads, so a pooled record carries nothing from its last call.
 */
class Chain<TOwner> implements RetryChain, ChainRecord {
  state: ChainState = 'attempting';
  /** The runner's reading of `state` (MachineRecord). */
  stateReading: StateReading | undefined = undefined;
  readonly edge: RetryEdge;
  /** The machine's context: the record itself, by reference. */
  readonly context: ChainContext = { chain: this };
  attempts = 1;
  retryAtMs = 0;
  lastDelayMs = 0;
  deadlineAtMs = Infinity;
  policy: RetryPolicy | undefined = undefined;
  budget: RetryBudgetLike | undefined = undefined;
  lastOutcome: Outcome | undefined = undefined;
  gaveUpReason: GaveUpReason | undefined = undefined;
  timer: unknown = undefined;
  // Kept when the record is reopened: an event that has run belongs to no one else.
  spentTimer: ScheduledEvent | undefined = undefined;
  inFlightAt = -1;
  /** The chain takes no more outcomes (its result is out, or on its way). */
  private finished = false;
  /** The engine stopped listening: a result on its way is dropped. */
  private cancelled = false;
  private listener: ChainListener<TOwner> = NO_LISTENER;
  private owner: TOwner | undefined = undefined;
  // The events this chain hands its machine, made once per record: an event is read only
  // during its step (the machine keeps the outcome, not the event).
  private readonly failed = { type: 'attempt.failed' as const, outcome: SUCCESS_PLACEHOLDER };
  private readonly succeeded = {
    type: 'attempt.succeeded' as const,
    outcome: SUCCESS_PLACEHOLDER,
  };

  constructor(
    private readonly chains: RetryChains,
    /** Goes back to its edge's pool when it ends. */
    private readonly pooled: boolean,
  ) {
    this.edge = chains.edge;
  }

  /** A fresh chain at attempt 1, in the machine's initial state. */
  open(listener: ChainListener<TOwner>, owner: TOwner, deadlineAtMs: number): void {
    // Every chain leaves the in-flight list as it ends (the machine's endChain, cancelChain).
    if (this.inFlightAt !== -1) throw new Error('a retry chain reopened while in flight');
    this.listener = listener;
    this.owner = owner;
    this.deadlineAtMs = deadlineAtMs;
    this.attempts = 1;
    this.retryAtMs = 0;
    this.lastDelayMs = 0;
    this.policy = undefined;
    this.budget = undefined;
    this.lastOutcome = undefined;
    this.gaveUpReason = undefined;
    this.timer = undefined;
    this.finished = this.cancelled = false;
    this.chains.runner.start(this);
  }

  attemptFinished(outcome: Outcome): void {
    if (this.finished) return;
    const { chains } = this;
    if (isSuccess(outcome)) {
      // The budget decides for itself whether a success changes it (its tokensAtMax).
      (this.budget ?? chains.edge.budget)?.onSuccess();
      chains.runner.send(this, this.event(this.succeeded, outcome));
    } else {
      chains.runner.send(this, this.event(this.failed, outcome));
    }
    if (this.state === 'succeeded' || this.state === 'gaveUp') {
      this.finished = true;
      const { listener, owner } = this;
      this.letGo();
      listener.finished(owner as TOwner, this.lastOutcome!, this.attempts, this.gaveUpReason);
      if (this.pooled) this.chains.recycle(this as Chain<unknown>);
    }
  }

  cancel(): void {
    if (this.cancelled) return;
    this.finished = this.cancelled = true;
    this.chains.runner.send(this, CANCELLED);
    this.letGo();
    if (this.pooled) this.chains.recycle(this as Chain<unknown>);
  }

  /** The machine's timer: the wait is over; the machine moves to attempting, which starts here. */
  backoffElapsed(): void {
    this.chains.runner.send(this, BACKOFF_ELAPSED);
    if (this.state === 'attempting' && !this.cancelled) {
      this.listener.startAttempt(this.owner as TOwner, this.attempts, this);
    }
  }

  /** `event` carrying `outcome`; a new one for a reference actor, which may keep what it is sent. */
  private event<E extends { outcome: Outcome }>(event: E, outcome: Outcome): E {
    if (this.chains.reference) return { ...event, outcome };
    event.outcome = outcome;
    return event;
  }

  /** Drops what ties a pooled record to its call, so the pool keeps no request alive. */
  private letGo(): void {
    if (!this.pooled) return;
    this.owner = undefined;
    this.failed.outcome = this.succeeded.outcome = SUCCESS_PLACEHOLDER;
  }
}

/** What an event's outcome holds between steps (never read: each send sets its own). */
const SUCCESS_PLACEHOLDER: Outcome = { kind: 'success' };
const CANCELLED = { type: 'chain.cancelled' } as const;
const BACKOFF_ELAPSED = { type: 'backoff.elapsed' } as const;

/** The reused first-success record's listener: the retry layer answers that call itself. */
const NO_LISTENER: ChainListener<never> = { startAttempt: () => {}, finished: () => {} };

/** A chain started with `start(options)` reports to the callbacks in its options. */
const OPTIONS_LISTENER: ChainListener<ChainStartOptions> = {
  startAttempt: (options, attemptNumber, chain) => options.startAttempt(attemptNumber, chain),
  finished: (options, outcome, attempts, gaveUpReason) =>
    options.onFinished({ outcome, attempts, ...(gaveUpReason ? { gaveUpReason } : {}) }),
};

/** Starts attempt 1 (or takes its outcome) on a chain of its own edge. */
export function createRetryChain(options: RetryChainOptions): RetryChain {
  return new RetryChains(options).start(options);
}
