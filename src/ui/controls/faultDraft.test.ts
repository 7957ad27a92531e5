import { describe, expect, it } from 'vitest';
import { scheduledFaultSchema, serviceSchema } from '../../sim/scenario';
import { buildFault, describeDraft, type FaultDraft } from './faultDraft';
import { withServiceMedianLatency } from './latency';

const draft = (p: Partial<FaultDraft>): FaultDraft => ({
  service: 'payments',
  kind: 'latency',
  amount: 20,
  when: 'now',
  atS: 60,
  forS: 0,
  ...p,
});

describe('buildFault', () => {
  it('starts now, at the simulated clock, until the end', () => {
    const fault = buildFault(draft({}), 42_500);
    expect(fault).toEqual({
      service: 'payments',
      kind: 'latency',
      atMs: 42_500,
      latencyMultiplier: 20,
    });
  });

  it('starts at a chosen time and lasts a while', () => {
    const fault = buildFault(draft({ kind: 'down', when: 'at', atS: 60, forS: 30 }), 1_000);
    expect(fault).toMatchObject({ kind: 'down', atMs: 60_000, untilMs: 90_000 });
  });

  it('turns a failing percentage into a 5xx error rate', () => {
    const fault = buildFault(draft({ kind: 'errors', amount: 40 }), 0);
    expect(fault.errorRates?.http5xx).toBe(0.4);
  });

  it('always builds a fault the scenario schema accepts', () => {
    for (const kind of ['latency', 'errors', 'down'] as const) {
      for (const amount of [0, 1, 50, 250]) {
        const fault = buildFault(draft({ kind, amount, when: 'at', atS: 5, forS: 3 }), 0);
        expect(scheduledFaultSchema.safeParse(fault).success, `${kind} ${amount}`).toBe(true);
      }
    }
  });

  it('says what it will do', () => {
    expect(describeDraft(draft({ when: 'at', atS: 60, forS: 30 }))).toBe(
      'Slow it down 20× at 60 s for 30 s',
    );
    expect(describeDraft(draft({ kind: 'down' }))).toBe('Take it down now');
  });
});

describe('withServiceMedianLatency', () => {
  it('scales every route by the factor that moves the first route’s median', () => {
    const service = serviceSchema.parse({
      name: 'a',
      workers: 1,
      routes: [
        { name: 'r1', processing: { type: 'constant', ms: 10 } },
        { name: 'r2', processing: { type: 'exponential', meanMs: 100 } },
      ],
    });
    const next = withServiceMedianLatency(service, 30);
    expect(next.routes[0]?.processing).toEqual({ type: 'constant', ms: 30 });
    expect(next.routes[1]?.processing).toMatchObject({ type: 'exponential' });
    const mean = (next.routes[1]?.processing as { meanMs: number }).meanMs;
    expect(mean).toBeCloseTo(300);
  });
});
