import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { runScenario } from '../../sim/engine';
import type { TraceSpan } from '../../sim/engine/tracing/traceRecorder';
import { parseScenario, type Scenario } from '../../sim/scenario';
import { PRESETS } from '../../scenarios/presets';
import { SIMULATION_EPOCH_MS, toOtlp, unixNanos } from './toOtlp';

const scenarioOf = (id: string): Scenario => {
  const parsed = parseScenario(PRESETS.find((p) => p.id === id)!.scenario);
  if (!parsed.ok) throw new Error(id);
  return parsed.scenario;
};

function traced(id: string, every: number, durationMs: number) {
  const spans: TraceSpan[] = [];
  const report = runScenario(scenarioOf(id), {
    seed: 5,
    durationMs,
    traceEvery: every,
    onSpanEnded: (s) => spans.push(s),
  });
  return { report, spans };
}

// OTLP's protobuf JSON mapping (opentelemetry-proto, trace/v1 and common/v1): ids as hex,
// 64-bit integers as decimal strings, enums as numbers, attributes as KeyValue lists.
const anyValue = z.union([
  z.object({ stringValue: z.string() }).strict(),
  z.object({ boolValue: z.boolean() }).strict(),
  z.object({ intValue: z.string().regex(/^-?\d+$/) }).strict(),
  z.object({ doubleValue: z.number() }).strict(),
]);
const keyValues = z.array(z.object({ key: z.string().min(1), value: anyValue }).strict());
const nanos = z.string().regex(/^\d{19}$/);
const otlpSchema = z
  .object({
    resourceSpans: z.array(
      z
        .object({
          resource: z.object({ attributes: keyValues }).strict(),
          scopeSpans: z.array(
            z
              .object({
                scope: z.object({ name: z.string(), version: z.string() }).strict(),
                spans: z.array(
                  z
                    .object({
                      traceId: z.string().regex(/^[0-9a-f]{32}$/),
                      spanId: z.string().regex(/^[0-9a-f]{16}$/),
                      parentSpanId: z
                        .string()
                        .regex(/^[0-9a-f]{16}$/)
                        .optional(),
                      name: z.string().min(1),
                      kind: z.number().int().min(0).max(5),
                      startTimeUnixNano: nanos,
                      endTimeUnixNano: nanos,
                      attributes: keyValues,
                      events: z.array(
                        z
                          .object({ timeUnixNano: nanos, name: z.string(), attributes: keyValues })
                          .strict(),
                      ),
                      status: z
                        .object({
                          code: z.number().int().min(0).max(2),
                          message: z.string().optional(),
                        })
                        .strict(),
                    })
                    .strict(),
                ),
              })
              .strict(),
          ),
        })
        .strict(),
    ),
  })
  .strict();

describe('sampled traces', () => {
  it('change no figure of the run: the same report with tracing on and off', () => {
    const plain = runScenario(scenarioOf('retry-storm'), { seed: 5, durationMs: 40_000 });
    const { report, spans } = traced('retry-storm', 50, 40_000);
    expect(report).toEqual(plain);
    expect(spans.length).toBeGreaterThan(0);
  });

  it('sample about one request in N, the same ones for the same seed', () => {
    const a = traced('retry-storm', 50, 40_000);
    const roots = a.spans.filter((s) => s.parentSpanId === 0);
    const offered = Object.values(a.report.clients).reduce((sum, c) => sum + c.offered, 0);
    expect(roots.length).toBeGreaterThan(offered / 50 / 1.5);
    expect(roots.length).toBeLessThan((offered / 50) * 1.5);
    const b = traced('retry-storm', 50, 40_000);
    expect(b.spans.map((s) => [s.traceId, s.startMs, s.endMs, s.outcome])).toEqual(
      a.spans.map((s) => [s.traceId, s.startMs, s.endMs, s.outcome]),
    );
  });

  it('record each request as a tree: calls hold attempts, attempts hold the callee’s calls, retries their waits', () => {
    const { spans } = traced('retry-storm', 50, 60_000);
    const byId = new Map(spans.map((s) => [s.spanId, s]));
    for (const s of spans) {
      const parent = byId.get(s.parentSpanId);
      // A root, or a span whose parent was still open when the run stopped.
      if (!parent) continue;
      expect(parent.traceId).toBe(s.traceId);
      expect(parent.kind).toBe(s.kind === 'attempt' ? 'call' : 'attempt');
      expect(s.startMs).toBeGreaterThanOrEqual(parent.startMs);
    }
    // In the outage, orders retries stock three times with the chain's waits between.
    const retried = spans.find(
      (s) => s.edge === 'orders->stock' && s.events.some((e) => e.name === 'retry'),
    )!;
    expect(retried.events.filter((e) => e.name === 'retry').map((e) => e.attributes)).toEqual([
      { attempt: 2, waitedMs: 100 },
      { attempt: 3, waitedMs: 200 },
    ]);
    expect(spans.filter((s) => s.parentSpanId === retried.spanId)).toHaveLength(3);
  });

  it("note the breaker's state and permit on each traced call", () => {
    const { spans } = traced('flapping-breaker', 5, 120_000);
    const names = new Set(spans.flatMap((s) => s.events.map((e) => e.name)));
    expect(names).toContain('breaker.permitted');
    expect(names).toContain('breaker.rejected');
    const rejected = spans.find((s) => s.events.some((e) => e.name === 'breaker.rejected'))!;
    expect(rejected.outcome).toBe('circuitOpen');
    expect(rejected.events.find((e) => e.name === 'breaker.rejected')!.attributes!.state).toMatch(
      /OPEN/,
    );
  });
});

describe('OTLP JSON', () => {
  it('has the shape of an ExportTraceServiceRequest, one resource per calling service', () => {
    const { spans } = traced('retry-storm', 50, 40_000);
    const otlp = toOtlp(spans, 5);
    expect(() => otlpSchema.parse(JSON.parse(JSON.stringify(otlp)))).not.toThrow();
    expect(otlp.resourceSpans.map((r) => r.resource.attributes[0])).toContainEqual({
      key: 'service.name',
      value: { stringValue: 'shoppers' },
    });
    const all = otlp.resourceSpans.flatMap((r) => r.scopeSpans[0]!.spans);
    // Only the trees of requests still in flight at the end are left out.
    expect(all.length).toBeGreaterThan(spans.length / 2);
    // Every parent is a span of the same trace in the export.
    const ids = new Set(all.map((s) => `${s.traceId}/${s.spanId}`));
    for (const s of all)
      if (s.parentSpanId) expect(ids).toContain(`${s.traceId}/${s.parentSpanId}`);
  });

  it('writes simulated ms as unix nanoseconds from a fixed epoch', () => {
    expect(unixNanos(0)).toBe(`${SIMULATION_EPOCH_MS}000000`);
    expect(unixNanos(1.5)).toBe(`${SIMULATION_EPOCH_MS + 1}500000`);
  });
});
