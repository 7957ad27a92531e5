// Pure engine: no DOM, no wall clock, no unseeded randomness.
// gRPC's retry throttling (proposal A6): a token count starts at maxTokens; each failed
// attempt takes 1 token (not below 0), each success gives tokenRatio back (not above
// maxTokens); a retry is allowed only while the count is above maxTokens / 2. Retries
// spend nothing themselves: the failures they answer already did. Tokens are counted in
// thousandths, as gRPC does (tokenRatio keeps three decimals).
// The tokens and every decision live in the machine; the facade steps it and reads.
import { createActor, setup, type Actor } from 'xstate';
import type { SimClock } from '../../core/simClock';
import { MachineRunner } from '../fastPath/machineRunner';
import type { RetryBudgetLike } from './retryChainTypes';

const MILLI = 1_000;

export interface GrpcThrottleRecord {
  tokensMilli: number;
  maxMilli: number;
  ratioMilli: number;
  retriesPermitted: number;
  retriesDenied: number;
}

export type GrpcThrottleEvent =
  { type: 'attempt.succeeded' } | { type: 'attempt.failed' } | { type: 'retry.requested' };

interface Args {
  context: { t: GrpcThrottleRecord };
}

export const grpcThrottleMachine = setup({
  types: {
    context: {} as { t: GrpcThrottleRecord },
    events: {} as GrpcThrottleEvent,
    input: {} as { t: GrpcThrottleRecord },
  },
  guards: {
    /** A success's tokenRatio fits under maxTokens. */
    roomForRatio: ({ context: { t } }: Args) => t.tokensMilli + t.ratioMilli <= t.maxMilli,
    /** A whole token is there for a failure to take. */
    tokenLeft: ({ context: { t } }: Args) => t.tokensMilli >= MILLI,
    /** A6: retries only while the count is above half of maxTokens. */
    aboveThreshold: ({ context: { t } }: Args) => t.tokensMilli * 2 > t.maxMilli,
  },
  actions: {
    addRatio: ({ context: { t } }: Args) => void (t.tokensMilli += t.ratioMilli),
    fill: ({ context: { t } }: Args) => void (t.tokensMilli = t.maxMilli),
    takeToken: ({ context: { t } }: Args) => void (t.tokensMilli -= MILLI),
    empty: ({ context: { t } }: Args) => void (t.tokensMilli = 0),
    permitRetry: ({ context: { t } }: Args) => void t.retriesPermitted++,
    denyRetry: ({ context: { t } }: Args) => void t.retriesDenied++,
  },
}).createMachine({
  id: 'grpcRetryThrottle',
  context: ({ input }) => input,
  on: {
    'attempt.succeeded': [{ guard: 'roomForRatio', actions: 'addRatio' }, { actions: 'fill' }],
    'attempt.failed': [{ guard: 'tokenLeft', actions: 'takeToken' }, { actions: 'empty' }],
    'retry.requested': [
      { guard: 'aboveThreshold', actions: 'permitRetry' },
      { actions: 'denyRetry' },
    ],
  },
});

export interface GrpcThrottleConfig {
  maxTokens: number;
  tokenRatio: number;
}

export interface GrpcThrottleOptions {
  machine?: typeof grpcThrottleMachine;
  reference?: boolean;
}

const SUCCEEDED: GrpcThrottleEvent = { type: 'attempt.succeeded' };
const FAILED: GrpcThrottleEvent = { type: 'attempt.failed' };
const RETRY: GrpcThrottleEvent = { type: 'retry.requested' };

export class GrpcRetryThrottle implements RetryBudgetLike {
  private readonly actor: Actor<typeof grpcThrottleMachine>;
  private readonly t: GrpcThrottleRecord;
  private readonly steps: MachineRunner<GrpcThrottleEvent>;
  private readonly aboveThreshold: (args: Args) => boolean;

  constructor(config: GrpcThrottleConfig, clock: SimClock, options: GrpcThrottleOptions = {}) {
    const maxMilli = Math.round(config.maxTokens * MILLI);
    this.t = {
      tokensMilli: maxMilli,
      maxMilli,
      ratioMilli: Math.round(config.tokenRatio * MILLI),
      retriesPermitted: 0,
      retriesDenied: 0,
    };
    const machine = options.machine ?? grpcThrottleMachine;
    this.aboveThreshold = machine.implementations.guards.aboveThreshold as (a: Args) => boolean;
    this.actor = createActor(machine, { clock, input: { t: this.t } }).start();
    this.steps = new MachineRunner(this.actor, options.reference ?? false);
  }

  get tokens(): number {
    return this.t.tokensMilli / MILLI;
  }

  /** Asked by the retry machine's budgetExhausted guard: the machine's own threshold rule. */
  canRetry(): boolean {
    return this.aboveThreshold({ context: this.actor.getSnapshot().context });
  }

  tryAcquireRetryPermission(): boolean {
    const before = this.t.retriesPermitted;
    this.steps.send(RETRY);
    return this.t.retriesPermitted > before;
  }

  onSuccess(): void {
    this.steps.send(SUCCEEDED);
  }

  onFailure(): void {
    this.steps.send(FAILED);
  }

  getMetrics() {
    const { retriesPermitted, retriesDenied } = this.t;
    return { tokens: this.tokens, retriesPermitted, retriesDenied };
  }

  stop(): void {
    this.actor.stop();
  }
}
