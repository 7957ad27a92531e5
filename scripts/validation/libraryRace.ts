// The library race's presets against the real libraries: opossum and cockatiel driven on a
// fake clock through the race's own outage (20 calls a second, every call failing from 20 s
// to 80 s), with the very calls the engine's race makes (their start times, durations and
// answers), against the engine running the preset. Hystrix, Resilience4j and Polly have no
// JavaScript library to drive; their presets are checked against their documentation only
// (src/sim/libraries/breakerPresets.test.ts).
import CircuitBreaker from 'opossum';
import {
  BrokenCircuitError,
  ConsecutiveBreaker,
  SamplingBreaker,
  circuitBreaker,
  handleAll,
  type IBreaker,
} from 'cockatiel';
import { createSimulation } from '../../src/sim/engine/simulation';
import { BREAKER_PRESETS, type BreakerPreset } from '../../src/sim/libraries/breakerPresets';
import { DEFAULT_OUTAGE, raceScenario, type RaceOutage } from '../../src/sim/libraries/breakerRace';
import type { TimelineCall } from '../../src/sim/libraries/testing/refusedCallsTimeline';
import {
  compareRow,
  comparison,
  type Comparison,
  type ComparisonRow,
} from '../../src/validation/published/comparison';

/** One call of the race as the caller makes it: when, how long the sick service takes, its answer. */
export type RaceCall = TimelineCall;

/** Trip and recovery times (Infinity: not in the run) and the calls refused while open. */
export interface BreakerRun {
  trippedAtMs: number;
  recoveredAtMs: number;
  rejections: number;
}

/** A fake clock the libraries' own timers and Date.now run on (vitest's, in the tests). */
export interface FakeClock {
  install(): void;
  /** Runs every timer due up to `ms` after install, letting promises settle between them. */
  runTo(ms: number): Promise<void>;
  uninstall(): void;
}

/** A breaker that never trips: every call reaches the sick service, so each one is recorded. */
const RECORDER: BreakerPreset = {
  id: 'recorder',
  library: 'none',
  source: 'https://example.invalid',
  breaker: {
    enabled: true,
    slidingWindowType: 'COUNT_BASED',
    slidingWindowSize: 10_000,
    minimumNumberOfCalls: 10_000,
  },
};

/** The race's calls to the sick service, in start order, with their durations and answers. */
export function raceCalls(outage: RaceOutage = DEFAULT_OUTAGE): RaceCall[] {
  const calls: RaceCall[] = [];
  const sim = createSimulation(raceScenario(RECORDER, outage), {
    onBreakerEvent: (e) => {
      if (e.type === 'SUCCESS' || e.type === 'ERROR')
        calls.push({
          startMs: e.tMs - e.durationMs,
          durationMs: e.durationMs,
          ok: e.type === 'SUCCESS',
        });
    },
  });
  sim.runToEnd();
  sim.dispose();
  return calls.sort((a, b) => a.startMs - b.startMs);
}

/** The engine running the preset through the same outage. */
export function engineRun(preset: BreakerPreset, outage: RaceOutage = DEFAULT_OUTAGE): BreakerRun {
  let rejections = 0;
  const sim = createSimulation(raceScenario(preset, outage), {
    onBreakerEvent: (e) => {
      if (e.type === 'NOT_PERMITTED') rejections++;
    },
  });
  sim.runToEnd();
  const transitions = sim.report().transitions.filter((t) => t.edge === 'api->sick');
  sim.dispose();
  const trip = transitions.find((t) => t.to === 'OPEN' && t.tMs >= outage.atMs);
  const recovery = trip && transitions.find((t) => t.to === 'CLOSED' && t.tMs > trip.tMs);
  return {
    trippedAtMs: trip?.tMs ?? Infinity,
    recoveredAtMs: recovery?.tMs ?? Infinity,
    rejections,
  };
}

/** How a library takes a call: resolves with the answer, or rejects when it refuses it. */
interface Driven {
  fire(call: RaceCall): Promise<unknown>;
  isRefusal(error: unknown): boolean;
  onOpen(listener: () => void): void;
  onClose(listener: () => void): void;
}

const answer = (call: RaceCall) =>
  new Promise<void>((resolve, reject) =>
    globalThis.setTimeout(() => (call.ok ? resolve() : reject(new Error('500'))), call.durationMs),
  );

/** opossum 9 with the preset's options (its documented defaults, stated). */
function opossum(): Driven {
  const breaker = new CircuitBreaker(answer, {
    errorThresholdPercentage: 50,
    resetTimeout: 30_000,
    rollingCountTimeout: 10_000,
    rollingCountBuckets: 10,
    volumeThreshold: 0,
  });
  return {
    fire: (call) => breaker.fire(call),
    isRefusal: (e) => (e as { code?: string }).code === 'EOPENBREAKER',
    onOpen: (l) => breaker.on('open', l),
    onClose: (l) => breaker.on('close', l),
  };
}

