import { describe, expect, it } from 'vitest';
import lognormalCsv from '../interop/latency/fixtures/orders-lognormal.csv?raw';
import { createJobHandler } from './jobHandler';
import type { FromJobWorker } from './jobProtocol';
import { LATENCY_FIT_JOB, type LatencyFitResult } from './latencyFitJob';

/** The job as a worker serves it: prepare, one job, the answer posted. */
function serve(text: string, fileName: string): FromJobWorker<LatencyFitResult>[] {
  const posted: FromJobWorker<LatencyFitResult>[] = [];
  const handle = createJobHandler(LATENCY_FIT_JOB, (m) => posted.push(structuredClone(m)));
  handle({ type: 'prepare', input: { text, fileName, service: 'orders' } });
  handle({ type: 'job', job: 0 });
  return posted;
}

describe('LATENCY_FIT_JOB', () => {
  it('answers a fixture with its fit, its data curve and the patch, as a worker posts them', () => {
    const [answer] = serve(lognormalCsv, 'orders-lognormal.csv');
    if (answer?.type !== 'result' || !answer.result.ok) throw new Error(JSON.stringify(answer));
    const { imported, summary } = answer.result;
    expect(imported.report.fit.chosen.kind).toBe('lognormal');
    expect(imported.patch.service).toBe('orders');
    // A few hundred points stand for 2,000 durations, rising, none at 0 ms (a log axis).
    expect(summary.curve.length).toBeLessThan(200);
    expect(
      summary.curve.every((pt, i) => pt.ms > 0 && (i === 0 || pt.ms > summary.curve[i - 1]!.ms)),
    ).toBe(true);
  });

  it('answers a malformed file with the reader’s message naming the line, not a failure', () => {
    const [answer] = serve('latency_ms\n12.5\nfast\n', 'pasted');
    expect(answer).toEqual({
      type: 'result',
      result: { ok: false, error: 'line 3: "fast" is not a duration' },
    });
  });
});
