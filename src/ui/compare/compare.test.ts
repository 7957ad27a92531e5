// The A/B delta table against hand-computed values, the labels of changed settings, and
// the A/B link's round trip.
import { EDGE_COUNTER_NAMES, zeroCounts } from '../../sim/engine/metrics';
import { describe, expect, it } from 'vitest';
import { presetScenario } from '../../scenarios/presets';
import { baselineHashPart, decodeBaselineFromUrl } from '../../scenarios/abLink';
import { encodeScenarioToHash } from '../../scenarios/urlCodec';
import type { RunSummary } from '../../sim/engine/types';
import { diffSettings, setAt } from '../../sim/scenario';
import { describeChange } from './changeLabels';
import { changeWords } from './changeWords';
import { i18n } from '../i18n/i18n';
import { deltaTable, unnecessaryOpens, type RunSide } from '../../sim/analysis/deltaTable';
import { formatDelta, verdict } from './deltaFormat';

const RETRY = ['services', 'gateway', 'policies', 'bff', 'retry', 'maxAttempts'];
const stats = { mean: 0, p50: 0, p95: 0, p99: 0, p999: 0, max: 0 };

function summary(succeeded: number, p99: number, retries: number, timeOpenMs: number): RunSummary {
  const zeros = zeroCounts(EDGE_COUNTER_NAMES);
  return {
    seed: 1,
    durationS: 120,
    events: 0,
    clients: {
      web: {
        offered: 1000,
        succeeded,
        failed: 1000 - succeeded,
        availability: succeeded / 1000,
        latencyMs: { mean: 45, p50: 40, p95: 90, p99, p999: p99, max: p99 },
        failuresByReason: {},
      },
    },
    services: {},
    edges: {
      'api->db': {
        ...zeros,
        retries,
        rejectedByBreaker: 0,
        rejectedByBulkhead: 0,
        timeOpenMs,
        callMs: stats,
        attemptMs: stats,
      },
    },
  };
}

const scenario = presetScenario('retry-storm');
const side = (s: RunSummary, extra: Partial<RunSide> = {}): RunSide => ({
  summary: s,
  nowMs: 100_000,
  transitions: [],
  faults: [],
  scenario,
  ...extra,
});

describe('A/B deltas', () => {
  it('gives B − A and the relative change, per client and per call', () => {
    const groups = deltaTable(side(summary(800, 400, 300, 0)), side(summary(900, 300, 100, 5_000)));
    const client = groups.find((g) => g.kind === 'client')!;
    const row = (name: string) => client.rows.find((r) => r.metric === name)!;
    expect(client.rows.map((r) => r.id)).toEqual(['goodput', 'availability', 'p50', 'p99']);
    // goodput: 800 and 900 answered in 100 s.
    expect(row('goodput /s')).toMatchObject({ a: 8, b: 9, delta: 1, relative: 0.125 });
    expect(row('availability').delta).toBeCloseTo(0.1);
    expect(row('p99')).toMatchObject({ delta: -100, relative: -0.25 });
    expect(verdict(row('p99'))).toBe('better');
    expect(verdict(row('availability'))).toBe('better');
    expect(formatDelta(row('p99'))).toBe('−100 ms (−25.0 %)');
    const edge = groups.find((g) => g.kind === 'edge')!;
    expect(edge.rows.find((r) => r.metric === 'retries')).toMatchObject({
      delta: -200,
      relative: -2 / 3,
    });
    const open = edge.rows.find((r) => r.metric === 'time OPEN')!;
    expect(open).toMatchObject({ a: 0, b: 5, relative: null });
    // A breaker's time OPEN has no good direction: the same rise can be the breaker saving the run.
    expect(verdict(open)).toBe('changed');
    expect(formatDelta(open)).toBe('+5.0 s');
  });

  it('calls a change better or worse only for a figure with a known good direction', () => {
    const rows = deltaTable(
      side(summary(800, 400, 300, 0)),
      side(summary(900, 300, 100, 5_000)),
    ).flatMap((g) => g.rows);
    const byId = (id: string) => verdict(rows.find((r) => r.id === id)!);
    expect(byId('goodput')).toBe('better'); // up is good
    expect(byId('p99')).toBe('better'); // down is good
    expect(byId('retries')).toBe('changed'); // no direction: fewer retries may mean fewer answers
    expect(byId('rejectedByBreaker')).toBe('same');
    expect(verdict({ delta: 8126, good: 'none' })).toBe('changed');
    expect(verdict({ delta: 0.02, good: 'down' })).toBe('worse');
    expect(verdict({ delta: -1, good: 'up' })).toBe('worse');
  });

  it('counts an OPEN as unneeded only when nothing below the callee was failing', () => {
    const open = (tMs: number) => ({
      tMs,
      edge: 'bff->orders',
      from: 'CLOSED' as const,
      to: 'OPEN' as const,
      reason: '',
    });
    const fault = (tMs: number, phase: 'started' | 'ended') => ({
      tMs,
      service: 'stock',
      phase,
      description: 'stock fails',
    });
    const s = side(summary(1, 1, 1, 1), {
      transitions: [open(10_000), open(40_000), open(90_000)],
      faults: [fault(30_000, 'started'), fault(60_000, 'ended')],
    });
    // stock is below orders: the open at 40 s had a reason; those at 10 s and 90 s did not.
    expect(unnecessaryOpens(s, 'bff->orders')).toBe(2);
  });
});

