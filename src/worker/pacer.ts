// How far to run the engine on each tick: toward real time × speed (or the end, as fast as
// possible), in calls of about a millisecond, never for more than SLICE_MS of wall time.
import type { SimulationApi } from '../sim/engine/simulationApi';
import type { Scheduler } from './runtimeTypes';

/** Wall ms of simulation per slice before the runtime yields to pending messages. */
const SLICE_MS = 10;
/** When real time × speed is more than the engine can do, it stops owing more than this. */
const MAX_LAG_WALL_MS = 250;
const MIN_CHUNK_SIM_MS = 1;
const MAX_CHUNK_SIM_MS = 60_000;

export class Pacer {
  private anchor = { wallMs: 0, simMs: 0 };
  private chunkSimMs = 100;

  constructor(private readonly scheduler: Scheduler) {}

  /**
   * Real time is counted from here: after play, a speed change, or falling behind. A high
   * speed starts at full speed: the page's views mount in turns (ui/mountTurns.ts), so its
   * first draw after Play is no costlier than the next ones, and an engine that cannot keep
   * up runs as it does for "Run to end" (npm run bench:ui shows no long task after Play).
   */
  reanchor(simMs: number): void {
    this.anchor = { wallMs: this.scheduler.now(), simMs };
  }

  /**
   * Runs the engine toward its target, never past `untilMs`, for at most SLICE_MS; true when
   * time ran out first.
   */
  runSlice(sim: SimulationApi, speed: number | 'max', untilMs = sim.durationMs): boolean {
    const start = this.scheduler.now();
    const limitMs = Math.min(sim.durationMs, untilMs);
    const target =
      speed === 'max'
        ? limitMs
        : Math.min(limitMs, this.anchor.simMs + (start - this.anchor.wallMs) * speed);
    while (sim.nowMs < target && !sim.finished) {
      const before = this.scheduler.now();
      if (before - start >= SLICE_MS) {
        if (speed !== 'max' && (target - sim.nowMs) / speed > MAX_LAG_WALL_MS) {
          this.reanchor(sim.nowMs);
        }
        return true;
      }
      const from = sim.nowMs;
      sim.advanceTo(Math.min(target, from + this.chunkSimMs));
      this.adaptChunk(this.scheduler.now() - before);
      if (sim.nowMs <= from) break; // an engine that cannot move must not hang the worker
    }
    return false;
  }

  /** Keeps each engine call near a millisecond so the slice deadline is kept. */
  private adaptChunk(wallMs: number): void {
    if (wallMs < 0.5) this.chunkSimMs = Math.min(MAX_CHUNK_SIM_MS, this.chunkSimMs * 2);
    else if (wallMs > 2) this.chunkSimMs = Math.max(MIN_CHUNK_SIM_MS, this.chunkSimMs / 2);
  }
}
