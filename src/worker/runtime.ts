// The simulation's run, independent of the worker: it answers the page's commands, starts
// runs and edits their scenario, and tells the page what happened. Its clock (play, pause,
// seek, step, the tick loop) is playback.ts; batches go out at most 30 times per wall second
// (outbox.ts). The clock and timers are injected, so it is tested in Node.
import { ProtectionDigest } from '../sim/engine/protectionDigest';
import type { SimulationApi } from '../sim/engine/simulationApi';
import type { Scenario } from '../sim/scenario';
import { stampNewEdits } from '../sim/scenario';
import { BaselineRun } from './baselineRun';
import { Outbox } from './outbox';
import { Playback } from './playback';
import type { RuntimeDeps } from './runtimeTypes';
import type { WorkerCommand } from './protocol';

export type { CreateSimulation, RuntimeDeps, Scheduler, ValidateScenario } from './runtimeTypes';

export class SimulationRuntime {
  private sim: SimulationApi | null = null;
  private scenario: Scenario | null = null;
  private seed: number | undefined;
  private runId = 0;
  private readonly outbox: Outbox;
  private readonly clock: Playback;
  private readonly baseline: BaselineRun;

  constructor(private readonly deps: RuntimeDeps) {
    this.outbox = new Outbox(deps.scheduler, deps.post);
    this.baseline = new BaselineRun(deps);
    this.clock = new Playback(deps.scheduler, {
      sim: () => this.sim,
      advanced: (sim) => {
        if (!sim.finished) this.baseline.follow(this.runId, sim);
      },
      touch: () => this.touch(),
      stopped: () => {
        this.flushNow();
        this.postStatus();
      },
      postStatus: () => this.postStatus(),
      fail: (error) => this.fail(error),
    });
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
        return this.clock.play(this.requireSim(), false);
      case 'runToEnd':
        return this.clock.play(this.requireSim(), true);
      case 'pause':
        return this.clock.pause();
      case 'step':
        return this.clock.step(this.requireSim(), command.kind);
      case 'seek':
        return this.seek(command.atMs);
      case 'setSpeed':
        this.clock.setSpeed(command.speed);
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
    this.clock.halt('paused');
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
      ...digest.engineHooks,
    });
    this.postStatus();
    this.touch();
    this.baseline.restart(this.runId, this.sim, this.seed);
    if (play) this.clock.play(this.requireSim(), false);
  }

  /** See the `seek` command: a time already passed is replayed from t = 0. */
  private seek(atMs: number): void {
    if (!Number.isFinite(atMs) || atMs < 0) {
      throw new Error(`Cannot go to t = ${atMs} ms: expected a simulated time of 0 ms or more`);
    }
    if (atMs < this.requireSim().nowMs) this.newRun(false);
    this.clock.seek(this.requireSim(), atMs);
  }

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
        status: this.clock.status,
        speed: this.clock.speed,
        nowMs: this.sim?.nowMs ?? 0,
        durationMs: this.sim?.durationMs ?? this.scenario?.durationMs ?? 0,
        eventsRun: this.sim?.eventsRun ?? 0,
        ...(this.clock.seekAtMs !== undefined && { seekAtMs: this.clock.seekAtMs }),
      },
      [],
    );
  }

  private fail(error: unknown): void {
    this.clock.halt('error');
    const message = error instanceof Error ? error.message : String(error);
    // The status first: a page that sees a new run clears the last run's error.
    this.postStatus();
    this.deps.post({ type: 'error', message, fatal: false }, []);
  }
}
