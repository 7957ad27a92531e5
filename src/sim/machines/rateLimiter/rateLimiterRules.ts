// Pure engine: no DOM, no wall clock, no unseeded randomness.
// Resilience4j's AtomicRateLimiter arithmetic, in simulated milliseconds. Time is cut into
// cycles of limitRefreshPeriod from the limiter's start; at each new cycle the permissions
// grow by limitForPeriod per elapsed cycle, up to limitForPeriod. Permissions may go below
// zero: a caller that waits reserves a permission of a future cycle.

export interface RateLimiterCycle {
  activeCycle: number;
  activePermissions: number;
}

export interface RateLimiterSettings {
  limitForPeriod: number;
  limitRefreshPeriodMs: number;
  timeoutMs: number;
}

/** The cycle `elapsedMs` (since the limiter's start) falls in. */
export function cycleAt(elapsedMs: number, periodMs: number): number {
  return Math.floor(elapsedMs / periodMs);
}

/** The permissions at `elapsedMs` once the cycles passed since the last update are refilled. */
export function refreshed(
  state: RateLimiterCycle,
  settings: RateLimiterSettings,
  elapsedMs: number,
): RateLimiterCycle {
  const cycle = cycleAt(elapsedMs, settings.limitRefreshPeriodMs);
  if (cycle === state.activeCycle) return state;
  const accumulated = (cycle - state.activeCycle) * settings.limitForPeriod;
  return {
    activeCycle: cycle,
    activePermissions: Math.min(state.activePermissions + accumulated, settings.limitForPeriod),
  };
}

/** Resilience4j's nanosToWaitForPermission: 0 when `permits` are there now. */
export function waitForPermissionMs(
  available: RateLimiterCycle,
  settings: RateLimiterSettings,
  elapsedMs: number,
  permits: number,
): number {
  if (available.activePermissions >= permits) return 0;
  const period = settings.limitRefreshPeriodMs;
  const toNextCycleMs = (available.activeCycle + 1) * period - elapsedMs;
  const atNextCycle = available.activePermissions + settings.limitForPeriod;
  const fullCycles = Math.ceil(-(atNextCycle - permits) / settings.limitForPeriod);
  return Math.max(0, fullCycles) * period + toNextCycleMs;
}
