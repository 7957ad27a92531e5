// The engine benchmark. With no flag: the reference scenario (three tiers with a fan-out,
// 500 req/s, breakers, bulkheads and retries on every call), run for its 300 simulated
// seconds and for half of that, and a bare heap loop over the same number of events, all
// in one run so the ratios hold on a noisy machine. `--workload <file>` times any scenario
// file; `--peer` puts ours beside the fastest peer on its workloads (sideBySide.ts).
import { loadavg } from 'node:os';
import { createSimulation } from '../../src/sim/engine';
import type { Scenario } from '../../src/sim/scenario';
import { allocationsPerRequest } from './allocations';
import { bareHeapLoop } from './bareHeapLoop';
import { loadPreset } from './loadScenario';
import { DEFAULT_PAIRS, sideBySide } from './sideBySide';
import { perWallS, timedRun } from './timedRun';
import { formatRows, workloadRows } from './workloadTable';

declare const gc: () => void;
const SAMPLE_EVERY_SIM_MS = 5_000;
/** About the number of events the reference run keeps pending (measured by the heap runs). */
const PENDING_FOR_BARE_LOOP = 1_000;

function peakHeap(scenario: Scenario, durationMs: number): { peakMb: number; meanPending: number } {
  gc();
  const sim = createSimulation(scenario, { durationMs });
  let peak = 0;
  let pendingSum = 0;
  let samples = 0;
  // Stop every few simulated seconds to collect garbage and read what the run keeps.
  for (let t = SAMPLE_EVERY_SIM_MS; t <= durationMs; t += SAMPLE_EVERY_SIM_MS) {
    sim.advanceTo(t);
    gc();
    peak = Math.max(peak, process.memoryUsage().heapUsed);
    pendingSum += sim.clock.queue.size;
    samples++;
  }
  sim.dispose();
  return { peakMb: peak / 2 ** 20, meanPending: pendingSum / samples };
}

const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

function header(what: string): void {
  const load = loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
  console.log(`Resilience Playground engine benchmark: ${what}`);
  console.log(
    `node ${process.version}, load average ${load}, one run, figures measured together\n`,
  );
}

function referenceBench(): void {
  const scenario = loadPreset('bench');
  header('the reference scenario (bench preset: 3 tiers, fan-out, 500 req/s)');
  timedRun(scenario, 20_000); // warm up the JIT on the same code paths
  const full = timedRun(scenario, 300_000);
  const bare = bareHeapLoop(full.events, PENDING_FOR_BARE_LOOP);
  const half = peakHeap(scenario, 150_000);
  const whole = peakHeap(scenario, 300_000);
  const eventsPerS = perWallS(full.events, full);
  console.log(`simulated                 ${fmt(full.simS)} s in ${fmt(full.wallMs)} ms wall`);
  console.log(`client requests / wall s  ${fmt(perWallS(full.requests, full))}`);
  console.log(`engine events / wall s    ${fmt(eventsPerS)}  (${fmt(full.events)} events)`);
  console.log(
    `machine sends / wall s    ${fmt(perWallS(full.sends, full))}  (${fmt(full.sends / full.requests, 3)} per client request)`,
  );
  console.log(
    `direct machine steps      ${fmt(full.directSteps / full.requests, 3)} per client request (targetless steps run without a snapshot)`,
  );
  console.log(
    `simulated s / wall s      ${fmt(full.simS / (full.wallMs / 1000), 1)}  (target ≥ 300)`,
  );
  console.log(
    `peak heap after GC        ${fmt(whole.peakMb, 1)} MB at 300 s, ${fmt(half.peakMb, 1)} MB at 150 s`,
  );
  console.log(`heap ratio 300 s / 150 s  ${fmt(whole.peakMb / half.peakMb, 2)}  (flat ≈ 1)`);
  console.log(
    `bare heap loop events / s ${fmt(bare.eventsPerS)}  (same ${fmt(full.events)} events, ${fmt(whole.meanPending)} pending)`,
  );
  console.log(`engine / bare loop        ${fmt(eventsPerS / bare.eventsPerS, 3)}`);
}

function usage(): never {
  console.error(
    'usage: npm run bench [-- --peer [--pairs N] | --workload <scenario.json> ... |\n' +
      '                         --allocations <scenario.json | preset id>]\n' +
      `  --pairs N  engine/yardstick process pairs per workload (≥ ${DEFAULT_PAIRS}, default ${DEFAULT_PAIRS})`,
  );
  process.exit(2);
}

/** `--peer [--pairs N] --engine-bundle B --yardstick-bundle B` (bench.mjs adds the bundles). */
function peerBench(options: string[]): void {
  const value = (flag: string) => {
    const at = options.indexOf(flag);
    return at >= 0 ? options[at + 1] : undefined;
  };
  const engine = value('--engine-bundle');
  const yardstick = value('--yardstick-bundle');
  const pairsText = value('--pairs') ?? String(DEFAULT_PAIRS);
  const pairs = Number(pairsText);
  if (!engine || !yardstick) usage();
  if (!Number.isInteger(pairs) || pairs < DEFAULT_PAIRS) {
    console.error(`--pairs must be a whole number ≥ ${DEFAULT_PAIRS}, not "${pairsText}"`);
    process.exit(2);
  }
  header(
    `ours beside the fastest peer (scripts/bench/peer-workloads), R = requests/s ÷ frozen ` +
      `yardstick events/s, median of ${pairs} alternating process pairs`,
  );
  sideBySide({ engine, yardstick }, pairs);
}

const args = process.argv.slice(2);
if (args.length === 0) referenceBench();
else if (args[0] === '--peer') peerBench(args.slice(1));
else if (args[0] === '--allocations' && args.length === 2) await allocationsPerRequest(args[1]!);
else if (args[0] === '--workload' && args.length >= 2) {
  header(`${args.length - 1} workload file(s), median of 5 runs`);
  console.log(formatRows(workloadRows(args.slice(1))));
} else usage();
