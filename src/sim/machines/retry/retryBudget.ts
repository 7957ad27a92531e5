// Pure engine: no DOM, no wall clock, no unseeded randomness.
// Seed 004's retry budget: "retries must stay a fraction of the traffic". Every success
// adds tokensPerSuccess (0.1) up to maxTokens (50); a retry needs and spends costPerRetry (1).
// The tokens, the counts and the decisions live in retryBudgetMachine; this facade turns
// calls into events and answers from the snapshot.
import { createActor, type Actor } from 'xstate';
import type { SimClock } from '../../core/simClock';
import { sendTo } from '../machineSends';
import {
  MICROS_PER_TOKEN,
  retryBudgetMachine,
  toMicros,
  type RetryBudgetContext,
  type RetryBudgetSettingsMicros,
  type RetryBudgetState,
} from './retryBudgetMachine';

export interface RetryBudgetConfig {
  tokensPerSuccess: number;
  maxTokens: number;
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
  /** The machine to run (default: the standard one); `provide({ guards })` reaches the skips. */
  machine?: typeof retryBudgetMachine;
  /** Send every event, skipping nothing (the differential tests' reference). */
  reference?: boolean;
}

const SUCCEEDED = { type: 'attempt.succeeded' } as const;
const RETRY_REQUESTED = { type: 'retry.requested' } as const;

export class RetryBudget {
  private readonly actor: Actor<typeof retryBudgetMachine>;
  private readonly tokensAtMax;
  private readonly reference: boolean;

  constructor(
    config: Partial<RetryBudgetConfig>,
    clock: SimClock,
    options: RetryBudgetOptions = {},
  ) {
    const resolved = { ...DEFAULT_RETRY_BUDGET_CONFIG, ...config };
    const machine = options.machine ?? retryBudgetMachine;
    this.reference = options.reference ?? false;
    const tokensAtMax = machine.implementations.guards.tokensAtMax;
    if (!tokensAtMax) throw new Error('the machine has no tokensAtMax guard');
    this.tokensAtMax = tokensAtMax;
    const maxMicros = toMicros(resolved.maxTokens);
    const input: RetryBudgetContext = {
      tokensMicros: Math.min(maxMicros, toMicros(resolved.initialTokens ?? resolved.maxTokens)),
      perSuccessMicros: toMicros(resolved.tokensPerSuccess),
      maxMicros,
      costMicros: toMicros(resolved.costPerRetry),
      retriesPermitted: 0,
      retriesDenied: 0,
    };
    this.actor = createActor(machine, { clock, input }).start();
  }

  private get context(): RetryBudgetContext {
    return this.actor.getSnapshot().context;
  }

  get tokens(): number {
    return this.context.tokensMicros / MICROS_PER_TOKEN;
  }

  get state(): RetryBudgetState {
    return this.actor.getSnapshot().matches('exhausted') ? 'exhausted' : 'available';
  }

  /** True when the budget holds maxTokens (a success adds nothing). */
  get full(): boolean {
    return this.actor.getSnapshot().matches({ available: 'full' });
  }

  /** True when a retry could be paid for now (does not spend): the machine's state. */
  canRetry(): boolean {
    return !this.actor.getSnapshot().matches('exhausted');
  }

  /** Records a successful attempt: adds tokensPerSuccess, up to maxTokens. */
  onSuccess(): void {
    // Skip: the only transition a success takes is guarded by not(tokensAtMax), so when the
    // machine's own tokensAtMax holds, sending would change nothing. Most successes of a
    // healthy run land on a full budget.
    if (!this.reference && this.tokensAtMax({ context: this.context, event: SUCCEEDED }, undefined))
      return;
    sendTo(this.actor, SUCCEEDED);
  }

  /** Spends costPerRetry and returns true, or returns false (give up) without a token. */
  tryAcquireRetryPermission(): boolean {
    const before = this.context.retriesPermitted;
    sendTo(this.actor, RETRY_REQUESTED);
    return this.context.retriesPermitted > before;
  }

  /** The UI moves sliders mid-run; tokens are kept, clipped to the new maximum. */
  changeConfig(partial: Partial<Omit<RetryBudgetConfig, 'initialTokens'>>): void {
    const settings: RetryBudgetSettingsMicros = {};
    if (partial.tokensPerSuccess !== undefined)
      settings.perSuccessMicros = toMicros(partial.tokensPerSuccess);
    if (partial.maxTokens !== undefined) settings.maxMicros = toMicros(partial.maxTokens);
    if (partial.costPerRetry !== undefined) settings.costMicros = toMicros(partial.costPerRetry);
    sendTo(this.actor, { type: 'config.changed', settings });
  }

  getMetrics(): RetryBudgetMetrics {
    const { retriesPermitted, retriesDenied } = this.context;
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