/** cockatiel 3 with the README's example breaker, half-open after 10 s. */
function cockatiel(breaker: IBreaker): Driven {
  const policy = circuitBreaker(handleAll, { halfOpenAfter: 10_000, breaker });
  return {
    fire: (call) => policy.execute(() => answer(call)),
    isRefusal: (e) => e instanceof BrokenCircuitError,
    onOpen: (l) => void policy.onBreak(l),
    onClose: (l) => void policy.onReset(l),
  };
}

/** The libraries that have a JavaScript implementation to drive, by preset id. */
export const REAL_LIBRARIES: Record<string, () => Driven> = {
  opossum,
  'cockatiel-consecutive': () => cockatiel(new ConsecutiveBreaker(5)),
  'cockatiel-sampling': () => cockatiel(new SamplingBreaker({ threshold: 0.2, duration: 30_000 })),
};

/** Every opening and closing of a library's breaker, and the calls it refused. */
export interface LibraryTransitions {
  opensAtMs: number[];
  closesAtMs: number[];
  rejections: number;
}

/** The real library through `calls` on the fake clock, up to `untilMs`. */
export async function libraryTransitions(
  presetId: string,
  calls: readonly RaceCall[],
  clock: FakeClock,
  untilMs: number,
): Promise<LibraryTransitions> {
  const make = REAL_LIBRARIES[presetId];
  if (!make) throw new Error(`no JavaScript library to drive for preset "${presetId}"`);
  clock.install();
  try {
    const library = make();
    const opensAtMs: number[] = [];
    const closesAtMs: number[] = [];
    let rejections = 0;
    library.onOpen(() => opensAtMs.push(Date.now()));
    library.onClose(() => closesAtMs.push(Date.now()));
    // One pending timer for the next call, set when the last one starts: thousands of timers
    // pending at once make every fake-clock step slow.
    const fireFrom = (index: number) => {
      const call = calls[index];
      if (!call) return;
      globalThis.setTimeout(() => {
        fireFrom(index + 1);
        library.fire(call).catch((e: unknown) => {
          if (library.isRefusal(e)) rejections++;
        });
      }, call.startMs - Date.now());
    };
    fireFrom(0);
    await clock.runTo(untilMs);
    return { opensAtMs, closesAtMs, rejections };
  } finally {
    clock.uninstall();
  }
}

/** The real library through the race's calls on the fake clock: its trip and recovery. */
export async function libraryRun(
  presetId: string,
  calls: readonly RaceCall[],
  clock: FakeClock,
  outage: RaceOutage = DEFAULT_OUTAGE,
): Promise<BreakerRun> {
  const run = await libraryTransitions(presetId, calls, clock, outage.durationMs);
  const trip = run.opensAtMs.find((t) => t >= outage.atMs) ?? Infinity;
  return {
    trippedAtMs: trip,
    recoveredAtMs: run.closesAtMs.find((t) => t > trip) ?? Infinity,
    rejections: run.rejections,
  };
}

/** Trip and recovery within a quarter of a second (5 calls at 20 a second), refusals within 3. */
export const LIBRARY_TOLERANCE = { timeMs: 250, rejections: 3 } as const;

/** Each drivable preset: the engine against the real library, trip, recovery and refusals. */
export async function libraryPresetComparison(clock: FakeClock): Promise<Comparison> {
  const calls = raceCalls();
  const rows: ComparisonRow[] = [];
  for (const preset of BREAKER_PRESETS.filter((p) => REAL_LIBRARIES[p.id])) {
    const ours = engineRun(preset);
    const theirs = await libraryRun(preset.id, calls, clock);
    const time = { absolute: LIBRARY_TOLERANCE.timeMs };
    rows.push(
      compareRow({
        label: `${preset.library}: trips at`,
        ours: ours.trippedAtMs,
        theirs: theirs.trippedAtMs,
        tolerance: time,
        unit: 'ms',
      }),
      compareRow({
        label: `${preset.library}: closes again at`,
        ours: ours.recoveredAtMs,
        theirs: theirs.recoveredAtMs,
        tolerance: time,
        unit: 'ms',
      }),
      compareRow({
        label: `${preset.library}: calls refused`,
        ours: ours.rejections,
        theirs: theirs.rejections,
        tolerance: { absolute: LIBRARY_TOLERANCE.rejections },
        unit: 'calls',
      }),
    );
  }
  return comparison(
    {
      id: 'library-presets',
      title: 'The race’s library presets against opossum 9 and cockatiel 3',
      source:
        'opossum 9 and cockatiel 3 (npm), driven on a fake clock through the race’s calls: 20 a second, every call failing from 20 s to 80 s. Hystrix, Resilience4j and Polly have no JavaScript library to drive.',
    },
    rows,
  );
}
