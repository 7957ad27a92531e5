// The simulation's playback, independent of the worker: it answers the page's commands and
// ticks the engine, real time × speed or as fast as possible, in short slices that yield so
// a pause is answered at once (pacer.ts). Batches go out at most 30 times per wall second
// (outbox.ts). The clock and timers are injected, so it is tested in Node.
import { ProtectionDigest } from '../sim/engine/protectionDigest';
import type { SimulationApi } from '../sim/engine/simulationApi';
import type { Scenario } from '../sim/scenario';
import { stampNewEdits } from '../sim/scenario';
import { BaselineRun } from './baselineRun';
import { Outbox } from './outbox';
import { Pacer } from './pacer';
import type { RuntimeDeps } from './runtimeTypes';
import {
  clampSpeed,
  type RunStatus,
  type Speed,
  type StepKind,
  type WorkerCommand,
} from './protocol';

export type { CreateSimulation, RuntimeDeps, Scheduler, ValidateScenario } from './runtimeTypes';

/** Wall ms between ticks when playing in real time. */
export const TICK_MS = 16;
const STEP_MS: Record<Exclude<StepKind, 'event'>, number> = { '100ms': 100, '1s': 1000 };

export class SimulationRuntime {
  private sim: SimulationApi | null = null;
  private scenario: Scenario | null = null;
  private seed: number | undefined;
  private runId = 0;
  private status: RunStatus = 'loading';
  private speed: Speed = 1;
  private toEnd = false;
  /** The seek under way: the time asked for and where it stops (the end, when earlier). */
  private seeking: { atMs: number; stopMs: number } | null = null;
  private tickHandle: unknown = null;
  private readonly outbox: Outbox;
  private readonly pacer: Pacer;
  private readonly baseline: BaselineRun;

  constructor(private readonly deps: RuntimeDeps) {
    this.outbox = new Outbox(deps.scheduler, deps.post);
    this.pacer = new Pacer(deps.scheduler);
    this.baseline = new BaselineRun(deps);
  }

  handle(command: WorkerCommand): void {
    try {
      this.apply(command);
    } catch (error) {
      this.fail(error);
    }
  }

  private apply(command: WorkerCommand): void {
    switch (command.type) {
      case 'load':
        this.scenario = this.validated(command.scenario);
        this.seed = command.seed;
        return this.newRun(false);
      case 'reset':
        return this.newRun(false);
      case 'restart':
        return this.newRun(true);
      case 'play':
        return this.play(false);
      case 'runToEnd':
        return this.play(true);
      case 'pause':
        return this.pause();
      case 'step':
        return this.step(command.kind);
      case 'seek':
        return this.seek(command.atMs);
      case 'setSpeed':
        this.speed = clampSpeed(command.speed);
        this.reanchor();
        return this.postStatus();
      case 'updateScenario':
        this.scenario = this.stamped(this.validated(command.scenario));
        this.sim?.updateScenario(this.scenario);
        return this.touch();
      case 'setBaseline':
        this.baseline.pin(
          command.scenario && this.validated(command.scenario),
          this.runId,
          this.sim,
          this.seed,
        );
        return;
      case 'forceBreaker':
        this.requireSim().forceBreaker(command.edge, command.state);
        return this.touch();
      case 'injectFault': {
        this.requireSim().injectFault(command.fault);
        const scenario = this.requireScenario();
        this.scenario = { ...scenario, faultTimeline: [...scenario.faultTimeline, command.fault] };
        return this.touch();
      }
    }
  }

  private validated(input: unknown): Scenario {
    const result = this.deps.validate(input);
    if (!result.ok) throw new Error(`The scenario is not valid:\n${result.message}`);
    return result.scenario;
  }

  /**
   * Edits the page recorded at the time it last heard of get the time this run is at now,
   * where they take effect; the page is told, so its link replays them there.
   */
  private stamped(next: Scenario): Scenario {
    const previous = this.scenario?.editTimeline ?? [];
    const { scenario, stamps } = stampNewEdits(previous, next, this.sim?.nowMs ?? 0);
    if (stamps.length > 0) this.deps.post({ type: 'editsStamped', runId: this.runId, stamps }, []);
    return scenario;
  }

  private requireScenario(): Scenario {
    if (!this.scenario) throw new Error('No scenario loaded');
    return this.scenario;
  }

  private requireSim(): SimulationApi {
    if (!this.sim) throw new Error('No simulation running');
    return this.sim;
  }

  private newRun(play: boolean): void {
    const scenario = this.requireScenario();
    this.stopTicking();
    this.sim?.dispose();
    this.sim = null;
    this.runId++;
    this.outbox.clear();
    const digest = new ProtectionDigest();
    this.sim = this.deps.createSimulation(scenario, {
      seed: this.seed,
      onSecond: (frame) => {
        this.outbox.addFrame(frame);
        this.outbox.addProtection(digest.flush(frame.tMs));
      },
      onTransition: this.outbox.addTransition,
      onFault: this.outbox.addFault,
      onBreakerEvent: digest.breakerEvent,
      onRetryEvent: digest.retryEvent,
    });
    this.status = 'paused';
    this.toEnd = false;
    this.seeking = null;
    this.postStatus();
    this.touch();
    this.baseline.restart(this.runId, this.sim, this.seed);
    if (play) this.play(false);
  }

