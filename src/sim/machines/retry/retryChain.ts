// Pure engine: no DOM, no wall clock, no unseeded randomness.
// The engine's handle on retries. RetryChains wraps one edge's long-lived retry actor
// (retryChainMachine); each logical call gets a RetryChain, a small record the machine
// decides for. The facade sends every failure, reads the verdict the machine wrote into
// the record; the machine runner (fastPath/machineRunner.ts) skips the sends the machine's
// chainTracked guard shows to be no-ops and steps the rest without a snapshot.
import { createActor, type Actor } from 'xstate';
import type { SimClock } from '../../core/simClock';
import { MachineRunner } from '../fastPath/machineRunner';
import type { UniformSource } from './intervalFunctions';
import { isSuccess, type Outcome } from './outcome';
import type { RetryPolicy } from './retryPolicy';
import { retryChainMachine, type RetryMachineEvent } from './retryChainMachine';
import type {
  ChainRecord,
  ChainState,
  GaveUpReason,
  RetryBudgetLike,
  RetryChainResult,
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

/** One edge's retries: one actor for all of its chains. */
export class RetryChains {
  readonly actor: Actor<typeof retryChainMachine>;
  /** Skips, direct steps and sends, read from the machine's definition. */
  private readonly runner: MachineRunner<RetryMachineEvent>;
  /**
   * The chain record a first-attempt success is asked about: never retried, so the
   * machine's chainTracked says no and the runner sends nothing. Reused (most calls succeed
   * at once); reset before each use, since a machine built with other guards may write it.
   */
  private readonly firstSuccess: Chain;

  constructor(private readonly options: RetryChainsOptions) {
    const machine = options.machine ?? retryChainMachine;
    const { policy, budget, rng, clock, onEvent } = options;
    this.actor = createActor(machine, {
      clock,
      input: { policy, budget, rng, clock, onEvent },
    }).start();
    this.runner = new MachineRunner(this.actor, options.reference ?? false);
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
   * Attempt 1 of a call succeeded: the budget earns its share, and the machine is asked, as
   * for any success (its chainTracked guard: a chain that never failed is not tracked).
   */
  succeededAtOnce(outcome: Outcome): void {
    const chain = this.firstSuccess;
    chain.reset();
    chain.attemptFinished(outcome);
  }

  /** New chains take these; chains in flight keep what they bound at their first failure. */
  changePolicy(policy: RetryPolicy, budget: RetryBudgetLike | undefined): void {
    this.runner.send({ type: 'policy.changed', policy, budget });
  }

  getMetrics(): RetryMetrics {
    const { metrics, chains } = this.actor.getSnapshot().context;
    return { ...metrics, chainsInFlight: chains.size };
  }

  /** Clears every pending backoff, then stops the actor. */
  stop(): void {
    this.runner.send({ type: 'retry.stopped' });
    this.actor.stop();
  }

  /** Hands the machine an event about one of its chains. */
  send(event: RetryMachineEvent): void {
    this.runner.send(event);
  }

  get context() {
    return this.actor.getSnapshot().context;
  }

  get clock(): SimClock {
    return this.options.clock;
  }
}

/** One logical call's chain: the record the machine writes, and the engine's handle. */
class Chain implements RetryChain, ChainRecord {
  state: ChainState = 'attempting';
  attempts = 1;
  retryAtMs = 0;
  lastDelayMs = 0;
  readonly deadlineAtMs: number;
  policy: RetryPolicy | undefined = undefined;
  budget: RetryBudgetLike | undefined = undefined;
  lastOutcome: Outcome | undefined = undefined;
  gaveUpReason: GaveUpReason | undefined = undefined;
  timer: unknown = undefined;
  /** The chain takes no more outcomes (its result is out, or on its way). */
  private finished = false;
  /** The engine stopped listening: a result on its way is dropped. */
  private cancelled = false;

  constructor(
    private readonly owner: RetryChains,
    private readonly options: ChainStartOptions,
  ) {
    this.deadlineAtMs = options.deadlineAtMs ?? Infinity;
  }

  /** Back to a fresh chain at attempt 1 (for the reused first-success record). */
  reset(): void {
    this.state = 'attempting';
    this.attempts = 1;
    this.retryAtMs = 0;
    this.lastDelayMs = 0;
    this.policy = undefined;
    this.budget = undefined;
    this.lastOutcome = undefined;
    this.gaveUpReason = undefined;
    this.timer = undefined;
    this.finished = this.cancelled = false;
  }

  attemptFinished(outcome: Outcome): void {
    if (this.finished) return;
    const { owner } = this;
    if (isSuccess(outcome)) {
      // The budget decides for itself whether a success changes it (its tokensAtMax).
      (this.budget ?? owner.context.budget)?.onSuccess();
      owner.send({ type: 'attempt.succeeded', chain: this, outcome });
      // A success is never retried: a chain the machine did not hold ends here, with it.
      if (this.state === 'attempting') return this.report({ outcome, attempts: this.attempts });
    } else {
      owner.send({ type: 'attempt.failed', chain: this, outcome });
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
    this.owner.send({ type: 'chain.cancelled', chain: this });
  }

  resume(): void {
    if (!this.cancelled) this.options.startAttempt(this.attempts, this);
  }

  private report(result: RetryChainResult): void {
    this.finished = true;
    this.options.onFinished(result);
  }
}

const FIRST_SUCCESS_START: ChainStartOptions = { startAttempt: () => {}, onFinished: () => {} };

/** Starts attempt 1 (or takes its outcome) on a chain with its own one-chain actor. */
export function createRetryChain(options: RetryChainOptions): RetryChain {
  return new RetryChains(options).start(options);
}
