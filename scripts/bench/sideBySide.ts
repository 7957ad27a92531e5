// `npm run bench -- --peer`: ours beside the peer on the peer's workloads, as the ratio of
// each engine to the frozen yardstick loop measured in the same run (peer-workloads/README.md):
// R = client requests per wall s ÷ yardstick events per wall s, and ours ÷ peer = R_ours ÷ R_peer.
// Every engine and yardstick run is a fresh `node --single-threaded` process; the two
// alternate (engine then yardstick, then yardstick then engine) and each figure is the median
// over the pairs, so a machine that speeds up or slows down moves both sides of a ratio.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { median } from './median';
import { PEER_DIR, peerWorkloadFiles } from './workloadTable';

export interface Bundles {
  /** The bundle of workloadProcess.ts. */
  engine: string;
  /** The bundle of yardstickProcess.ts. */
  yardstick: string;
}

interface PairRow {
  name: string;
  requestsPerS: number;
  yardstickEventsPerS: number;
  sendsPerRequest: number;
  rOurs: number;
  rOursMin: number;
  rOursMax: number;
  rPeer: number | undefined;
  /** The same ratio per CPU second of each process: steadier on a machine others load. */
  rOursCpu: number;
}

/** The README asks for 5 or more pairs. */
export const DEFAULT_PAIRS = 5;

function runProcess(bundle: string, args: string[]): Record<string, number> {
  const result = spawnSync(process.execPath, ['--single-threaded', bundle, ...args], {
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    throw new Error(`${basename(bundle)} ${args.join(' ')} failed:\n${result.stderr}`);
  }
  const lastLine = result.stdout.trim().split('\n').at(-1) ?? '';
  return JSON.parse(lastLine) as Record<string, number>;
}

/** R_peer per workload name (peerFigures.json, measured against the same yardstick). */
function peerRatios(): Record<string, number> {
  const text = readFileSync(join(PEER_DIR, 'peerFigures.json'), 'utf8');
  return (JSON.parse(text) as { ratioToYardstick: Record<string, number> }).ratioToYardstick;
}

function measureWorkload(file: string, bundles: Bundles, pairs: number, rPeer?: number): PairRow {
  const engine: Record<string, number>[] = [];
  const yardstick: Record<string, number>[] = [];
  const ratios: number[] = [];
  const cpuRatios: number[] = [];
  for (let pair = 0; pair < pairs; pair++) {
    const runEngine = () => engine.push(runProcess(bundles.engine, [file]));
    const runYardstick = () => yardstick.push(runProcess(bundles.yardstick, []));
    if (pair % 2 === 0) {
      runEngine();
      runYardstick();
    } else {
      runYardstick();
      runEngine();
    }
    ratios.push(engine[pair]!.requestsPerS! / yardstick[pair]!.eventsPerS!);
    cpuRatios.push(engine[pair]!.requestsPerCpuS! / yardstick[pair]!.eventsPerCpuS!);
  }
  return {
    name: basename(file, '.json'),
    requestsPerS: median(engine.map((e) => e.requestsPerS!)),
    yardstickEventsPerS: median(yardstick.map((y) => y.eventsPerS!)),
    sendsPerRequest: median(engine.map((e) => e.sendsPerRequest!)),
    rOurs: median(ratios),
    rOursMin: Math.min(...ratios),
    rOursMax: Math.max(...ratios),
    rPeer,
    rOursCpu: median(cpuRatios),
  };
}

const k = (n: number) => `${(n / 1000).toFixed(0)} k`;

function formatRow(row: PairRow): string {
  return [
    row.name.padEnd(27),
    k(row.requestsPerS).padStart(10),
    k(row.yardstickEventsPerS).padStart(11),
    row.rOurs.toFixed(4).padStart(7),
    `${row.rOursMin.toFixed(4)}–${row.rOursMax.toFixed(4)}`.padStart(14),
    (row.rPeer?.toFixed(4) ?? '–').padStart(7),
    (row.rPeer ? (row.rOurs / row.rPeer).toFixed(2) : '–').padStart(7),
    row.sendsPerRequest.toFixed(3).padStart(9),
    row.rOursCpu.toFixed(4).padStart(10),
    (row.rPeer ? (row.rOursCpu / row.rPeer).toFixed(2) : '–').padStart(9),
  ].join(' ');
}

/**
 * Measures every peer workload and prints the table, a row as soon as it is measured. The
 * last two columns divide per CPU second instead of per wall second: on a machine shared with
 * other work, a process waiting for a core loses wall time but not CPU time, so they stay
 * near the wall figures of a quiet machine (R_peer itself was measured per wall second).
 */
export function sideBySide(bundles: Bundles, pairs: number): void {
  const rPeer = peerRatios();
  console.log(
    [
      'workload'.padEnd(27),
      'ours req/s'.padStart(10),
      'yardstick/s'.padStart(11),
      'R_ours'.padStart(7),
      'R_ours range'.padStart(14),
      'R_peer'.padStart(7),
      'ours÷peer'.padStart(7),
      'sends/req'.padStart(9),
      'R_ours cpu'.padStart(10),
      'cpu÷peer'.padStart(9),
    ].join(' '),
  );
  for (const file of peerWorkloadFiles()) {
    const name = basename(file, '.json');
    console.log(formatRow(measureWorkload(file, bundles, pairs, rPeer[name])));
  }
}
