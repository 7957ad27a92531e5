// Public API of the adaptive concurrency limit (Netflix concurrency-limits: AIMD, Gradient2).
export {
  ConcurrencyLimit,
  DEFAULT_CONCURRENCY_LIMIT_CONFIG,
  type ConcurrencyLimitConfig,
  type ConcurrencyLimitOptions,
} from './concurrencyLimit';
export { concurrencyLimitMachine, type ConcurrencyLimitEvent } from './concurrencyLimitMachine';
