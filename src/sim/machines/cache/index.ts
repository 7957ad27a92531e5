// Public API of the cache in front of a service (seed 004: single-flight, TTL jitter,
// stale-while-revalidate).
export { Cache, type CacheConfig, type CacheOptions } from './cache';
export { cacheMachine, entryTtlMs, VERDICT, type CacheEvent, type Verdict } from './cacheMachine';
export { ZipfKeys, zipfProbabilities } from './zipf';
