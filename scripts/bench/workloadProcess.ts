// One engine process of the side-by-side bench: a scenario file run for its 300 simulated
// seconds in 100 ms steps, median of 5 timed runs after a warm-up run (timedRun.ts), per
// wall second and per CPU second of the process. Prints one JSON line.
import { loadScenarioFile } from './loadScenario';
import { median } from './median';
import { timedRuns } from './timedRun';

const TIMED_RUNS = 5;
const file = process.argv[2];
if (!file || process.argv.length !== 3) {
  console.error('usage: node workloadProcess.bundle.mjs <scenario.json>');
  process.exit(2);
}
const runs = timedRuns(loadScenarioFile(file), TIMED_RUNS);
console.log(
  JSON.stringify({
    requestsPerS: median(runs.map((run) => run.requests / (run.wallMs / 1000))),
    requestsPerCpuS: median(runs.map((run) => run.requests / (run.cpuMs / 1000))),
    sendsPerRequest: runs[0]!.sends / runs[0]!.requests,
  }),
);
