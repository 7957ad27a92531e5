// Pure engine: no DOM, no wall clock, no unseeded randomness.
// Resilience4j's RateLimiter (AtomicRateLimiter) on simulated time. The facade turns calls
// into events and reads the verdict the machine wrote; every request is a step of the
// machine (it always changes the record), run directly unless `reference` is set.
import { createActor, type Actor } from 'xstate';
import type { SimClock } from '../../core/simClock';
import { MachineRunner } from '../fastPath/machineRunner';
import {
  availableNow,
  rateLimiterMachine,
  waitNowMs,
  type RateLimiterEvent,
  type RateLimiterRecord,
} from './rateLimiterMachine';
import type { RateLimiterSettings } from './rateLimiterRules';

export type RateLimiterConfig = RateLimiterSettings;

/** Resilience4j's RateLimiterConfig defaults: 50 permissions every 500 ns, wait up to 5 s. */
export const DEFAULT_RATE_LIMITER_CONFIG: RateLimiterConfig = {
  limitForPeriod: 50,
  limitRefreshPeriodMs: 0.0005,
  timeoutMs: 5_000,
};

export interface RateLimiterOptions {
  machine?: typeof rateLimiterMachine;
  /** Send every event (the differential tests' reference). */
  reference?: boolean;
}

/** A request's verdict: permitted (after waitMs), or refused after waiting waitMs. */
export interface RateLimiterVerdict {
  permitted: boolean;
  waitMs: number;
}

export interface RateLimiterMetrics {
  availablePermissions: number;
  numberOfWaitingThreads: number;
  /** Resilience4j's AtomicRateLimiterMetrics.getNanosToWait, in ms. */
  waitMs: number;
  cycle: number;
  permitsGranted: number;
  permitsRefused: number;
}

const WAIT_ENDED: RateLimiterEvent = { type: 'wait.ended' };

export class RateLimiter {
  private readonly actor: Actor<typeof rateLimiterMachine>;
  private readonly limiter: RateLimiterRecord;
  private readonly steps: MachineRunner<RateLimiterEvent>;
  private readonly request = { type: 'permission.requested' as const, permits: 1 };

  constructor(
    config: Partial<RateLimiterConfig>,
    clock: SimClock,
    options: RateLimiterOptions = {},
  ) {
    const settings = { ...DEFAULT_RATE_LIMITER_CONFIG, ...config };
    if (!(
      settings.limitForPeriod >= 1 &&
      settings.limitRefreshPeriodMs > 0 &&
      settings.timeoutMs >= 0
    ))
      throw new Error('rate limiter: limitForPeriod ≥ 1, limitRefreshPeriodMs > 0, timeoutMs ≥ 0');
    this.limiter = {
      ...settings,
      startMs: clock.nowMs(),
      activeCycle: 0,
      activePermissions: settings.limitForPeriod,
      waitingCallers: 0,
      permitted: false,
      waitMs: 0,
      permitsGranted: 0,
      permitsRefused: 0,
    };
    this.actor = createActor(options.machine ?? rateLimiterMachine, {
      clock,
      input: { limiter: this.limiter, clock },
    }).start();
    this.steps = new MachineRunner(this.actor, options.reference ?? false);
  }

  get config(): RateLimiterConfig {
    const { limitForPeriod, limitRefreshPeriodMs, timeoutMs } = this.limiter;
    return { limitForPeriod, limitRefreshPeriodMs, timeoutMs };
  }

  /**
   * Asks for `permits`. The verdict: granted now (waitMs 0), granted after waitMs (a
   * permission of a future cycle, reserved now), or refused after waiting waitMs (the
   * timeout). A caller told to wait must call waitEnded() when its wait is over.
   */
  acquirePermission(permits = 1): RateLimiterVerdict {
    this.request.permits = permits;
    this.steps.send(this.request);
    return { permitted: this.limiter.permitted, waitMs: this.limiter.waitMs };
  }

  /** Resilience4j's reservePermission: the wait (0 = now) if granted, else -1. */
  reservePermission(permits = 1): number {
    const verdict = this.acquirePermission(permits);
    if (verdict.waitMs > 0) this.waitEnded(); // a reservation holds no caller waiting
    return verdict.permitted ? verdict.waitMs : -1;
  }

  /** A caller's wait (for its permission or its timeout) is over, or it gave up. */
  waitEnded(): void {
    this.steps.send(WAIT_ENDED);
  }

  changeLimitForPeriod(limitForPeriod: number): void {
    this.steps.send({ type: 'config.changed', limitForPeriod });
  }

  changeTimeoutDuration(timeoutMs: number): void {
    this.steps.send({ type: 'config.changed', timeoutMs });
  }

  getMetrics(): RateLimiterMetrics {
    const context = this.actor.getSnapshot().context;
    const now = availableNow(context);
    return {
      availablePermissions: now.activePermissions,
      numberOfWaitingThreads: this.limiter.waitingCallers,
      waitMs: waitNowMs(context),
      cycle: now.activeCycle,
      permitsGranted: this.limiter.permitsGranted,
      permitsRefused: this.limiter.permitsRefused,
    };
  }

  stop(): void {
    this.actor.stop();
  }
}

export function createRateLimiter(
  config: Partial<RateLimiterConfig>,
  clock: SimClock,
  options: RateLimiterOptions = {},
): RateLimiter {
  return new RateLimiter(config, clock, options);
}
