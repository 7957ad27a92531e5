// Pure engine: no DOM, no wall clock, no unseeded randomness.
// Every optional protection on a call, one line each. Their order is the call policy's field
// order and the settings panel's; where an unnamed layer sits is each descriptor's placement.
import { cacheProtection } from './cache/descriptor';
import { concurrencyLimitProtection } from './concurrencyLimit/descriptor';
import { envoyThresholdsProtection } from './envoyThresholds/descriptor';
import { hedgeProtection } from './hedge/descriptor';
import { rateLimiterProtection } from './rateLimiter/descriptor';
import { throttleProtection } from './throttle/descriptor';

export const PROTECTIONS = [
  rateLimiterProtection,
  throttleProtection,
  hedgeProtection,
  concurrencyLimitProtection,
  cacheProtection,
  envoyThresholdsProtection,
] as const;
