import { describe, expect, it } from 'vitest';
import { chainFrame } from '../graph/testing/graphFixtures';
import { cascadeGrid, describeCascade } from './cascadeGrid';
import { breakerBands, niceTicks, timeDomain, windowFrames } from './toSeries';

const frames = (n: number) => Array.from({ length: n }, (_, i) => chainFrame(i + 1));

describe('windowFrames', () => {
  it('keeps only the last windowS seconds', () => {
    const kept = windowFrames(frames(100), { windowS: 30 });
    expect(kept).toHaveLength(30);
    expect(kept[0]?.tMs).toBe(71_000);
    expect(kept.at(-1)?.tMs).toBe(100_000);
  });

  it('thins long windows to maxPoints and always keeps the newest second', () => {
    const kept = windowFrames(frames(1000), { windowS: Infinity, maxPoints: 100 });
    expect(kept.length).toBeLessThanOrEqual(100);
    expect(kept.at(-1)?.tMs).toBe(1_000_000);
  });

  it('is empty without frames, and the domain falls back to [0, 1]', () => {
    expect(windowFrames([], { windowS: 60 })).toEqual([]);
    expect(timeDomain([])).toEqual([0, 1]);
    expect(timeDomain(frames(10))).toEqual([1, 10]);
  });
});

describe('breaker series', () => {
  it('merges seconds of the same state into one band', () => {
    const bands = breakerBands(frames(60), 'gateway->orders');
    expect(bands).toEqual([
      { from: 0, to: 40, state: 'CLOSED' },
      { from: 40, to: 60, state: 'OPEN' },
    ]);
  });

  it('bridges thinned frames: a band runs on from the previous drawn second', () => {
    const thinned = [chainFrame(1), chainFrame(2), chainFrame(10)];
    expect(breakerBands(thinned, 'gateway->orders')).toHaveLength(1);
    expect(breakerBands(thinned, 'gateway->orders')[0]).toEqual({
      from: 0,
      to: 10,
      state: 'CLOSED',
    });
  });
});

describe('cascadeGrid', () => {
  it('shows the leaf going bad before the entry service', () => {
    const grid = cascadeGrid(frames(60), ['gateway', 'orders', 'payments'], 60);
    const firstBad = (service: string) =>
      grid.times[
        grid.rows.find((r) => r.service === service)!.cells.findIndex((c) => c.level !== 'healthy')
      ];
    expect(firstBad('payments')).toBe(31);
    expect(firstBad('orders')).toBe(34);
    expect(firstBad('gateway')).toBe(37);
  });

  it('keeps the worst second of a column when it has to merge seconds', () => {
    const grid = cascadeGrid(frames(40), ['gateway'], 4);
    expect(grid.secondsPerColumn).toBe(10);
    expect(grid.times).toEqual([10, 20, 30, 40]);
    expect(grid.rows[0]?.cells.map((c) => c.level)).toEqual([
      'healthy',
      'healthy',
      'healthy',
      'failing',
    ]);
  });
});

describe('niceTicks', () => {
  it('steps by 1, 2 or 5 × 10^n inside the range', () => {
    expect(niceTicks(0, 100)).toEqual([0, 20, 40, 60, 80, 100]);
    expect(niceTicks(31, 151)).toEqual([40, 60, 80, 100, 120, 140]);
    expect(niceTicks(0, 1)).toEqual([0, 0.2, 0.4, 0.6, 0.8, 1]);
    expect(niceTicks(0, 7, 4)).toEqual([0, 2, 4, 6]);
  });
  it('an empty or inverted range gets its start only', () => {
    expect(niceTicks(5, 5)).toEqual([5]);
    expect(niceTicks(5, 1)).toEqual([5]);
  });
});

describe('cascade: a slow service and the cause named first', () => {
  it('colours a service slow against its normal, with no errors and free workers', () => {
    const slow = frames(60).map((f) => ({
      ...f,
      services: {
        ...f.services,
        // 20 ms normally; 30 × that from 40 s on, while busy workers and errors stay low.
        stock: {
          ...f.services.stock!,
          saturation: 0.1,
          errorRate: 0,
          p99Ms: f.tMs > 40_000 ? 600 : 20,
        },
      },
    }));
    const plain = cascadeGrid(slow, ['stock'], 60);
    expect(plain.rows[0]!.cells.every((c) => c.level === 'healthy')).toBe(true);
    const judged = cascadeGrid(slow, ['stock'], 60, new Map([['stock', 20]]));
    const firstBad = judged.rows[0]!.cells.findIndex((c) => c.level !== 'healthy');
    expect(judged.times[firstBad]).toBe(41);
    expect(judged.rows[0]!.cells[firstBad]!.level).toBe('saturated');
  });

  it('names the cause, then the victims in the order they went bad, each with its time', () => {
    const grid = cascadeGrid(frames(60), ['gateway', 'orders', 'payments'], 60);
    const causes = [{ service: 'payments', atS: 30, kind: 'slow ×20' }];
    expect(describeCascade(grid, causes)).toBe(
      'cause: payments (slow ×20) at 30 s; then orders at 34 s, then gateway at 37 s',
    );
    // A fault that has not started yet is not named.
    expect(describeCascade(cascadeGrid(frames(20), ['gateway'], 20), causes)).toBe(
      'Every service is healthy.',
    );
  });
});