  private play(toEnd: boolean, seeking: SimulationRuntime['seeking'] = null): void {
    const sim = this.requireSim();
    if (sim.finished) return;
    this.toEnd = toEnd;
    this.seeking = seeking;
    this.status = 'playing';
    this.pacer.startPlaying(sim.nowMs, this.asFastAsPossible ? 'max' : this.speed);
    this.postStatus();
    this.scheduleTick(0);
  }

  private pause(): void {
    if (this.status !== 'playing') return;
    this.stopTicking();
    this.status = 'paused';
    this.toEnd = false;
    this.seeking = null;
    this.flushNow();
    this.postStatus();
  }

  /**
   * See the `seek` command: a time already passed is replayed from t = 0. A seek during a
   * seek (or during play) moves on without a pause in between, so the page never reads a
   * stop that is not the one it asked for.
   */
  private seek(atMs: number): void {
    if (!Number.isFinite(atMs) || atMs < 0) {
      throw new Error(`Cannot go to t = ${atMs} ms: expected a simulated time of 0 ms or more`);
    }
    if (atMs < this.requireSim().nowMs) this.newRun(false);
    const sim = this.requireSim();
    const stopMs = Math.min(atMs, sim.durationMs);
    if (sim.nowMs < stopMs) return this.play(false, { atMs, stopMs });
    // Already there: stopped, and the page still hears where the clock stands.
    this.stopTicking();
    this.status = sim.finished ? 'finished' : 'paused';
    this.toEnd = false;
    this.seeking = null;
    this.flushNow();
    this.postStatus();
  }

  private step(kind: StepKind): void {
    const sim = this.requireSim();
    this.pause();
    if (kind === 'event') sim.step();
    else sim.advanceTo(Math.min(sim.durationMs, sim.nowMs + STEP_MS[kind]));
    if (sim.finished) this.status = 'finished';
    this.flushNow();
    this.postStatus();
  }

  private get asFastAsPossible(): boolean {
    return this.toEnd || this.seeking !== null || this.speed === 'max';
  }

  private reanchor(): void {
    this.pacer.reanchor(this.sim?.nowMs ?? 0);
  }

  private scheduleTick(ms: number): void {
    if (this.tickHandle === null) {
      this.tickHandle = this.deps.scheduler.setTimeout(this.tick, ms);
    }
  }

  private stopTicking(): void {
    if (this.tickHandle !== null) this.deps.scheduler.clearTimeout(this.tickHandle);
    this.tickHandle = null;
  }

  private readonly tick = (): void => {
    this.tickHandle = null;
    const sim = this.sim;
    if (!sim || this.status !== 'playing') return;
    try {
      const behind = this.pacer.runSlice(
        sim,
        this.asFastAsPossible ? 'max' : (this.speed as number),
        this.seeking?.stopMs ?? sim.durationMs,
      );
      if (!sim.finished) this.baseline.follow(this.runId, sim);
      const landed = this.seeking !== null && sim.nowMs >= this.seeking.stopMs;
      if (sim.finished || landed) {
        this.status = sim.finished ? 'finished' : 'paused';
        this.toEnd = false;
        this.seeking = null;
        this.flushNow();
        this.postStatus();
        return;
      }
      this.touch();
      this.scheduleTick(behind || this.asFastAsPossible ? 0 : TICK_MS);
    } catch (error) {
      this.fail(error);
    }
  };

  /** Something changed: the outbox posts it when the rate limit allows. */
  private touch(): void {
    if (this.sim) this.outbox.touch(this.runId, this.sim);
  }

  /** The clock stopped: its frames go now, ahead of the status that says so. */
  private flushNow(): void {
    if (this.sim) this.baseline.follow(this.runId, this.sim, true);
    if (this.sim) this.outbox.flushNow(this.runId, this.sim);
  }

  private postStatus(): void {
    this.deps.post(
      {
        type: 'status',
        runId: this.runId,
        status: this.status,
        speed: this.speed,
        nowMs: this.sim?.nowMs ?? 0,
        durationMs: this.sim?.durationMs ?? this.scenario?.durationMs ?? 0,
        eventsRun: this.sim?.eventsRun ?? 0,
        ...(this.seeking && { seekAtMs: this.seeking.atMs }),
      },
      [],
    );
  }

  private fail(error: unknown): void {
    this.stopTicking();
    this.status = 'error';
    this.toEnd = false;
    this.seeking = null;
    const message = error instanceof Error ? error.message : String(error);
    // The status first: a page that sees a new run clears the last run's error.
    this.postStatus();
    this.deps.post({ type: 'error', message, fatal: false }, []);
  }
}
