import { describe, expect, it } from 'vitest';
import { decodeFrames, encodeFrames } from './frameCodec';
import { reportFromFrames } from '../sim/analysis/reportFromFrames';
import { formatTable } from '../cli/formatTable';
import { createSimulation } from '../sim/engine/simulation';
import {
  CLIENT_COUNTER_NAMES,
  EDGE_COUNTER_NAMES,
  EDGE_COUNTERS,
  EDGE_GAUGE_NAMES,
  SERVICE_COUNTER_NAMES,
  SERVICE_GAUGE_NAMES,
} from '../sim/engine/metrics';
import type { SecondFrame } from '../sim/engine/types';
import { caller, constantClient, leaf, scenario } from '../sim/engine/testing/scenarioBuilders';

function run() {
  const s = scenario({
    name: 'metrics',
    seed: 3,
    durationMs: 5_000,
    services: [
      caller('api', [{ service: 'db' }], {
        db: { retry: { enabled: true, maxAttempts: 3 }, timeoutMs: 50 },
      }),
      leaf('db', 5, { faults: { errorRates: { http5xx: 0.3 } } }),
    ],
    clients: [constantClient('api', 50)],
  });
  const frames: SecondFrame[] = [];
  const sim = createSimulation(s, { onSecond: (f) => frames.push(f) });
  sim.runToEnd();
  return { frames, report: sim.report() };
}

describe('metrics declared once', () => {
  const { frames, report } = run();

  it('every declared counter and gauge is in each frame, and survives the worker codec', () => {
    const last = frames.at(-1)!;
    for (const name of [...EDGE_COUNTER_NAMES, ...EDGE_GAUGE_NAMES])
      expect(typeof last.edges['api->db']![name]).toBe('number');
    for (const name of [...SERVICE_COUNTER_NAMES, ...SERVICE_GAUGE_NAMES])
      expect(typeof last.services.db![name]).toBe('number');
    expect(decodeFrames(encodeFrames(frames))).toEqual(frames);
  });

  it('the counters of the frames add up to the report, whichever way the report is built', () => {
    const fromFrames = reportFromFrames(frames, report.transitions, report.seed);
    for (const name of CLIENT_COUNTER_NAMES)
      expect(fromFrames.clients.users![name]).toBe(report.clients.users![name]);
    for (const name of SERVICE_COUNTER_NAMES)
      expect(fromFrames.services.db![name]).toBe(report.services.db![name]);
    for (const name of EDGE_COUNTER_NAMES)
      expect(fromFrames.edges['api->db']![name]).toBe(report.edges['api->db']![name]);
    expect(fromFrames.clients.users!.availability).toBe(report.clients.users!.availability);
    expect(fromFrames.services.db!.amplification).toBe(report.services.db!.amplification);
    // The run retried: the sums are not trivially zero.
    expect(report.edges['api->db']!.retries).toBeGreaterThan(0);
  });

  it('the CLI table has a column for every edge counter', () => {
    const header = formatTable(report)
      .split('\n')
      .find((line) => line.startsWith('edge'))!;
    for (const name of EDGE_COUNTER_NAMES) expect(header).toContain(EDGE_COUNTERS[name]);
  });
});
