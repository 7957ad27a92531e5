// Pure engine: no DOM, no wall clock, no unseeded randomness.
// The protection objects of one edge, built from its CallPolicy and rebuilt when a
// slider changes that part of the policy. Calls in flight keep the objects they took.
import { createBulkhead, type Bulkhead } from '../machines/bulkhead';
import { createCircuitBreaker, type CircuitBreaker } from '../machines/breaker';
import { createRetryBudget, RetryBudget } from '../machines/retry/retryBudget';
import { RetryChains } from '../machines/retry/retryChain';
import type { ChainState, RetryEvent } from '../machines/retry/retryChainTypes';
import type { UniformSource } from '../machines/retry/intervalFunctions';
import type { CallPolicy } from '../scenario';
import { toBreakerConfig } from './breakerPolicy';
import type { EngineContext } from './engineContext';
import { toChainPolicy } from './chainPolicy';
import type { RetryPolicy as ChainPolicy } from '../machines/retry/retryPolicy';
import type { CallLayer } from './layers/callLayer';
import { pipelineFor } from './layers/pipeline';
import {
  buildLayerProtections,
  noLayerProtections,
  stopLayerProtections,
  type LayerProtections,
} from './layerProtections';
import { otherBudgetFor } from './retryBudgetKinds';
import type { RetryBudgetLike } from '../machines/retry/retryChainTypes';
import { edgeStateOfReplicaBreakers } from './replicaBreakerState';
import type { BreakerStateName } from './types';

/** Any of the budgets a retry may spend from (seed 004's, gRPC's, Finagle's, a retry breaker). */
export type EdgeBudget = RetryBudgetLike & { readonly tokens: number; stop(): void };

export class EdgePolicies {
  /** The callee's one breaker (scope 'service'); undefined for per-replica breakers. */
  breaker: CircuitBreaker | undefined;
  /** Per-replica breakers by replica index (scope 'replica'), made at first use. */
  private replicaBreakers: (CircuitBreaker | undefined)[] | undefined;
  bulkhead: Bulkhead | undefined;
  budget: EdgeBudget | undefined;
  /** The registry's protections (src/sim/protections) by key; undefined while off. */
  readonly protections: LayerProtections = noLayerProtections();
  /** The edge's layers, outermost first (rebuilt with the policy). */
  layers: readonly CallLayer[] = [];
  /** The edge's retry chains (one statechart record each), made at the first chain, kept for the run. */
  private retry: RetryChains | undefined;
  private cachedChainPolicy: ChainPolicy | undefined;
  /** Simulated ms spent OPEN or FORCED_OPEN so far, and since when it is open. */
  private openSinceMs: number | undefined;
  private closedOpenMs = 0;

  constructor(
    readonly key: string,
    public policy: CallPolicy,
    private readonly ctx: EngineContext,
  ) {
    this.build(undefined);
  }

  update(next: CallPolicy): void {
    const previous = this.policy;
    this.policy = next;
    this.build(previous);
  }

  /** The retry settings in the chain machine's shape, converted once per policy change. */
  chainPolicy(): ChainPolicy {
    return (this.cachedChainPolicy ??= toChainPolicy(this.policy.retry));
  }

  /** The retried chains in flight per state of their statechart; undefined before the first. */
  retryChainStates(): Partial<Record<ChainState, number>> | undefined {
    return this.retry?.statesInFlight();
  }

  /** The edge's retry chains; they draw their waits from `rng` (the edge's jitter stream). */
  retryChains(rng: UniformSource): RetryChains {
    return (this.retry ??= new RetryChains({
      policy: this.chainPolicy(),
      budget: this.budget,
      clock: this.ctx.clock,
      rng,
      reference: this.ctx.referenceMachines,
      ...(this.ctx.onRetryEvent ? { onEvent: this.retryEventsTo(this.ctx.onRetryEvent) } : {}),
    }));
  }

  private retryEventsTo(listener: (edge: string, event: RetryEvent) => void) {
    return (event: RetryEvent) => listener(this.key, event);
  }

  timeOpenMs(nowMs: number): number {
    return this.closedOpenMs + (this.openSinceMs === undefined ? 0 : nowMs - this.openSinceMs);
  }

  stop(): void {
    this.breaker?.stop();
    for (const b of this.replicaBreakers ?? []) b?.stop();
    this.bulkhead?.stop();
    this.budget?.stop();
    this.retry?.stop();
    stopLayerProtections(this.protections);
  }

