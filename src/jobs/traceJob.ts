// Pure: the run on screen replayed with trace sampling, for the waterfall panel. The page's
// run does not trace (tracing costs memory on every sampled call), so a worker of the page's
// pool (src/worker/trace.worker.ts) replays the same scenario on the same seed up to the
// page's simulated time; tracing draws from its own random stream, so the replay is the run
// on screen. Only requests that started in the last window and have ended come back.
import { createSimulation } from '../sim/engine';
import { spanData, type SpanData } from '../sim/engine/tracing/spanData';
import { formatIssues, parseScenario, type Scenario } from '../sim/scenario';
import type { PoolJob } from './jobProtocol';

/** Plain JSON: it crosses to the worker. */
export interface TraceInput {
  scenario: unknown;
  /** The page's simulated time: the replay stops here. */
  untilMs: number;
}

interface PreparedTrace {
  scenario: Scenario;
  untilMs: number;
}

export interface SampledRequest {
  traceId: number;
  /** Simulated time the request arrived. */
  startMs: number;
  durationMs: number;
  /** The client's edge, "client->service". */
  edge: string;
  ok: boolean;
  outcome: string;
  spans: SpanData[];
}

/** One request in this many is traced: a few dozen in a window at a lesson's rates. */
const TRACE_EVERY = 10;
/** Requests that arrived in this window before the page's time are candidates. */
export const TRACE_WINDOW_MS = 15_000;
const MAX_FAILED = 8;
const MAX_OK = 4;

/** Failed requests first, the latest of each kind first: the ones a person asks about. */
function pickRequests(spans: readonly SpanData[]): SampledRequest[] {
  const byTrace = new Map<number, SpanData[]>();
  for (const s of spans) {
    const list = byTrace.get(s.traceId) ?? [];
    list.push(s);
    byTrace.set(s.traceId, list);
  }
  const requests: SampledRequest[] = [];
  for (const [traceId, list] of byTrace) {
    const root = list.find((s) => s.parentSpanId === 0);
    if (!root || root.endMs < 0) continue;
    const ok = root.outcome === 'success';
    requests.push({
      traceId,
      startMs: root.startMs,
      durationMs: root.endMs - root.startMs,
      edge: root.edge,
      ok,
      outcome: root.outcome,
      spans: list,
    });
  }
  const latest = (a: SampledRequest, b: SampledRequest) => b.startMs - a.startMs;
  const failed = requests.filter((r) => !r.ok).sort(latest);
  const succeeded = requests.filter((r) => r.ok).sort(latest);
  return [...failed.slice(0, MAX_FAILED), ...succeeded.slice(0, MAX_OK)];
}

function runTrace(p: PreparedTrace): SampledRequest[] {
  const fromMs = Math.max(0, p.untilMs - TRACE_WINDOW_MS);
  const kept: SpanData[] = [];
  const sim = createSimulation(p.scenario, {
    traceEvery: TRACE_EVERY,
    // A request's spans all start after its root: one that starts before the window belongs
    // to a request that did too, and is dropped as it ends (memory stays a window's worth).
    onSpanEnded: (s) => {
      if (s.startMs >= fromMs) kept.push(spanData(s));
    },
  });
  try {
    sim.advanceTo(p.untilMs);
  } finally {
    sim.dispose();
  }
  return pickRequests(kept);
}

export const TRACE_JOB: PoolJob<TraceInput, PreparedTrace, SampledRequest[]> = {
  prepare(input) {
    const parsed = parseScenario(input.scenario);
    if (!parsed.ok) return { ok: false, errors: [formatIssues(parsed.issues)] };
    if (!(input.untilMs >= 0)) return { ok: false, errors: ['the time must be 0 s or later'] };
    return { ok: true, prepared: { scenario: parsed.scenario, untilMs: input.untilMs } };
  },
  run: (prepared) => runTrace(prepared),
};
