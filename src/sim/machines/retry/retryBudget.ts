// Pure engine: no DOM, no wall clock, no unseeded randomness.
// Seed 004's retry budget: "retries must stay a fraction of the traffic". Every success
// adds tokensPerSuccess (0.1) up to maxTokens (50); a retry needs and spends costPerRetry (1).
import { createActor } from 'xstate';
import type { SimClock } from '../../core/simClock';
import { retryBudgetMachine, type RetryBudgetState } from './retryBudgetMachine';

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

/**
 * Tokens are counted in millionths: ten additions of 0.1 in floating point make
 * 0.9999999999999999, which would deny the retry that ten successes paid for.
 */
const MICROS_PER_TOKEN = 1_000_000;
const toMicros = (tokens: number) => Math.round(tokens * MICROS_PER_TOKEN);

export interface RetryBudgetMetrics {
  tokens: number;
  retriesPermitted: number;
  retriesDenied: number;
}

export class RetryBudget {
  private tokensMicros: number;
  private perSuccessMicros: number;
  private maxMicros: number;
  private costMicros: number;
  private retriesPermitted = 0;
  private retriesDenied = 0;
  private readonly actor;

  constructor(config: Partial<RetryBudgetConfig>, clock: SimClock) {
    const resolved = { ...DEFAULT_RETRY_BUDGET_CONFIG, ...config };
    this.perSuccessMicros = toMicros(resolved.tokensPerSuccess);
    this.maxMicros = toMicros(resolved.maxTokens);
    this.costMicros = toMicros(resolved.costPerRetry);
    this.tokensMicros = Math.min(
      this.maxMicros,
      toMicros(resolved.initialTokens ?? resolved.maxTokens),
    );
    this.actor = createActor(retryBudgetMachine, { clock }).start();
    if (!this.canRetry()) this.actor.send({ type: 'tokens.depleted' });
  }

  get tokens(): number {
    return this.tokensMicros / MICROS_PER_TOKEN;
  }

  get state(): RetryBudgetState {
    return this.actor.getSnapshot().value as RetryBudgetState;
  }

  /** True when a retry could be paid for now (does not spend). */
  canRetry(): boolean {
    return this.tokensMicros >= this.costMicros;
  }

  /** Records a successful attempt: adds tokensPerSuccess, up to maxTokens. */
  onSuccess(): void {
    const wasAvailable = this.canRetry();
    this.tokensMicros = Math.min(this.maxMicros, this.tokensMicros + this.perSuccessMicros);
    if (!wasAvailable && this.canRetry()) this.actor.send({ type: 'tokens.replenished' });
  }

  /** Spends costPerRetry and returns true, or returns false (give up) without a token. */
  tryAcquireRetryPermission(): boolean {
    if (!this.canRetry()) {
      this.retriesDenied++;
      return false;
    }
    this.tokensMicros -= this.costMicros;
    this.retriesPermitted++;
    if (!this.canRetry()) this.actor.send({ type: 'tokens.depleted' });
    return true;
  }

  /** The UI moves sliders mid-run; tokens are kept, clipped to the new maximum. */
  changeConfig(partial: Partial<Omit<RetryBudgetConfig, 'initialTokens'>>): void {
    const wasAvailable = this.canRetry();
    if (partial.tokensPerSuccess !== undefined)
      this.perSuccessMicros = toMicros(partial.tokensPerSuccess);
    if (partial.maxTokens !== undefined) this.maxMicros = toMicros(partial.maxTokens);
    if (partial.costPerRetry !== undefined) this.costMicros = toMicros(partial.costPerRetry);
    this.tokensMicros = Math.min(this.tokensMicros, this.maxMicros);
    if (wasAvailable !== this.canRetry()) {
      this.actor.send({ type: wasAvailable ? 'tokens.depleted' : 'tokens.replenished' });
    }
  }

  getMetrics(): RetryBudgetMetrics {
    return {
      tokens: this.tokens,
      retriesPermitted: this.retriesPermitted,
      retriesDenied: this.retriesDenied,
    };
  }

  stop(): void {
    this.actor.stop();
  }
}

/** Creates a budget; unset fields take seed 004's values (0.1 per success, 50 max, 1 per retry). */
export function createRetryBudget(
  config: Partial<RetryBudgetConfig>,
  clock: SimClock,
): RetryBudget {
  return new RetryBudget(config, clock);
}
