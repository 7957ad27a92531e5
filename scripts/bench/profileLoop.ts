// Runs one scenario file many times in a row, for `node --cpu-prof`: a profile of one process
// of the side-by-side bench is mostly start-up. Not part of any bench figure.
import { loadScenarioFile } from './loadScenario';
import { timedRun } from './timedRun';

const [file, timesText = '20'] = process.argv.slice(2);
if (!file) {
  console.error('usage: node profileLoop.bundle.mjs <scenario.json> [runs]');
  process.exit(2);
}
const scenario = loadScenarioFile(file);
let requests = 0;
let wallMs = 0;
let cpuMs = 0;
for (let i = 0; i < Number(timesText); i++) {
  const run = timedRun(scenario);
  requests += run.requests;
  wallMs += run.wallMs;
  cpuMs += run.cpuMs;
}
const perWallS = Math.round(requests / (wallMs / 1000));
const perCpuS = Math.round(requests / (cpuMs / 1000));
console.log(`${perWallS} requests per wall s, ${perCpuS} per CPU s`);
