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
  /** The last slice found the engine at real time × speed from its start: it ran nothing. */
  private ranNothing = false;

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
    this.ranNothing = true;
    for (let before = start; ; before = this.scheduler.now()) {
      // Where real time × speed stands now: it moves on while the engine runs, so an engine
      // slower than the speed never catches it (a target fixed at the slice's start was
      // reached early after Play or a re-anchoring, and the worker idled a tick). Once the
      // engine has run, it goes on only for a chunk's worth at least: an engine faster than
      // the speed stops when it has caught up, instead of chasing real time by microseconds.
      const target =
        speed === 'max'
          ? limitMs
          : Math.min(limitMs, this.anchor.simMs + (before - this.anchor.wallMs) * speed);
      const owedMs = target - sim.nowMs;
      if (owedMs <= 0 || sim.finished) return false;
      if (!this.ranNothing && owedMs < MIN_CHUNK_SIM_MS && target < limitMs) return false;
      if (before - start >= SLICE_MS) {
        if (speed !== 'max' && (target - sim.nowMs) / speed > MAX_LAG_WALL_MS) {
          this.reanchor(sim.nowMs);
        }
        return true;
      }
      const from = sim.nowMs;
      this.ranNothing = false;
      sim.advanceTo(Math.min(target, from + this.chunkSimMs));
      this.adaptChunk(this.scheduler.now() - before);
      if (sim.nowMs <= from) return false; // an engine that cannot move must not hang the worker
    }
  }

  /**
   * Wall ms to wait after a slice that caught up with real time × speed: a tick, or less when
   * the slice ran nothing (just after Play or a re-anchoring, real time had not moved on yet):
   * then as long as real time takes to owe one chunk, so a speed the engine cannot reach
   * keeps it busy instead of idling a tick (the clock a worker reads may not move between two
   * tasks at all).
   */
  waitMs(speed: number | 'max', tickMs: number): number {
    if (!this.ranNothing || speed === 'max') return tickMs;
    return Math.min(tickMs, this.chunkSimMs / speed);
  }

  /** Keeps each engine call near a millisecond so the slice deadline is kept. */
  private adaptChunk(wallMs: number): void {
    if (wallMs < 0.5) this.chunkSimMs = Math.min(MAX_CHUNK_SIM_MS, this.chunkSimMs * 2);
    else if (wallMs > 2) this.chunkSimMs = Math.max(MIN_CHUNK_SIM_MS, this.chunkSimMs / 2);
  }
}
