// Public API of the bulkhead: a semaphore for edges, worker pools and connection pools.
export {
  createBulkhead,
  resolveBulkheadConfig,
  SemaphoreBulkhead,
  DEFAULT_BULKHEAD_CONFIG,
  type Bulkhead,
  type BulkheadConfig,
  type BulkheadOptions,
  type BulkheadRejection,
  type BulkheadCallEvent,
  type BulkheadMetrics,
  type WaitHandle,
} from './bulkhead';
export {
  bulkheadMachine,
  bulkheadGuards,
  bulkheadActions,
  type BulkheadMachineEvent,
  type BulkheadState,
  type BulkheadContext,
} from './bulkheadMachine';
