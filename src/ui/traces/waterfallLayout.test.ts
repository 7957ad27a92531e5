import { describe, expect, it } from 'vitest';
import type { SpanData } from '../../sim/engine/tracing/spanData';
import { TRACE_JOB, type SampledRequest } from '../../jobs/traceJob';
import { PRESETS } from '../../scenarios/presets';
import { waterfallLayout, type WaterfallRow } from './waterfallLayout';

const span = (p: Partial<SpanData> & Pick<SpanData, 'spanId' | 'edge'>): SpanData => ({
  traceId: 1,
  parentSpanId: 0,
  kind: 'call',
  startMs: 0,
  endMs: 0,
  outcome: 'success',
  attributes: {},
  events: [],
  ...p,
});

describe('waterfallLayout of a hand-built request', () => {
  // shoppers → gateway (one attempt), whose call to stock fails once (503) and then succeeds.
  const spans: SpanData[] = [
    span({ spanId: 1, edge: 'shoppers->gateway', startMs: 1000, endMs: 1240 }),
    span({
      spanId: 2,
      parentSpanId: 1,
      kind: 'attempt',
      edge: 'shoppers->gateway',
      startMs: 1000,
      endMs: 1240,
    }),
    span({
      spanId: 3,
      parentSpanId: 2,
      edge: 'gateway->stock',
      startMs: 1005,
      endMs: 1230,
      events: [
        { tMs: 1005, name: 'breaker.permitted', attributes: { state: 'CLOSED' } },
        { tMs: 1005, name: 'bulkhead.slot', attributes: { available: 9 } },
        { tMs: 1020, name: 'attempt.failed', attributes: { outcome: 'http 503' } },
        { tMs: 1120, name: 'retry', attributes: { attempt: 2, waitedMs: 100 } },
      ],
    }),
    // Listed out of order: the layout orders siblings by their start.
    span({
      spanId: 5,
      parentSpanId: 3,
      kind: 'attempt',
      edge: 'gateway->stock',
      startMs: 1120,
      endMs: 1230,
    }),
    span({
      spanId: 4,
      parentSpanId: 3,
      kind: 'attempt',
      edge: 'gateway->stock',
      startMs: 1005,
      endMs: 1020,
      outcome: 'http 503',
    }),
  ];
  const { rows, totalMs } = waterfallLayout(spans);

  it('puts each span under its parent, depth first, offsets from the request start', () => {
    expect(totalMs).toBe(240);
    expect(
      rows.map((r) => [r.depth, r.kind, r.caller, r.callee, r.attempt, r.startMs, r.endMs]),
    ).toEqual([
      [0, 'call', 'shoppers', 'gateway', undefined, 0, 240],
      [1, 'attempt', 'shoppers', 'gateway', 1, 0, 240],
      [2, 'call', 'gateway', 'stock', undefined, 5, 230],
      [3, 'attempt', 'gateway', 'stock', 1, 5, 20],
      [3, 'attempt', 'gateway', 'stock', 2, 120, 230],
    ]);
  });

  it('says why an attempt failed and writes the decisions as words', () => {
    expect(rows[3]).toMatchObject({ ok: false, reason: 'http 503' });
    expect(rows[4]).toMatchObject({ ok: true });
    expect(rows[4]!.reason).toBeUndefined();
    expect(rows[2]!.decisions).toEqual([
      { word: 'breakerPermitted', atMs: 5, detail: 'CLOSED' },
      { word: 'bulkheadSlot', atMs: 5, detail: '9' },
      { word: 'retry', atMs: 120, detail: '100' },
    ]);
  });

  it('is empty without a root', () => {
    expect(waterfallLayout(spans.slice(1))).toEqual({ rows: [], totalMs: 0 });
  });
});

describe('waterfallLayout of retry-storm during its outage (a real run)', () => {
  const preset = PRESETS.find((p) => p.id === 'retry-storm')!;
  const prepared = TRACE_JOB.prepare({ scenario: preset.scenario, untilMs: 40_000 });
  if (!prepared.ok) throw new Error(prepared.errors.join('\n'));
  const requests: SampledRequest[] = TRACE_JOB.run(prepared.prepared, 0);
  const failed = requests.find((r) => !r.ok)!;
  const { rows, totalMs } = waterfallLayout(failed.spans);

  it('offers failed requests first, from the last window, each one whole', () => {
    expect(failed).toBeDefined();
    const firstOk = requests.findIndex((r) => r.ok);
    expect(requests.slice(0, firstOk < 0 ? undefined : firstOk).every((r) => !r.ok)).toBe(true);
    for (const r of requests) {
      expect(r.startMs).toBeGreaterThanOrEqual(25_000);
      expect(r.startMs + r.durationMs).toBeLessThanOrEqual(40_000);
    }
  });

  it('keeps every child inside its parent’s time, one row per span', () => {
    expect(rows).toHaveLength(failed.spans.length);
    const parentOf = new Map<number, WaterfallRow>();
    const stack: WaterfallRow[] = [];
    for (const row of rows) {
      stack.length = row.depth;
      if (row.depth > 0) parentOf.set(row.spanId, stack[row.depth - 1]!);
      stack.push(row);
    }
    for (const row of rows) {
      expect(row.endMs).toBeGreaterThanOrEqual(row.startMs);
      expect(row.endMs).toBeLessThanOrEqual(totalMs);
      const parent = parentOf.get(row.spanId);
      if (!parent) continue;
      expect(row.startMs).toBeGreaterThanOrEqual(parent.startMs);
      expect(row.endMs).toBeLessThanOrEqual(parent.endMs);
    }
  });

  it('shows the chain of calls, retries as sibling attempts, and why it failed', () => {
    const chain = rows.filter((r) => r.kind === 'call').map((r) => `${r.caller}->${r.callee}`);
    expect(chain.slice(0, 4)).toEqual([
      'shoppers->gateway',
      'gateway->bff',
      'bff->orders',
      'orders->stock',
    ]);
    // The leaf's call: three attempts side by side under it, each failing with the outage's 500.
    const leaf = rows.findIndex((r) => r.kind === 'call' && r.callee === 'stock');
    const attempts = rows.slice(leaf + 1, leaf + 4);
    expect(attempts.map((r) => [r.depth, r.attempt, r.reason])).toEqual([
      [rows[leaf]!.depth + 1, 1, 'http 500'],
      [rows[leaf]!.depth + 1, 2, 'http 500'],
      [rows[leaf]!.depth + 1, 3, 'http 500'],
    ]);
    expect(attempts[1]!.startMs).toBeGreaterThanOrEqual(attempts[0]!.endMs);
    expect(rows[leaf]!.decisions.filter((d) => d.word === 'retry')).toHaveLength(2);
    expect(rows[leaf]!.decisions.at(-1)).toMatchObject({
      word: 'gaveUp',
      detail: 'attemptsExhausted',
    });
    expect(rows[0]).toMatchObject({ ok: false, reason: failed.outcome });
  });
});
