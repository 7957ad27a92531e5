// `npm run bench -- --workload <file>` and `--peer`: scenario files timed as the peer's
// harness times its own (100 ms chunks, median of 5 runs after a warm-up), printed as a table.
import { readFileSync, readdirSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { bareHeapLoop } from './bareHeapLoop';
import { loadScenarioFile } from './loadScenario';
import { medianRun, perWallS, type TimedRun } from './timedRun';

/** npm runs scripts from the project root; the bench runs as a bundle elsewhere. */
export const PEER_DIR = resolve(process.cwd(), 'scripts/bench/peer-workloads');
const RUNS_PER_WORKLOAD = 5;
/** Pending events for the bare loop: about what these small graphs keep queued. */
const BARE_LOOP_PENDING = 200;

interface Row {
  name: string;
  run: TimedRun;
  peerRequestsPerS: number | undefined;
  bareEventsPerS: number;
}

export function peerWorkloadFiles(): string[] {
  return readdirSync(PEER_DIR)
    .filter((f) => f.endsWith('.json') && f !== 'peerFigures.json')
    .sort()
    .map((f) => join(PEER_DIR, f));
}

function peerFigures(): Record<string, number> {
  const text = readFileSync(join(PEER_DIR, 'peerFigures.json'), 'utf8');
  return (JSON.parse(text) as { clientRequestsPerWallS: Record<string, number> })
    .clientRequestsPerWallS;
}

export function workloadRows(files: string[]): Row[] {
  const peer = peerFigures();
  return files.map((file) => {
    const name = basename(file, '.json');
    const run = medianRun(loadScenarioFile(file), RUNS_PER_WORKLOAD);
    const bare = bareHeapLoop(run.events, BARE_LOOP_PENDING);
    return { name, run, peerRequestsPerS: peer[name], bareEventsPerS: bare.eventsPerS };
  });
}

const k = (n: number) => `${(n / 1000).toFixed(0)} k`;
const pad = (s: string, n: number) => s.padStart(n);

export function formatRows(rows: Row[]): string {
  const head = [
    'workload'.padEnd(27),
    pad('req/wall s', 11),
    pad('peer', 7),
    pad('÷ peer', 7),
    pad('events/s', 9),
    pad('sends/s', 8),
    pad('sends/req', 9),
    pad('direct/req', 10),
    pad('sim s/s', 8),
    pad('÷ bare', 7),
  ].join(' ');
  const lines = rows.map(({ name, run, peerRequestsPerS, bareEventsPerS }) => {
    const requestsPerS = perWallS(run.requests, run);
    const eventsPerS = perWallS(run.events, run);
    return [
      name.padEnd(27),
      pad(k(requestsPerS), 11),
      pad(peerRequestsPerS ? k(peerRequestsPerS) : '–', 7),
      pad(peerRequestsPerS ? (requestsPerS / peerRequestsPerS).toFixed(2) : '–', 7),
      pad(k(eventsPerS), 9),
      pad(k(perWallS(run.sends, run)), 8),
      pad((run.sends / run.requests).toFixed(3), 9),
      pad((run.directSteps / run.requests).toFixed(3), 10),
      pad((run.simS / (run.wallMs / 1000)).toFixed(0), 8),
      pad((eventsPerS / bareEventsPerS).toFixed(3), 7),
    ].join(' ');
  });
  return [head, ...lines].join('\n');
}
