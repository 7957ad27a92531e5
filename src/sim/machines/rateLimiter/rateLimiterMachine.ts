// Pure engine: no DOM, no wall clock, no unseeded randomness.
// Resilience4j's AtomicRateLimiter as a machine. One state; what it decides lives in the
// `limiter` record its context holds (the cycle, the permissions, the callers waiting, the
// last verdict). A request is granted, at once or after a wait for a permission it
// reserves in a future cycle, when that wait fits timeoutDuration (waitFitsTimeout), or refused: the caller then
// waits timeoutDuration and gets RequestNotPermitted, as Resilience4j's acquirePermission
// does. Actions mutate the record (no assign), so the facade can run a step directly.
import { setup } from 'xstate';
import type { SimClock } from '../../core/simClock';
import {
  refreshed,
  waitForPermissionMs,
  type RateLimiterCycle,
  type RateLimiterSettings,
} from './rateLimiterRules';

export interface RateLimiterRecord extends RateLimiterCycle, RateLimiterSettings {
  /** Simulated ms of the limiter's creation: cycle 0 starts here. */
  readonly startMs: number;
  /** Callers waiting for a reserved permission or for their timeout. */
  waitingCallers: number;
  /** The verdict of the last request: a permission (after waitMs), or a refusal after waitMs. */
  permitted: boolean;
  waitMs: number;
  permitsGranted: number;
  permitsRefused: number;
}

export interface RateLimiterContext {
  limiter: RateLimiterRecord;
  clock: SimClock;
}

export type RateLimiterEvent =
  | { type: 'permission.requested'; permits: number }
  | { type: 'wait.ended' }
  | { type: 'config.changed'; limitForPeriod?: number; timeoutMs?: number };

interface Args {
  context: RateLimiterContext;
  event: RateLimiterEvent;
}

const permitsOf = (event: RateLimiterEvent) =>
  event.type === 'permission.requested' ? event.permits : 1;

function elapsedMs(context: RateLimiterContext): number {
  return context.clock.nowMs() - context.limiter.startMs;
}

/** The record's cycle and permissions as they stand now (nothing reserved). */
export function availableNow(context: RateLimiterContext): RateLimiterCycle {
  return refreshed(context.limiter, context.limiter, elapsedMs(context));
}

/** How long a request for `permits` made now would wait. */
export function waitNowMs(context: RateLimiterContext, permits = 1): number {
  return waitForPermissionMs(availableNow(context), context.limiter, elapsedMs(context), permits);
}

/** Moves the record to the current cycle, and optionally takes `permits`. */
function settle({ context, event }: Args, take: boolean, waitMs: number): void {
  const limiter = context.limiter;
  const now = availableNow(context);
  limiter.activeCycle = now.activeCycle;
  limiter.activePermissions = now.activePermissions - (take ? permitsOf(event) : 0);
  limiter.permitted = take;
  limiter.waitMs = waitMs;
  if (take) limiter.permitsGranted++;
  else limiter.permitsRefused++;
  if (waitMs > 0) limiter.waitingCallers++;
}

export const rateLimiterMachine = setup({
  types: {
    context: {} as RateLimiterContext,
    events: {} as RateLimiterEvent,
    input: {} as RateLimiterContext,
  },
  guards: {
    /**
     * The permits come within timeoutDuration: at once (wait 0) when the current cycle has
     * them, else reserved in a future cycle.
     */
    waitFitsTimeout: ({ context, event }) =>
      context.limiter.timeoutMs >= waitNowMs(context, permitsOf(event)),
  },
  actions: {
    reserve: (args: Args) => settle(args, true, waitNowMs(args.context, permitsOf(args.event))),
    refuse: (args: Args) => settle(args, false, args.context.limiter.timeoutMs),
    endWait: ({ context }: Args) => {
      context.limiter.waitingCallers--;
    },
    /** Resilience4j: a new limitForPeriod counts from the next refill; a new timeout at once. */
    applyConfig: ({ context, event }: Args) => {
      if (event.type !== 'config.changed') return;
      if (event.limitForPeriod !== undefined) context.limiter.limitForPeriod = event.limitForPeriod;
      if (event.timeoutMs !== undefined) context.limiter.timeoutMs = event.timeoutMs;
    },
  },
}).createMachine({
  id: 'rateLimiter',
  context: ({ input }) => input,
  on: {
    'permission.requested': [
      { guard: 'waitFitsTimeout', actions: 'reserve' },
      { actions: 'refuse' },
    ],
    'wait.ended': { actions: 'endWait' },
    'config.changed': { actions: 'applyConfig' },
  },
});
