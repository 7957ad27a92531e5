// The run's clock: whether it plays, how fast, and toward what (the end, or a seek's stop),
// with the tick loop that moves the engine in short slices (pacer.ts) and yields between
// them so a pause is answered at once. What the page is told is the runtime's (runtime.ts).
import type { SimulationApi } from '../sim/engine/simulationApi';
import { Pacer } from './pacer';
import { clampSpeed, type RunStatus, type Speed, type StepKind } from './protocol';
import type { Scheduler } from './runtimeTypes';

/** Wall ms between ticks when playing in real time. */
const TICK_MS = 16;
const STEP_MS: Record<Exclude<StepKind, 'event'>, number> = { '100ms': 100, '1s': 1000 };

/** The seek under way: the time asked for and where it stops (the end, when earlier). */
export interface Seeking {
  atMs: number;
  stopMs: number;
}

/** What the clock needs from the runtime that owns the run. */
export interface PlaybackHost {
  /** The engine of the run being watched; null before a load. */
  sim(): SimulationApi | null;
  /** The engine moved on a tick (the pinned baseline keeps up with it). */
  advanced(sim: SimulationApi): void;
  /** Something changed and the clock goes on: a batch may go when the rate limit allows. */
  touch(): void;
  /** The clock stopped: its frames go now, then the status that says so. */
  stopped(): void;
  postStatus(): void;
  fail(error: unknown): void;
}

export class Playback {
  private currentStatus: RunStatus = 'loading';
  private currentSpeed: Speed = 1;
  private toEnd = false;
  private seeking: Seeking | null = null;
  private tickHandle: unknown = null;
  private readonly pacer: Pacer;

  constructor(
    private readonly scheduler: Scheduler,
    private readonly host: PlaybackHost,
  ) {
    this.pacer = new Pacer(scheduler);
  }

  get status(): RunStatus {
    return this.currentStatus;
  }

  get speed(): Speed {
    return this.currentSpeed;
  }

  /** The time a seek under way was asked for. */
  get seekAtMs(): number | undefined {
    return this.seeking?.atMs;
  }

  /** Stops the clock in `status`, no longer headed for the end or a seek's stop. */
  halt(status: RunStatus): void {
    this.stopTicking();
    this.currentStatus = status;
    this.toEnd = false;
    this.seeking = null;
  }

  setSpeed(speed: Speed): void {
    this.currentSpeed = clampSpeed(speed);
    this.pacer.reanchor(this.host.sim()?.nowMs ?? 0);
  }

  play(sim: SimulationApi, toEnd: boolean, seeking: Seeking | null = null): void {
    if (sim.finished) return;
    this.toEnd = toEnd;
    this.seeking = seeking;
    this.currentStatus = 'playing';
    this.pacer.reanchor(sim.nowMs);
    this.host.postStatus();
    this.scheduleTick(0);
  }

  pause(): void {
    if (this.currentStatus !== 'playing') return;
    this.halt('paused');
    this.host.stopped();
  }

  /**
   * Runs to `atMs` (stopping at the end, when earlier) as fast as possible. A seek during a
   * seek (or during play) moves on without a pause in between, so the page never reads a
   * stop that is not the one it asked for. The sim must not be past `atMs`.
   */
  seek(sim: SimulationApi, atMs: number): void {
    const stopMs = Math.min(atMs, sim.durationMs);
    if (sim.nowMs < stopMs) return this.play(sim, false, { atMs, stopMs });
    // Already there: stopped, and the page still hears where the clock stands.
    this.halt(sim.finished ? 'finished' : 'paused');
    this.host.stopped();
  }

  step(sim: SimulationApi, kind: StepKind): void {
    this.pause();
    if (kind === 'event') sim.step();
    else sim.advanceTo(Math.min(sim.durationMs, sim.nowMs + STEP_MS[kind]));
    if (sim.finished) this.currentStatus = 'finished';
    this.host.stopped();
  }

  private get asFastAsPossible(): boolean {
    return this.toEnd || this.seeking !== null || this.currentSpeed === 'max';
  }

  private scheduleTick(ms: number): void {
    if (this.tickHandle === null) {
      this.tickHandle = this.scheduler.setTimeout(this.tick, ms);
    }
  }

  private stopTicking(): void {
    if (this.tickHandle !== null) this.scheduler.clearTimeout(this.tickHandle);
    this.tickHandle = null;
  }

  private readonly tick = (): void => {
    this.tickHandle = null;
    const sim = this.host.sim();
    if (!sim || this.currentStatus !== 'playing') return;
    try {
      const behind = this.pacer.runSlice(
        sim,
        this.asFastAsPossible ? 'max' : (this.currentSpeed as number),
        this.seeking?.stopMs ?? sim.durationMs,
      );
      this.host.advanced(sim);
      const landed = this.seeking !== null && sim.nowMs >= this.seeking.stopMs;
      if (sim.finished || landed) {
        this.halt(sim.finished ? 'finished' : 'paused');
        this.host.stopped();
        return;
      }
      this.host.touch();
      const speed = this.currentSpeed;
      this.scheduleTick(behind || this.asFastAsPossible ? 0 : this.pacer.waitMs(speed, TICK_MS));
    } catch (error) {
      this.host.fail(error);
    }
  };
}
