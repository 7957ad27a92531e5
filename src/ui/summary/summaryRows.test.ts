import { describe, expect, it } from 'vitest';
import type { RunSummary } from '../../sim/engine/types';
import { clientRows, serviceRows } from './summaryRows';

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
      latencyMs: { p50: 4.23, p95: 48.6, p99: 120.4 },
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
      timeInServiceMs: { mean: 5, p50: 4, p95: 9, p99: 12, p999: 20 },
      queueWaitMs: { mean: 0, p50: 0, p95: 0, p99: 0, p999: 1 },
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
      },
    ]);
  });

  it('shows each service with its amplification', () => {
    expect(serviceRows(summary)).toEqual([
      { name: 'api', received: '1040', rejected: '3', wasted: '2', amplification: '1.04×' },
    ]);
  });
});
