// Playback: what the worker says it is doing, and the commands that steer it. Where the run
// is (loading, paused, playing, seeking, finished, error) is playbackMachine's alone: views
// select it from the actor (`useSelector(playback, runStatusOf)`, or `selectStatus` outside
// React), and the user's presses go through its guards. The store holds the machine's own
// snapshot (not a copy of its status) so that store subscribers hear when it moves and can
// tell the state before from the state after; a report moves the machine and sets the
// store's numbers in one store update, so no subscriber sees one without the other.
import { createActor, type Actor } from 'xstate';
import type { ForcedBreakerState } from '../sim/engine/simulationApi';
import { parseScenario, type ScheduledFault } from '../sim/scenario';
import type { Speed, StatusMessage, StepKind } from '../worker/protocol';
import type { SliceCreator } from './types';
import { playbackMachine, type PlaybackSnapshot } from './playbackMachine';

export type PlaybackActor = Actor<typeof playbackMachine>;

interface RunError {
  message: string;
  /** The worker died: only `recover()` brings the simulation back. */
  fatal: boolean;
}

export interface RunSlice {
  /** The playback machine's actor: views ask it what may be pressed (`state.can`). */
  playback: PlaybackActor;
  /** The machine's latest snapshot, set whenever it moves: read with `selectStatus`. */
  playbackSnapshot: PlaybackSnapshot;
  speed: Speed;
  nowMs: number;
  durationMs: number;
  eventsRun: number;
  /** The time of the worker's seek under way (`seek`), or null. */
  seekAtMs: number | null;
  runId: number;
  error: RunError | null;
  batchesReceived: number;
  play(): void;
  pause(): void;
  /** The user's Play/Pause (the button, Space): pause, play, or replay a finished run. */
  togglePlay(): void;
  /** The user's step; ignored where the machine has no run to advance. */
  step(kind: StepKind): void;
  /** To exactly `atMs` as fast as possible, then paused (the worker's `seek`). */
  seek(atMs: number): void;
  reset(): void;
  restart(): void;
  runToEnd(): void;
  setSpeed(speed: Speed): void;
  forceBreaker(edge: string, state: ForcedBreakerState): void;
  /** Sent to the engine and kept in the scenario's fault timeline. False when invalid. */
  injectFault(fault: ScheduledFault): boolean;
  recover(): void;
  dismissError(): void;
  /** For the worker bridge only. */
  receiveStatus(message: StatusMessage): void;
  /** For the worker bridge only. */
  receiveError(error: RunError): void;
}

export const createRunSlice: SliceCreator<RunSlice> = (set, get, ports) => {
  let injected = 0;
  const playback = createActor(playbackMachine).start();
  playback.on('command', ({ command }) => ports.send(command));
  playback.on('recover', () => ports.recover());
  /** While a report is applied, its one store update carries the machine's new snapshot. */
  let applyingReport = false;
  playback.subscribe((snapshot) => {
    if (!applyingReport) set({ playbackSnapshot: snapshot });
  });
  return {
    playback,
    playbackSnapshot: playback.getSnapshot(),
    speed: 1,
    nowMs: 0,
    durationMs: 0,
    eventsRun: 0,
    seekAtMs: null,
    runId: 0,
    error: null,
    batchesReceived: 0,
    play: () => ports.send({ type: 'play' }),
    pause: () => ports.send({ type: 'pause' }),
    togglePlay: () => playback.send({ type: 'toggle.pressed' }),
    step: (kind) => playback.send({ type: 'step.pressed', kind }),
    seek: (atMs) => ports.send({ type: 'seek', atMs }),
    reset: () => playback.send({ type: 'reset.pressed' }),
    restart: () => playback.send({ type: 'restart.pressed' }),
    runToEnd: () => playback.send({ type: 'runToEnd.pressed' }),
    setSpeed: (speed) => {
      set({ speed });
      ports.send({ type: 'setSpeed', speed });
    },
    forceBreaker: (edge, state) => ports.send({ type: 'forceBreaker', edge, state }),
    injectFault: (input) => {
      const fault = { ...input, id: input.id ?? `injected-${++injected}` };
      const { scenario } = get();
      const result = parseScenario({
        ...scenario,
        faultTimeline: [...scenario.faultTimeline, fault],
      });
      if (!result.ok) {
        set({ scenarioIssues: result.issues });
        return false;
      }
      set({ scenario: result.scenario, scenarioIssues: [] });
      ports.send({ type: 'injectFault', fault: result.scenario.faultTimeline.at(-1) ?? fault });
      return true;
    },
    recover: () => {
      playback.send({ type: 'recover.pressed' });
      set({ error: null });
    },
    dismissError: () => set({ error: null }),
    receiveStatus: (m) => {
      const previousRunId = get().runId;
      const newRun = m.runId !== previousRunId;
      if (newRun) get().clearMetrics();
      // A reset or restart leaves an old run's error behind; a message shown at start stays.
      const staleError = newRun && previousRunId > 0 && !get().error?.fatal;
      const seeking = m.seekAtMs !== undefined;
      applyingReport = true;
      try {
        playback.send({ type: 'status.reported', status: m.status, seeking });
      } finally {
        applyingReport = false;
      }
      set({
        playbackSnapshot: playback.getSnapshot(),
        speed: m.speed,
        nowMs: m.nowMs,
        durationMs: m.durationMs,
        eventsRun: m.eventsRun,
        seekAtMs: m.seekAtMs ?? null,
        runId: m.runId,
        ...(staleError ? { error: null } : {}),
      });
    },
    receiveError: (error) => {
      if (error.fatal) playback.send({ type: 'worker.crashed' });
      set({ error });
    },
  };
};
