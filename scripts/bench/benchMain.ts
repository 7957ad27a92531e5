// The engine benchmark: the reference scenario (three tiers with a fan-out, 500 req/s,
// breakers, bulkheads and retries on every call), run for its 300 simulated seconds and
// for half of that, and a bare heap loop over the same number of events, all in one run
// so the ratios hold on a noisy machine.
import { createSimulation } from '../../src/sim/engine';
import { parseScenario } from '../../src/sim/scenario';
import { PRESETS as presets } from '../../src/scenarios/presets';
import { bareHeapLoop } from './bareHeapLoop';

declare const gc: () => void;
const SAMPLE_EVERY_SIM_MS = 5_000;
/** About the number of events the reference run keeps pending (measured by the heap runs). */
const PENDING_FOR_BARE_LOOP = 1_000;

interface RunFigures {
  simS: number;
  wallMs: number;
  events: number;
  requests: number;
  peakHeapMb: number;
  meanPending: number;
}

function run(durationMs: number, sampleHeap: boolean): RunFigures {
  const preset = presets.find((p) => p.id === 'bench');
  if (!preset) throw new Error('the bench preset is missing from src/scenarios/presets');
  const parsed = parseScenario(preset.scenario);
  if (!parsed.ok) throw new Error(`bench preset is invalid: ${JSON.stringify(parsed.issues)}`);
  gc();
  const sim = createSimulation(parsed.scenario, { durationMs });
  let peakHeap = 0;
  let pendingSum = 0;
  let samples = 0;
  let wallMs = 0;
  // The timed run goes straight through; the heap runs stop every few simulated
  // seconds to collect garbage and read what the run keeps.
  const step = sampleHeap ? SAMPLE_EVERY_SIM_MS : durationMs;
  for (let t = step; t <= durationMs; t += step) {
    const t0 = performance.now();
    sim.advanceTo(t);
    wallMs += performance.now() - t0;
    if (sampleHeap) gc();
    peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed);
    pendingSum += sim.clock.queue.size;
    samples++;
  }
  const report = sim.report();
  sim.dispose();
  const requests = Object.values(report.clients).reduce((sum, c) => sum + c.offered, 0);
  return {
    simS: durationMs / 1000,
    wallMs,
    events: report.events,
    requests,
    peakHeapMb: peakHeap / 2 ** 20,
    meanPending: pendingSum / samples,
  };
}

const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

run(20_000, false); // warm up the JIT on the same code paths
const full = run(300_000, false);
const bare = bareHeapLoop(full.events, PENDING_FOR_BARE_LOOP);
const heapHalf = run(150_000, true);
const heapFull = run(300_000, true);
const engineEventsPerS = full.events / (full.wallMs / 1000);

console.log('Resilience Playground engine benchmark (bench preset: 3 tiers, fan-out, 500 req/s)');
console.log(`node ${process.version}, one run, figures measured together\n`);
console.log(`simulated                 ${fmt(full.simS)} s in ${fmt(full.wallMs)} ms wall`);
console.log(`client requests / wall s  ${fmt(full.requests / (full.wallMs / 1000))}`);
console.log(`engine events / wall s    ${fmt(engineEventsPerS)}  (${fmt(full.events)} events)`);
console.log(
  `simulated s / wall s      ${fmt(full.simS / (full.wallMs / 1000), 1)}  (target ≥ 100)`,
);
console.log(
  `peak heap after GC        ${fmt(heapFull.peakHeapMb, 1)} MB at 300 s, ${fmt(heapHalf.peakHeapMb, 1)} MB at 150 s`,
);
console.log(
  `heap ratio 300 s / 150 s  ${fmt(heapFull.peakHeapMb / heapHalf.peakHeapMb, 2)}  (flat ≈ 1)`,
);
console.log(
  `bare heap loop events / s ${fmt(bare.eventsPerS)}  (same ${fmt(full.events)} events, ${fmt(heapFull.meanPending)} pending)`,
);
console.log(`engine / bare loop        ${fmt(engineEventsPerS / bare.eventsPerS, 3)}`);
