// Public API of the rate limiter (Resilience4j's AtomicRateLimiter).
export {
  DEFAULT_RATE_LIMITER_CONFIG,
  RateLimiter,
  createRateLimiter,
  type RateLimiterConfig,
  type RateLimiterMetrics,
  type RateLimiterOptions,
  type RateLimiterVerdict,
} from './rateLimiter';
export { rateLimiterMachine, type RateLimiterEvent } from './rateLimiterMachine';
