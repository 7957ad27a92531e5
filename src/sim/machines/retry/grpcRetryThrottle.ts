// Pure engine: no DOM, no wall clock, no unseeded randomness.
// The facade of gRPC's retry throttle: it steps grpcThrottleMachine (grpcThrottleMachine.ts) and answers from its record.
import { createActor, type Actor } from 'xstate';
import type { SimClock } from '../../core/simClock';
import { MachineRunner } from '../fastPath/machineRunner';
import type { RetryBudgetLike } from './retryChainTypes';
import {
  MILLI,
  grpcThrottleMachine,
  type GrpcThrottleRecord,
  type GrpcThrottleEvent,
  type GrpcThrottleArgs,
  type GrpcThrottleConfig,
} from './grpcThrottleMachine';

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
  private readonly aboveThreshold: (args: GrpcThrottleArgs) => boolean;

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
    this.aboveThreshold = machine.implementations.guards.aboveThreshold as (
      a: GrpcThrottleArgs,
    ) => boolean;
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
