// Pure: why a library's breaker trips when it does, as numbers for the page's own words
// (the engine's presetReason is English; the page says it in its language from these).
import type { BreakerPreset } from '../../sim/libraries';
import { breakerPolicySchema } from '../../sim/scenario';

export type RaceReason =
  | { kind: 'consecutive'; failures: number; waitS: number }
  | {
      kind: 'calls' | 'seconds';
      size: number;
      minCalls: number;
      percent: number;
      waitS: number;
      trials: number;
      /** opossum's rolling window: refused calls count in it (windowCountsRefusedCalls). */
      countsRefused: boolean;
    };

/** The preset's breaker with the schema's defaults filled in: what the race runs. */
export function raceReason(preset: BreakerPreset): RaceReason {
  const b = breakerPolicySchema.parse(preset.breaker);
  const waitS = b.waitDurationInOpenStateMs / 1000;
  if (b.type === 'consecutiveFailures')
    return { kind: 'consecutive', failures: b.failureThreshold, waitS };
  return {
    kind: b.slidingWindowType === 'TIME_BASED' ? 'seconds' : 'calls',
    size: b.slidingWindowSize,
    minCalls: b.minimumNumberOfCalls,
    percent: b.failureRateThreshold,
    waitS,
    trials: b.permittedNumberOfCallsInHalfOpenState,
    countsRefused: b.windowCountsRefusedCalls ?? false,
  };
}