describe('what changed, in the settings’ words', () => {
  const words = (language: 'en' | 'ko') => (c: Parameters<typeof changeWords>[2]) =>
    changeWords(i18n.getFixedT(language), language, c);

  it('names a retry change as the settings panel does', () => {
    const b = setAt(scenario, RETRY, 1);
    const changes = diffSettings(scenario, b).map(describeChange);
    expect(changes.map((c) => c.subject)).toEqual(['gateway → bff']);
    expect(changes[0]!.setting?.id).toBe('edge.retry.maxAttempts');
    expect(changes[0]!.from).toEqual({ kind: 'number', figure: 3 });
    expect(changes[0]!.to).toEqual({ kind: 'number', figure: 1 });
    expect(changes.map(words('en'))).toEqual(['retry maxAttempts 3 → 1']);
    // Korean: the group's and the label's words from the settings' Korean, the same figures.
    expect(changes.map(words('ko'))).toEqual(['재시도 시도 횟수(첫 호출 포함) 3 → 1']);
  });

  it('names a client rate and a timeout with their units', () => {
    const b = setAt(
      setAt(scenario, ['clients', 'shoppers', 'arrival', 'rps'], 20),
      ['services', 'gateway', 'policies', 'bff', 'timeoutMs'],
      500,
    );
    const changes = diffSettings(scenario, b).map(describeChange);
    const texts = changes.map(words('en'));
    expect(texts).toContain('timeoutMs 2000 ms → 500 ms');
    expect(texts.some((t) => /rps 10 → 20/.test(t))).toBe(true);
    const korean = changes.map(words('ko'));
    expect(korean).toContain('시도당 타임아웃 2000 ms → 500 ms');
    for (const k of korean) expect(k).not.toMatch(/[A-Za-z]{3,}/);
  });

  it('words switches and choices by the settings’ own options', () => {
    const breakerOn = setAt(
      scenario,
      ['services', 'gateway', 'policies', 'bff', 'breaker', 'enabled'],
      true,
    );
    const [on] = diffSettings(scenario, breakerOn).map(describeChange);
    expect(on!.from).toEqual({ kind: 'off' });
    expect(words('ko')(on!)).toMatch(/끔 → 켬$/);
    const backoff = setAt(
      scenario,
      ['services', 'gateway', 'policies', 'bff', 'retry', 'backoff', 'type'],
      'linear',
    );
    const [choice] = diffSettings(scenario, backoff).map(describeChange);
    expect(choice!.to).toEqual({ kind: 'choice', value: 'linear' });
    expect(words('en')(choice!)).toMatch(/ → linear$/);
    expect(words('ko')(choice!)).toMatch(/ → 선형$/);
  });
});

describe('the A/B link', () => {
  it('carries both scenarios; A decodes to the same scenario', () => {
    const a = scenario;
    const b = setAt(scenario, RETRY, 1);
    const hash = encodeScenarioToHash(b, { presetId: 'retry-storm' }) + baselineHashPart(a);
    const decoded = decodeBaselineFromUrl(`https://x.test/${hash}`);
    expect(decoded).toEqual({ ok: true, scenario: a });
    expect(decodeBaselineFromUrl(encodeScenarioToHash(b))).toEqual({ ok: 'absent' });
  });

  it('a broken A gives a clear error', () => {
    const hash = `${encodeScenarioToHash(scenario)}${baselineHashPart(scenario).slice(0, 40)}`;
    const decoded = decodeBaselineFromUrl(hash);
    expect(decoded.ok).toBe(false);
    expect(decoded.ok === false && decoded.error).toMatch(/^the baseline \(A\)/);
  });
});
