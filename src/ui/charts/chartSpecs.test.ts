// A chart is a description of its series: these pin what each description reads from a
// frame, and how the rows carry the baseline's ghost and the redraw slots follow the list.
import { describe, expect, it } from 'vitest';
import { callPolicySchema } from '../../sim/scenario';
import { chainFrame } from '../graph/testing/graphFixtures';
import { palette } from './chartColors';
import {
  breakerChart,
  bulkheadChart,
  clientTrafficChart,
  latencyChart,
  perServiceChart,
} from './chartSpecs';
import { framesBySecond, ghostField, markersIn, seriesField, seriesRows } from './timeSeries';

const p = palette('light');
const frames = (n: number) => Array.from({ length: n }, (_, i) => chainFrame(i + 1));
const breaker = callPolicySchema.parse({ breaker: { enabled: true } }).breaker;

describe('chart descriptions → rows', () => {
  it('a breaker chart draws a gap, not zero, below the minimum number of calls', () => {
    const f = chainFrame(5);
    f.edges['gateway->orders']!.failureRate = -1;
    const spec = breakerChart('gateway->orders', breaker, p);
    expect(seriesRows([f], spec.series)[0]?.[seriesField(0)]).toBeNull();
    expect(seriesRows([chainFrame(45)], spec.series)[0]?.[seriesField(0)]).toBe(60);
    // Only the states worth seeing are shaded; CLOSED is the background.
    expect(spec.bands?.(frames(60))).toEqual([
      { from: 40, to: 60, state: 'OPEN', color: p.state.OPEN },
    ]);
  });

  it('a client chart reads offered, succeeded and failed; its latency has gaps where nothing finished', () => {
    const [row] = seriesRows([chainFrame(40)], clientTrafficChart('web', p).series);
    expect([row?.s0, row?.s1, row?.s2]).toEqual([50, 10, 40]);
    const idle = chainFrame(3);
    idle.clients.web = {
      offered: 5,
      succeeded: 0,
      failed: 0,
      latencyMs: { mean: 0, p50: 0, p95: 0, p99: 0, p999: 0, max: 0 },
    };
    const latency = latencyChart('web', p).series;
    expect(seriesRows([idle], latency)[0]?.[seriesField(2)]).toBeNull();
    expect(seriesRows([chainFrame(40)], latency)[0]?.[seriesField(1)]).toBe(2000);
  });

  it('a bulkhead chart reads slots in use and rejections, each on its axis', () => {
    const spec = bulkheadChart('gateway->orders', 10, p);
    expect(seriesRows([chainFrame(3)], spec.series)[0]).toEqual({ t: 3, s0: 0, s1: 3 });
    expect(spec.series.map((s) => s.axis ?? spec.axes[0]!.id)).toEqual(['rejected', 0]);
  });

  it('a per-service chart has one series per service, in the order asked', () => {
    const spec = perServiceChart(
      { key: 'w', title: '', subtitle: '', testId: '', field: 'busyWorkers' },
      ['stock', 'payments'],
      'payments',
      p,
    );
    const [row] = seriesRows([chainFrame(45)], spec.series);
    expect([row?.s0, row?.s1]).toEqual([1, 10]);
    expect(spec.series.map((s) => s.width)).toEqual([2, 4]);
  });
});

describe('the baseline ghost and the change markers', () => {
  it('reads the same series from the baseline frame of the same second, and none where A has none', () => {
    const spec = clientTrafficChart('web', p);
    const a = frames(50).map((f) => ({
      ...f,
      clients: { web: { ...f.clients.web!, succeeded: 7 } },
    }));
    const rows = seriesRows([chainFrame(40), chainFrame(60)], spec.series, framesBySecond(a));
    expect(rows[0]?.[ghostField(1)]).toBe(7);
    expect(rows[0]?.[seriesField(1)]).toBe(10);
    expect(rows[1]?.[ghostField(1)]).toBeNull(); // A has not reached 60 s
    expect(seriesRows([chainFrame(40)], spec.series)[0]).not.toHaveProperty(ghostField(0));
  });

  it('keeps only the markers inside the chart’s time span', () => {
    const markers = [
      { tS: 5, label: 'a' },
      { tS: 30, label: 'b' },
    ];
    expect(markersIn(markers, [10, 60])).toEqual([{ tS: 30, label: 'b' }]);
  });
});
