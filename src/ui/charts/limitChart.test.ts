// The limit's chart reads the frame's two gauges and the limit's refusals, and draws no zero
// where a frame has no such call.
import { describe, expect, it } from 'vitest';
import { chainFrame } from '../graph/testing/graphFixtures';
import { palette } from './chartColors';
import { concurrencyLimitChart } from './limitChart';
import { seriesRows } from './timeSeries';

describe('the concurrency limit chart', () => {
  it('reads refusals, the limit and the calls in flight of its call', () => {
    const f = chainFrame(10);
    const e = f.edges['gateway->orders']!;
    Object.assign(e, { concurrencyLimit: 17, limitInFlight: 12, rejectedByLimit: 3 });
    const spec = concurrencyLimitChart('gateway->orders', palette('light'));
    const [row] = seriesRows([f], spec.series);
    expect([row?.s0, row?.s1, row?.s2]).toEqual([3, 17, 12]);
    const [other] = seriesRows([f], concurrencyLimitChart('ghost->none', palette('light')).series);
    expect([other?.s1, other?.s2]).toEqual([null, null]);
  });
});
