import { describe, expect, it } from 'vitest';
import { fails, runOutlierTrace, type OutlierOp } from './outlierTestKit';

const last = (trace: string[]) => trace[trace.length - 1]!;

describe('outlier ejection, as Envoy documents it', () => {
  it('ejects a replica at consecutive5xx failures in a row; a success in between resets the count', () => {
    expect(last(runOutlierTrace(fails(1, 4)))).toContain('mask=0 ');
    expect(last(runOutlierTrace(fails(1, 5)))).toContain('mask=2 out=1 total=1');
    const interrupted: OutlierOp[] = [
      ...fails(1, 4),
      { op: 'succeed', replica: 1 },
      ...fails(1, 4),
    ];
    expect(last(runOutlierTrace(interrupted))).toContain('mask=0 ');
  });

  it('keeps it out for base × times ejected, up to maxEjectionTimeMs', () => {
    const ops: OutlierOp[] = [
      ...fails(0, 5), // ejected at 0 for 30 s
      { op: 'advance', ms: 29_999 },
      { op: 'advance', ms: 1 }, // back at 30 s
      ...fails(0, 5), // second time: 60 s
      { op: 'advance', ms: 59_999 },
      { op: 'advance', ms: 1 },
    ];
    const t = runOutlierTrace(ops, { config: { maxEjectionTimeMs: 50_000 } });
    expect(t[5]).toContain('t=29999 mask=1');
    expect(t[6]).toContain('t=30000 mask=0');
    // Capped: 2 × 30 s = 60 s would pass the 50 s cap, so it returns at 30 + 50 s.
    const capped = runOutlierTrace(
      [...ops.slice(0, 12), { op: 'advance', ms: 49_999 }, { op: 'advance', ms: 1 }],
      {
        config: { maxEjectionTimeMs: 50_000 },
      },
    );
    expect(capped[12]).toContain('mask=1');
    expect(capped[13]).toContain('t=80000 mask=0');
    const uncapped = runOutlierTrace(ops);
    expect(uncapped[12]).toContain('t=89999 mask=1');
    expect(uncapped[13]).toContain('t=90000 mask=0');
  });

  it('ejects no more than maxEjectionPercent of the replicas, but always one', () => {
    // 3 replicas at 10 %: one may go (always one), a second may not.
    expect(last(runOutlierTrace([...fails(0, 5), ...fails(1, 5)]))).toContain('mask=1 out=1');
    // 10 replicas at 20 %: two may go, the third may not.
    const ten = runOutlierTrace([...fails(0, 5), ...fails(1, 5), ...fails(2, 5)], {
      replicas: 10,
      config: { maxEjectionPercent: 20 },
    });
    expect(last(ten)).toContain('mask=3 out=2');
  });

  it('ignores what an ejected replica’s calls in flight answer', () => {
    const t = runOutlierTrace([
      ...fails(2, 5),
      ...fails(2, 10),
      { op: 'advance', ms: 30_000 },
      ...fails(2, 4),
    ]);
    expect(last(t)).toContain('mask=0 out=0 total=1');
  });
});
