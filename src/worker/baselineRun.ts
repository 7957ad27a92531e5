// The pinned baseline (A) of an A/B comparison: a second run in the same worker, kept at the
// same simulated time as the run being watched (B), on the same seed, so both draw the same
// named random streams and their difference is the settings.
import type { SimulationApi } from '../sim/engine/simulationApi';
import type { Scenario } from '../sim/scenario';
import { Outbox } from './outbox';
import type { RuntimeDeps } from './runtimeTypes';

export class BaselineRun {
  private scenario: Scenario | null = null;
  private sim: SimulationApi | null = null;
  /** Which baseline run a batch comes from: a re-pin starts a new one mid-run. */
  private baselineId = 0;
  private readonly outbox: Outbox;

  constructor(private readonly deps: RuntimeDeps) {
    this.outbox = new Outbox(deps.scheduler, (message, transfer) =>
      deps.post(
        message.type === 'frames'
          ? { ...message, type: 'baselineFrames', baselineId: this.baselineId }
          : message,
        transfer,
      ),
    );
  }

  get pinned(): boolean {
    return this.scenario !== null;
  }

  /** A new baseline, or none; it starts at t = 0 and catches up with `watched`. */
  pin(scenario: Scenario | null, runId: number, watched: SimulationApi | null, seed?: number) {
    this.scenario = scenario;
    this.restart(runId, watched, seed);
  }

  /** B started again (a reset, a load): so does A. */
  restart(runId: number, watched: SimulationApi | null, seed?: number): void {
    this.sim?.dispose();
    this.sim = null;
    this.baselineId++;
    this.outbox.clear();
    if (!this.scenario || !watched) return;
    this.sim = this.deps.createSimulation(this.scenario, {
      seed,
      onSecond: this.outbox.addFrame,
      onTransition: this.outbox.addTransition,
      onFault: this.outbox.addFault,
    });
    this.follow(runId, watched, true);
  }

  /** Runs A up to B's time; `now`: post at once (the clock stopped). */
  follow(runId: number, watched: SimulationApi, now = false): void {
    const sim = this.sim;
    if (!sim) return;
    try {
      sim.advanceTo(watched.nowMs);
    } catch (error) {
      this.sim = null;
      const message = error instanceof Error ? error.message : String(error);
      this.deps.post(
        { type: 'error', message: `The baseline (A) stopped: ${message}`, fatal: false },
        [],
      );
      return;
    }
    if (now) this.outbox.flushNow(runId, sim);
    else this.outbox.touch(runId, sim);
  }

  dispose(): void {
    this.sim?.dispose();
    this.sim = null;
  }
}
