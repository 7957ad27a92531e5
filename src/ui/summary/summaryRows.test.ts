import { describe, expect, it } from 'vitest';
import type { RunSummary } from '../../sim/engine/types';
import { cacheRows, clientRows, serviceRows } from './summaryRows';

const summary: RunSummary = {
  seed: 1,
  durationS: 10,
  events: 100,
  clients: {
    users: {
      offered: 1000,
      succeeded: 995,
      failed: 5,
      availability: 0.995,
      latencyMs: { mean: 9.87, p50: 4.23, p95: 48.6, p99: 120.4, p999: 180, max: 212.5 },
      failuresByReason: { http5xx: 5 },
    },
  },
  services: {
    api: {
      received: 1040,
      completed: 1040,
      rejected: 3,
      queueFull: 0,
      errors: 5,
      wasted: 2,
      maxBusyWorkers: 7,
      amplification: 1.04,
      entered: 1037,
      timeInServiceMs: { mean: 5, p50: 4, p95: 9, p99: 12, p999: 20, max: 31 },
      queueWaitMs: { mean: 0, p50: 0, p95: 0, p99: 0, p999: 1, max: 2 },
      waitedShare: 0.01,
      meanBusyWorkers: 0.5,
      utilisation: 0.05,
      meanQueueLength: 0.01,
    },
  },
  edges: {},
};

describe('run summary rows', () => {
  it('formats a client as the CLI table does', () => {
    expect(clientRows(summary)).toEqual([
      {
        name: 'users',
        offered: '1000',
        succeeded: '995',
        failed: '5',
        availability: '99.50 %',
        p50: '4.2 ms',
        p95: '49 ms',
        p99: '120 ms',
        mean: '9.9 ms',
        max: '213 ms',
      },
    ]);
  });

  it('shows each service with its amplification', () => {
    expect(serviceRows(summary)).toEqual([
      {
        name: 'api',
        received: '1040',
        rejected: '3',
        wasted: '2',
        amplification: '1.04×',
        mean: '5.0 ms',
        max: '31 ms',
      },
    ]);
  });

  it('lists only the edges with a cache, with their hit ratio', () => {
    const edge = { ...summary, edges: {} } as unknown as RunSummary;
    const stats = summary.services.api!.timeInServiceMs;
    const counts = { cacheHits: 0, cacheStale: 0, cacheMisses: 0 };
    edge.edges = {
      'users->api': {
        ...counts,
        timeOpenMs: 0,
        callMs: stats,
        attemptMs: stats,
        cacheHitRatio: 0.8125,
      },
      'api->db': { ...counts, timeOpenMs: 0, callMs: stats, attemptMs: stats },
    } as unknown as RunSummary['edges'];
    expect(cacheRows(edge)).toEqual([{ edge: 'users->api', hitRatio: '81.25 %' }]);
  });
});
