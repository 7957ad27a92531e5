// Playback: what the worker says it is doing, and the commands that steer it.
import type { ForcedBreakerState } from '../sim/engine/simulationApi';
import { parseScenario, type ScheduledFault } from '../sim/scenario';
import type { RunStatus, Speed, StatusMessage, StepKind } from '../worker/protocol';
import type { SliceCreator } from './types';

interface RunError {
  message: string;
  /** The worker died: only `recover()` brings the simulation back. */
  fatal: boolean;
}

export interface RunSlice {
  status: RunStatus;
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
  togglePlay(): void;
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
  return {
    status: 'loading',
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
    togglePlay: () => {
      const { status } = get();
      if (status === 'playing') ports.send({ type: 'pause' });
      else if (status === 'finished') ports.send({ type: 'restart' });
      else ports.send({ type: 'play' });
    },
    step: (kind) => ports.send({ type: 'step', kind }),
    seek: (atMs) => ports.send({ type: 'seek', atMs }),
    reset: () => ports.send({ type: 'reset' }),
    restart: () => ports.send({ type: 'restart' }),
    runToEnd: () => ports.send({ type: 'runToEnd' }),
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
      set({ error: null, status: 'loading' });
      ports.recover();
    },
    dismissError: () => set({ error: null }),
    receiveStatus: (m) => {
      const previousRunId = get().runId;
      const newRun = m.runId !== previousRunId;
      if (newRun) get().clearMetrics();
      // A reset or restart leaves an old run's error behind; a message shown at start stays.
      const staleError = newRun && previousRunId > 0 && !get().error?.fatal;
      set({
        status: m.status,
        speed: m.speed,
        nowMs: m.nowMs,
        durationMs: m.durationMs,
        eventsRun: m.eventsRun,
        seekAtMs: m.seekAtMs ?? null,
        runId: m.runId,
        ...(staleError ? { error: null } : {}),
      });
    },
    receiveError: (error) => set(error.fatal ? { error, status: 'error' } : { error }),
  };
};
