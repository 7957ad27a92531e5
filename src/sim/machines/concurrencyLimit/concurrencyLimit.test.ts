// Netflix concurrency-limits' AIMDLimit and Gradient2Limit behind a SimpleLimiter: their
// update rules with numbers worked by hand from the algorithms, and the authority rule.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { QueueClock } from '../../core/simClock';
import { itFollowsTheAuthorityRule } from '../testing/authorityKit';
import { ConcurrencyLimit, type ConcurrencyLimitConfig } from './concurrencyLimit';
import { concurrencyLimitMachine } from './concurrencyLimitMachine';

const limiter = (config: Partial<ConcurrencyLimitConfig>, options = {}) =>
  new ConcurrencyLimit(config, new QueueClock(), options);

describe('AIMD', () => {
  it('admits while in flight < limit, then rejects', () => {
    const l = limiter({ initialLimit: 3, minLimit: 1 });
    expect([l.tryAcquire(), l.tryAcquire(), l.tryAcquire(), l.tryAcquire()]).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(l.rejectedTotal).toBe(1);
    l.onIgnore();
    expect(l.tryAcquire()).toBe(true);
  });

  it('a drop multiplies the limit by backoffRatio (kept whole), a timeout too', () => {
    const l = limiter({ initialLimit: 20, minLimit: 1, backoffRatio: 0.9, timeoutMs: 1_000 });
    l.tryAcquire();
    l.onSample(10, true, 1);
    expect(l.limit).toBe(18);
    l.tryAcquire();
    l.onSample(1_001, false, 1); // slower than the timeout: a drop
    expect(l.limit).toBe(16); // trunc(18 × 0.9 = 16.2)
  });

  it('grows by one only while at least half the limit was in use', () => {
    const l = limiter({ initialLimit: 20, minLimit: 1 });
    l.tryAcquire();
    l.onSample(10, false, 9); // 9 × 2 < 20: app-limited
    expect(l.limit).toBe(20);
    l.tryAcquire();
    l.onSample(10, false, 10);
    expect(l.limit).toBe(21);
  });

  it('stays within minLimit and maxLimit', () => {
    const l = limiter({ initialLimit: 5, minLimit: 4, maxLimit: 6, backoffRatio: 0.5 });
    for (let i = 0; i < 3; i++) {
      l.tryAcquire();
      l.onSample(1, true, 1);
    }
    expect(l.limit).toBe(4);
    for (let i = 0; i < 5; i++) {
      l.tryAcquire();
      l.onSample(1, false, 6);
    }
    expect(l.limit).toBe(6);
  });

  it('reads outcomes as Netflix’s gRPC interceptor reads statuses', () => {
    const l = limiter({ initialLimit: 20, minLimit: 1 });
    l.tryAcquire();
    l.onOutcome({ kind: 'http', status: 404 }, 10, 15); // ignored: no change, place freed
    expect([l.limit, l.inFlight]).toEqual([20, 0]);
    l.tryAcquire();
    l.onOutcome({ kind: 'http', status: 503 }, 10, 15);
    expect(l.limit).toBe(18);
    l.tryAcquire();
    l.onOutcome({ kind: 'success' }, 10, 15);
    expect(l.limit).toBe(19);
  });
});

describe('Gradient2', () => {
  const g2 = { algorithm: 'gradient2' as const, initialLimit: 20, minLimit: 1, maxLimit: 200 };

  it('steady RTT: gradient 1, the estimate grows by smoothing × queueSize = 0.8 a sample', () => {
    const l = limiter(g2);
    l.tryAcquire();
    l.onSample(100, false, 15);
    // 20 × 0.8 + (20 × 1 + 4) × 0.2 = 20.8; the limit is its whole part.
    expect(l.limit).toBe(20);
    l.tryAcquire();
    l.onSample(100, false, 15);
    expect(l.limit).toBe(21); // 21.6
  });

  it('RTT three times the long average: gradient floored at 0.5, the estimate falls', () => {
    const l = limiter(g2);
    for (let i = 0; i < 10; i++) {
      l.tryAcquire();
      l.onSample(100, false, 100); // warm-up: long RTT = 100, estimate 20 + 0.8 × 10 = 28
    }
    expect(l.limit).toBe(28);
    l.tryAcquire();
    // long RTT ← 100 × (1 − 2/601) + 300 × 2/601; gradient = max(0.5, 1.5 × long / 300) = 0.5;
    // estimate = 28 × 0.8 + (28 × 0.5 + 4) × 0.2 = 26.
    l.onSample(300, false, 100);
    expect(l.limit).toBe(26);
  });

  it('app-limited (fewer than half in flight): the estimate stays', () => {
    const l = limiter(g2);
    l.tryAcquire();
    l.onSample(100, false, 9);
    l.tryAcquire();
    l.onSample(100, false, 9);
    expect(l.limit).toBe(20);
  });
});

type Op =
  | { op: 'acquire' }
  | { op: 'sample'; rttMs: number; dropped: boolean; inFlight: number }
  | { op: 'ignore' };

function run(algorithm: 'aimd' | 'gradient2') {
  return (
    ops: Op[],
    options: { machine?: typeof concurrencyLimitMachine; reference?: boolean },
  ) => {
    const l = limiter(
      { algorithm, initialLimit: 4, minLimit: 1, maxLimit: 12, timeoutMs: 500 },
      options,
    );
    const log: unknown[] = [];
    let held = 0;
    for (const o of ops) {
      if (o.op === 'acquire') {
        const ok = l.tryAcquire();
        if (ok) held++;
        log.push(ok);
      } else if (held > 0) {
        held--;
        if (o.op === 'ignore') l.onIgnore();
        else l.onSample(o.rttMs, o.dropped, o.inFlight);
      }
      log.push(l.limit, l.inFlight, l.rejectedTotal);
    }
    return log;
  };
}

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.constant({ op: 'acquire' } as Op),
  fc.constant({ op: 'ignore' } as Op),
  fc.record({
    op: fc.constant('sample' as const),
    rttMs: fc.integer({ min: 1, max: 1_000 }),
    dropped: fc.boolean(),
    inFlight: fc.integer({ min: 0, max: 12 }),
  }),
);

const acquireSample = (rttMs: number, dropped: boolean, inFlight: number): Op[] => [
  { op: 'acquire' },
  { op: 'sample', rttMs, dropped, inFlight },
];

describe('concurrency limit: the machine decides', () => {
  const scenarios: Op[][] = [
    [...Array.from({ length: 6 }, () => ({ op: 'acquire' }) as Op)],
    [...acquireSample(10, true, 1), ...acquireSample(10, false, 4), ...acquireSample(10, false, 1)],
    // AIMD, app-limited a few times: the limit stays (Gradient2's step would grow it).
    [1, 2, 3, 4].flatMap(() => acquireSample(10, false, 1)),
  ];
  const both = (
    ops: Op[],
    options: { machine?: typeof concurrencyLimitMachine; reference?: boolean },
  ) => [run('aimd')(ops, options), run('gradient2')(ops, options)];
  itFollowsTheAuthorityRule({
    machine: concurrencyLimitMachine,
    guards: ['underLimit', 'aimdDropped', 'aimdInUse', 'gradient2AppLimited', 'gradient2'],
    opArb,
    run: both,
    scenarios: [
      ...scenarios,
      // Gradient2: in use (4 of 4), then app-limited (1 of 4), with a slow sample.
      [
        ...acquireSample(100, false, 4),
        ...acquireSample(100, false, 1),
        ...acquireSample(400, false, 4),
      ],
    ],
  });
});
