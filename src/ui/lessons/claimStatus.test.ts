import { describe, expect, it } from 'vitest';
import type { Claim } from '../../scenarios/presets';
import type { SecondFrame } from '../../sim/engine/types';
import { claimState, formatValue, type RunView } from './claimStatus';

const frame = (s: number, offered: number, succeeded: number): SecondFrame => ({
  tMs: s * 1000,
  clients: {
    web: {
      offered,
      succeeded,
      failed: offered - succeeded,
      latencyMs: { mean: 1, p50: 1, p95: 2, p99: 3, p999: 3, max: 3 },
    },
  },
  services: {},
  edges: {},
});

const frames = Array.from({ length: 60 }, (_, i) => frame(i + 1, 10, i < 30 ? 10 : 5));

const run = (over: Partial<RunView> = {}): RunView => ({
  variant: 'baseline',
  nowMs: 60_000,
  durationMs: 120_000,
  finished: false,
  seed: 1,
  frames,
  transitions: [],
  totals: null,
  ...over,
});

const windowed: Claim = {
  text: 'web is fine in the first half minute',
  variant: 'baseline',
  metric: { frames: 'clients[web].succeeded', agg: 'min', fromS: 0, toS: 30 },
  atLeast: 10,
};
const wholeRun: Claim = {
  text: 'web availability stays above 90 %',
  variant: 'baseline',
  metric: { report: 'clients[web].availability' },
  atLeast: 0.9,
};

describe('claimState', () => {
  it('checks a windowed claim once the run has passed the window', () => {
    expect(claimState(windowed, run({ nowMs: 20_000 }))).toEqual({ kind: 'waiting', atMs: 30_000 });
    expect(claimState(windowed, run())).toEqual({ kind: 'holds', value: 10 });
  });

  it('asks for the end of the run for a claim about the whole run', () => {
    expect(claimState(wholeRun, run())).toEqual({ kind: 'needsEnd' });
    const done = claimState(wholeRun, run({ finished: true }));
    expect(done.kind).toBe('fails');
    expect(done.kind === 'fails' && done.value).toBeCloseTo(0.75, 10);
  });

  it('does not check a claim on a run of another variant or an edited run', () => {
    expect(claimState(windowed, run({ variant: 'retry-budget' }))).toEqual({
      kind: 'otherVariant',
    });
    expect(claimState(windowed, run({ variant: null }))).toEqual({ kind: 'otherVariant' });
  });

  it('does not guess numbers the frames do not hold', () => {
    const reasons: Claim = {
      ...wholeRun,
      metric: { report: 'clients[web].failuresByReason.http5xx', absentIsZero: true },
    };
    expect(claimState(reasons, run({ finished: true }))).toEqual({ kind: 'unavailable' });
  });

  it('reads the engine’s own totals when the worker sends them', () => {
    const reasons: Claim = {
      ...wholeRun,
      metric: { report: 'clients[web].failuresByReason.http5xx', absentIsZero: true },
      atMost: 10,
    };
    const totals = {
      seed: 1,
      durationS: 60,
      events: 1,
      clients: {
        web: {
          offered: 600,
          succeeded: 450,
          failed: 150,
          availability: 0.75,
          latencyMs: { mean: 1, p50: 1, p95: 2, p99: 3, p999: 3, max: 3 },
          failuresByReason: { http5xx: 150 },
        },
      },
      services: {},
      edges: {},
    };
    expect(claimState(reasons, run({ finished: true, totals }))).toEqual({
      kind: 'fails',
      value: 150,
    });
  });

  it('formats values for people', () => {
    expect(formatValue(Number.POSITIVE_INFINITY)).toBe('never');
    expect(formatValue(0.99512)).toBe('0.9951');
    expect(formatValue(1234)).toBe('1,234');
  });
});
