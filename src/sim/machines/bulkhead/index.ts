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
  bulkheadStateFor,
  EVENT_LEADING_TO,
  type BulkheadMachineEvent,
  type BulkheadState,
  type BulkheadLoad,
} from './bulkheadMachine';
