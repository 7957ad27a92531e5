// Pure engine: no DOM, no wall clock, no unseeded randomness.
// The protections of issue 12 §2 on one edge, built from its CallPolicy: each is absent
// unless its part of the policy is there and enabled, so an edge without them runs (and
// draws its random numbers) exactly as before. Rebuilt when that part changes.
import { CacheFront } from './cacheFront';
import { ConcurrencyLimit } from '../machines/concurrencyLimit';
import { Hedging } from '../machines/hedge';
import { createRateLimiter, type RateLimiter } from '../machines/rateLimiter';
import { FinagleRetryBudget } from '../machines/retry/finagleRetryBudget';
import { GrpcRetryThrottle } from '../machines/retry/grpcRetryThrottle';
import { RetryBreaker } from '../machines/retry/retryBreaker';
import { AdaptiveThrottle } from '../machines/throttle';
import {
  finagleBudgetSchema,
  grpcThrottlingSchema,
  retryBreakerSchema,
  type CallPolicy,
  type RetryPolicy,
} from '../scenario';
import type { EngineContext } from './engineContext';
import { LatencyHistogram } from './histogram';

export interface NewProtections {
  rateLimiter: RateLimiter | undefined;
  throttle: AdaptiveThrottle | undefined;
  concurrencyLimit: ConcurrencyLimit | undefined;
  hedging: Hedging | undefined;
  cache: CacheFront | undefined;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Builds (or keeps, when its policy did not change) each of the newer protections. */
export function buildNewProtections(
  into: NewProtections,
  key: string,
  p: CallPolicy,
  previous: CallPolicy | undefined,
  ctx: EngineContext,
): void {
  const options = { reference: ctx.referenceMachines };
  const clock = ctx.clock;
  if (!previous || !same(previous.rateLimiter, p.rateLimiter)) {
    into.rateLimiter?.stop();
    const r = p.rateLimiter;
    into.rateLimiter = r?.enabled ? createRateLimiter(r, clock, options) : undefined;
  }
  if (!previous || !same(previous.throttle, p.throttle)) {
    into.throttle?.stop();
    const t = p.throttle;
    // Its own named stream: turning throttling on does not move any other draw.
    into.throttle = t?.enabled
      ? new AdaptiveThrottle(t, clock, ctx.randomStream(`throttle:${key}`), options)
      : undefined;
  }
  if (!previous || !same(previous.concurrencyLimit, p.concurrencyLimit)) {
    into.concurrencyLimit?.stop();
    const c = p.concurrencyLimit;
    into.concurrencyLimit = c?.enabled ? new ConcurrencyLimit(c, clock, options) : undefined;
  }
  if (!previous || !same(previous.hedge, p.hedge)) {
    into.hedging?.stop();
    const h = p.hedge;
    into.hedging = h?.enabled ? new Hedging(h, new LatencyHistogram(), clock, options) : undefined;
  }
  if (!previous || !same(previous.cache, p.cache)) {
    // A changed cache policy starts a cold cache (its keys and lifetimes may have changed).
    into.cache?.stop();
    const c = p.cache;
    into.cache = c?.enabled
      ? new CacheFront(
          c,
          clock,
          ctx.randomStream(`cacheKeys:${key}`),
          ctx.randomStream(`cacheTtl:${key}`),
          options,
          ctx.randomStream(`cacheEarly:${key}`),
        )
      : undefined;
  }
}

export type OtherBudget = GrpcRetryThrottle | FinagleRetryBudget | RetryBreaker;

/** gRPC's throttling, Finagle's budget or a retry breaker, when the retry policy picks one. */
export function otherBudgetFor(retry: RetryPolicy, ctx: EngineContext): OtherBudget | undefined {
  const budget = retry.budget;
  if (!retry.enabled || !budget.enabled) return undefined;
  const options = { reference: ctx.referenceMachines };
  if (budget.type === 'grpc')
    return new GrpcRetryThrottle(budget.grpc ?? grpcThrottlingSchema.parse({}), ctx.clock, options);
  if (budget.type === 'finagle')
    return new FinagleRetryBudget(
      budget.finagle ?? finagleBudgetSchema.parse({}),
      ctx.clock,
      options,
    );
  if (budget.type === 'retryBreaker')
    return new RetryBreaker(
      budget.retryBreaker ?? retryBreakerSchema.parse({}),
      ctx.clock,
      options,
    );
  return undefined;
}