  private build(previous: CallPolicy | undefined): void {
    const p = this.policy;
    this.cachedChainPolicy = undefined;
    this.layers = pipelineFor(p);
    const clock = this.ctx.clock;
    if (!previous || !sameJson(previous.breaker, p.breaker)) {
      this.breaker?.stop();
      this.noteOpen(false);
      for (const b of this.replicaBreakers ?? []) b?.stop();
      this.replicaBreakers = undefined;
      this.breaker =
        p.breaker.enabled && p.breaker.scope === 'service'
          ? this.newBreaker(this.key, (open) => this.noteOpen(open))
          : undefined;
    }
    if (!previous || !sameJson(previous.bulkhead, p.bulkhead)) {
      const config = {
        maxConcurrentCalls: p.bulkhead.maxConcurrentCalls,
        maxWaitDurationMs: p.bulkhead.maxWaitDurationMs,
        maxQueueLength: p.bulkhead.maxQueueLength,
      };
      if (p.bulkhead.enabled && this.bulkhead) this.bulkhead.changeConfig(config);
      else {
        this.bulkhead?.stop();
        this.bulkhead = p.bulkhead.enabled
          ? createBulkhead(config, clock, { name: this.key, reference: this.ctx.referenceMachines })
          : undefined;
      }
    }
    buildLayerProtections(this.protections, this.key, p, previous, this.ctx);
    const budget = p.retry.enabled && p.retry.budget.enabled ? p.retry.budget : undefined;
    if (budget && (budget.type ?? 'tokens') !== 'tokens') {
      // gRPC's, Finagle's or a retry breaker: rebuilt when the retry policy changes.
      if (!previous || !sameJson(previous.retry, p.retry) || !this.budget) {
        this.budget?.stop();
        this.budget = otherBudgetFor(p.retry, this.ctx);
      }
    } else if (!budget) {
      this.budget?.stop();
      this.budget = undefined;
    } else if (this.budget instanceof RetryBudget) {
      this.budget.changeConfig({
        tokensPerSuccess: budget.tokensPerSuccess,
        tokensPerRequest: budget.tokensPerRequest,
        maxTokens: budget.maxTokens,
        capped: budget.capped,
      });
    } else {
      this.budget?.stop();
      this.budget = createRetryBudget(
        {
          tokensPerSuccess: budget.tokensPerSuccess,
          tokensPerRequest: budget.tokensPerRequest,
          maxTokens: budget.maxTokens,
          capped: budget.capped,
          initialTokens: budget.initialTokens,
          costPerRetry: 1,
        },
        clock,
        { reference: this.ctx.referenceMachines },
      );
    }
    // Chains in flight keep the policy and budget they bound at their first failure.
    if (this.retry && !sameJson(previous?.retry, p.retry)) {
      this.retry.changePolicy(this.chainPolicy(), this.budget);
    }
  }

  /**
   * The breaker of replica `index` of the callee (policy.breaker.scope = 'replica'), made
   * at its first call; its transitions are recorded under the edge key with `#index`.
   */
  replicaBreaker(index: number): CircuitBreaker {
    const breakers = (this.replicaBreakers ??= []);
    return (breakers[index] ??= this.newBreaker(`${this.key}#${index}`));
  }

  /**
   * The per-replica breakers' states for a callee of `replicas` replicas (one not yet made,
   * because no call has gone to its replica, is CLOSED); undefined unless scope = 'replica'.
   */
  replicaBreakerStates(replicas: number): BreakerStateName[] | undefined {
    const b = this.policy.breaker;
    if (!b.enabled || b.scope !== 'replica') return undefined;
    const states: BreakerStateName[] = [];
    for (let i = 0; i < replicas; i++)
      states.push(this.replicaBreakers?.[i]?.getState() ?? 'CLOSED');
    return states;
  }

  /** The edge's breaker state: the service-wide breaker's, the replicas' as one, or NONE. */
  breakerState(replicas: number): BreakerStateName | 'NONE' {
    if (this.breaker) return this.breaker.getState();
    const states = this.replicaBreakerStates(replicas);
    return states ? edgeStateOfReplicaBreakers(states) : 'NONE';
  }

  private newBreaker(name: string, noteOpen?: (open: boolean) => void): CircuitBreaker {
    return createCircuitBreaker(toBreakerConfig(this.policy.breaker), this.ctx.clock, {
      name,
      reference: this.ctx.referenceMachines,
      ...(this.ctx.onBreakerEvent ? { onEvent: this.ctx.onBreakerEvent } : {}),
      ...(this.ctx.breakerCallEventCounts
        ? { callEventCounts: this.ctx.breakerCallEventCounts(name) }
        : {}),
      onTransition: (t, cause) => {
        noteOpen?.(t.to === 'OPEN' || t.to === 'FORCED_OPEN');
        this.ctx.recordTransition({ ...t, edge: name, cause });
      },
    });
  }

  private noteOpen(open: boolean): void {
    const now = this.ctx.clock.nowMs();
    if (open && this.openSinceMs === undefined) this.openSinceMs = now;
    if (!open && this.openSinceMs !== undefined) {
      this.closedOpenMs += now - this.openSinceMs;
      this.openSinceMs = undefined;
    }
  }
}

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
