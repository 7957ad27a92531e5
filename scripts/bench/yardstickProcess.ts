// One yardstick process of the side-by-side bench: the frozen bare heap loop (yardstick/),
// 1,000,000 events with 1,000 pending after a warm-up of as many, median of 5 timed runs,
// as the peer-workloads README measures it. Prints one JSON line. Beside the loop's own
// events per wall second, the same runs per CPU second of the process (the loop's set-up of
// its 1,000 pending events falls inside that interval: 0.1 % of the events).
import { bareHeapLoop } from './yardstick/scripts/bench/bareHeapLoop';
import { median } from './median';

const EVENTS = 1_000_000;
const PENDING = 1_000;
const TIMED_RUNS = 5;

bareHeapLoop(EVENTS, PENDING);
const perWallS: number[] = [];
const perCpuS: number[] = [];
for (let i = 0; i < TIMED_RUNS; i++) {
  const cpu0 = process.cpuUsage();
  const run = bareHeapLoop(EVENTS, PENDING);
  const cpu = process.cpuUsage(cpu0);
  perWallS.push(run.eventsPerS);
  perCpuS.push((EVENTS + PENDING) / ((cpu.user + cpu.system) / 1e6));
}
console.log(JSON.stringify({ eventsPerS: median(perWallS), eventsPerCpuS: median(perCpuS) }));
