// Pure engine: no DOM, no wall clock, no unseeded randomness.
// A retry token bucket: "retries must stay a fraction of the traffic" (seed 004). It earns
// tokensPerSuccess per success (seed 004: 0.1, up to 50) and tokensPerRequest per request
// (Brooker 2022's adaptive retries: 0.1 a request, starting full at 5, capped at 5); a retry
// needs and spends costPerRetry (1). The tokens, the counts and every decision live in
// retryBudgetMachine; this facade hands it events and answers from its record.
import { createActor, type Actor } from 'xstate';
import type { SimClock } from '../../core/simClock';
import { MachineRunner } from '../fastPath/machineRunner';
import {
  MICROS_PER_TOKEN,
  retryBudgetMachine,
  toMicros,
  type RetryBudgetContext,
  type RetryBudgetEvent,
  type RetryBudgetRecord,
  type RetryBudgetSettingsMicros,
} from './retryBudgetMachine';
import type { RetryBudgetLike } from './retryChainTypes';

export type RetryBudgetState = 'available' | 'exhausted';

export interface RetryBudgetConfig {
  tokensPerSuccess: number;
  /** Earned by every request (retries excluded); 0 by default. */
  tokensPerRequest?: number;
  maxTokens: number;
  /** Defaults to true: the bucket never holds more than maxTokens. */
  capped?: boolean;
  costPerRetry: number;
  /** Defaults to maxTokens (start full). Seed 004's code starts at 0. */
  initialTokens?: number;
}

export const DEFAULT_RETRY_BUDGET_CONFIG: RetryBudgetConfig = {
  tokensPerSuccess: 0.1,
  maxTokens: 50,
  costPerRetry: 1,
};

export interface RetryBudgetMetrics {
  tokens: number;
  retriesPermitted: number;
  retriesDenied: number;
}

export interface RetryBudgetOptions {
  /** The machine to run (default: the standard one); `provide({ guards })` reaches its steps. */
  machine?: typeof retryBudgetMachine;
  /** Send every event as a real send (the differential tests' reference). */
  reference?: boolean;
}

type Guard = (args: { context: RetryBudgetContext; event: RetryBudgetEvent }) => boolean;

const SUCCEEDED: RetryBudgetEvent = { type: 'attempt.succeeded' };
const SENT: RetryBudgetEvent = { type: 'request.sent' };
const RETRY_REQUESTED: RetryBudgetEvent = { type: 'retry.requested' };

export class RetryBudget implements RetryBudgetLike {
  private readonly actor: Actor<typeof retryBudgetMachine>;
  private readonly b: RetryBudgetRecord;
  private readonly steps: MachineRunner<RetryBudgetEvent>;
  private readonly tokenAvailable: Guard;

  constructor(
    config: Partial<RetryBudgetConfig>,
    clock: SimClock,
    options: RetryBudgetOptions = {},
  ) {
    const resolved = { ...DEFAULT_RETRY_BUDGET_CONFIG, ...config };
    const machine = options.machine ?? retryBudgetMachine;
    const tokenAvailable = machine.implementations.guards.tokenAvailable;
    if (!tokenAvailable) throw new Error('the machine has no tokenAvailable guard');
    this.tokenAvailable = tokenAvailable as Guard;
    const maxMicros = toMicros(resolved.maxTokens);
    const capped = resolved.capped ?? true;
    const initialMicros = toMicros(resolved.initialTokens ?? resolved.maxTokens);
    this.b = {
      tokensMicros: capped ? Math.min(maxMicros, initialMicros) : initialMicros,
      perSuccessMicros: toMicros(resolved.tokensPerSuccess),
      perRequestMicros: toMicros(resolved.tokensPerRequest ?? 0),
      maxMicros,
      capped,
      costMicros: toMicros(resolved.costPerRetry),
      retriesPermitted: 0,
      retriesDenied: 0,
    };
    this.actor = createActor(machine, { clock, input: { b: this.b } }).start();
    this.steps = new MachineRunner<RetryBudgetEvent>(this.actor, options.reference ?? false);
  }

  get tokens(): number {
    return this.b.tokensMicros / MICROS_PER_TOKEN;
  }

  /** exhausted: fewer tokens than a retry costs (the machine's own tokenAvailable rule). */
  get state(): RetryBudgetState {
    return this.canRetry() ? 'available' : 'exhausted';
  }

  /** True when a retry could be paid for now (does not spend): the machine's own guard. */
  canRetry(): boolean {
    return this.tokenAvailable({
      context: this.actor.getSnapshot().context,
      event: RETRY_REQUESTED,
    });
  }

  /** Records a successful attempt: earns tokensPerSuccess. */
  onSuccess(): void {
    this.steps.send(SUCCEEDED);
  }

  /** Records a request (retries excluded): earns tokensPerRequest. */
  onRequest(): void {
    this.steps.send(SENT);
  }

  /** Spends costPerRetry and returns true, or returns false (give up) without a token. */
  tryAcquireRetryPermission(): boolean {
    const before = this.b.retriesPermitted;
    this.steps.send(RETRY_REQUESTED);
    return this.b.retriesPermitted > before;
  }

  /** The UI moves sliders mid-run; tokens are kept, clipped to a new cap. */
  changeConfig(partial: Partial<Omit<RetryBudgetConfig, 'initialTokens'>>): void {
    const settings: RetryBudgetSettingsMicros = {};
    if (partial.tokensPerSuccess !== undefined)
      settings.perSuccessMicros = toMicros(partial.tokensPerSuccess);
    if (partial.tokensPerRequest !== undefined)
      settings.perRequestMicros = toMicros(partial.tokensPerRequest);
    if (partial.maxTokens !== undefined) settings.maxMicros = toMicros(partial.maxTokens);
    if (partial.capped !== undefined) settings.capped = partial.capped;
    if (partial.costPerRetry !== undefined) settings.costMicros = toMicros(partial.costPerRetry);
    this.steps.send({ type: 'config.changed', settings });
  }

  getMetrics(): RetryBudgetMetrics {
    const { retriesPermitted, retriesDenied } = this.b;
    return { tokens: this.tokens, retriesPermitted, retriesDenied };
  }

  stop(): void {
    this.actor.stop();
  }
}

/** Creates a budget; unset fields take seed 004's values (0.1 per success, 50 max, 1 per retry). */
export function createRetryBudget(
  config: Partial<RetryBudgetConfig>,
  clock: SimClock,
  options: RetryBudgetOptions = {},
): RetryBudget {
  return new RetryBudget(config, clock, options);
}
