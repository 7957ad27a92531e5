// The typed messages between the page and the simulation worker, both ways.
import type { ForcedBreakerState } from '../sim/engine/simulationApi';
import type { ProtectionRecord } from '../sim/engine/protectionDigest';
import type { FaultRecord, LiveSnapshot, RunSummary, TransitionRecord } from '../sim/engine/types';
import type { Scenario, ScheduledFault } from '../sim/scenario';
import type { EncodedFrames } from './frameCodec';

/** Times real time (0.1 to 1000), or as fast as possible. */
export type Speed = number | 'max';
const MIN_SPEED = 0.1;
const MAX_REAL_TIME_SPEED = 1000;

export type StepKind = 'event' | '100ms' | '1s';

/** Page → worker. */
export type WorkerCommand =
  /** Starts a fresh run of this scenario at t = 0, paused. */
  | { type: 'load'; scenario: Scenario; seed?: number }
  | { type: 'play' }
  | { type: 'pause' }
  /** Pauses, then runs one event, or 100 ms or 1 s of simulated time. */
  | { type: 'step'; kind: StepKind }
  /**
   * Runs as fast as possible to exactly `atMs` of simulated time (the end, when later) and
   * pauses there. A time the run has passed is reached again from t = 0: the run is
   * deterministic, so it lands on the frame a fresh run would show. Pause or play stops it.
   */
  | { type: 'seek'; atMs: number }
  /** Back to t = 0, paused, with the current settings. */
  | { type: 'reset' }
  /** As fast as possible to the end; pause stops it. */
  | { type: 'runToEnd' }
  | { type: 'setSpeed'; speed: Speed }
  /** A setting changed during the run: applied from the current simulated time on. */
  | { type: 'updateScenario'; scenario: Scenario }
  /** Replays from t = 0 with the current settings, and plays. */
  | { type: 'restart' }
  | { type: 'forceBreaker'; edge: string; state: ForcedBreakerState }
  | { type: 'injectFault'; fault: ScheduledFault }
  /** Pins (or with null, unpins) the baseline A of an A/B comparison: run beside this one. */
  | { type: 'setBaseline'; scenario: Scenario | null };

export type RunStatus = 'loading' | 'paused' | 'playing' | 'finished' | 'error';

/** What happened since the last batch. */
export interface FramesBatch {
  runId: number;
  nowMs: number;
  eventsRun: number;
  snapshot: LiveSnapshot;
  /** The run's totals so far (what `npm run sim` prints, without the transition list). */
  summary: RunSummary;
  /** New per-second frames, columnar in one transferred Float64Array. */
  frames: EncodedFrames;
  transitions: TransitionRecord[];
  faults: FaultRecord[];
  /** The breakers' and retries' events, per-call ones counted per second (protectionDigest.ts). */
  protection: ProtectionRecord[];
}

export interface StatusMessage {
  type: 'status';
  runId: number;
  status: RunStatus;
  speed: Speed;
  nowMs: number;
  durationMs: number;
  eventsRun: number;
  /** While a `seek` runs: the time it was asked for, so the page knows its own seek ended. */
  seekAtMs?: number;
}

/** Worker → page. */
export type WorkerMessage =
  | ({ type: 'frames' } & FramesBatch)
  /** The baseline (A)'s batch, at the same simulated time; `baselineId` changes on a re-pin. */
  | ({ type: 'baselineFrames'; baselineId: number } & FramesBatch)
  /** Edits made during the run, at the simulated time the worker applied them. */
  | { type: 'editsStamped'; runId: number; stamps: { id: string; atMs: number }[] }
  | StatusMessage
  /** `fatal`: the worker itself died (the client reports it), not just the run. */
  | { type: 'error'; message: string; fatal: boolean };

/** Clamps a requested speed into what the runtime supports. */
export function clampSpeed(speed: Speed): Speed {
  if (speed === 'max') return speed;
  if (!Number.isFinite(speed)) return 1;
  return Math.min(MAX_REAL_TIME_SPEED, Math.max(MIN_SPEED, speed));
}
