// Pure engine: no DOM, no wall clock, no unseeded randomness.
// The facade of outlierMachine: results in as events, the ejected replicas out from the
// snapshot. It holds no count of its own.
import { createActor, type Actor } from 'xstate';
import type { SimClock } from '../../core/simClock';
import { MachineRunner } from '../fastPath/machineRunner';
import {
  initialOutlierContext,
  outlierMachine,
  type OutlierContext,
  type OutlierEvent,
  type OutlierSettings,
} from './outlierMachine';

export type OutlierConfig = Omit<OutlierSettings, 'replicas'>;

export interface OutlierOptions {
  /** The machine to run (default: the standard one); `provide({ guards })` reaches the skips. */
  machine?: typeof outlierMachine;
  /** Send every event, skipping nothing (the differential tests' reference). */
  reference?: boolean;
}

export interface OutlierMetrics {
  ejectedNow: number;
  ejectionsTotal: number;
  /** Failure streaks a success ended below the threshold. */
  streaksBroken: number;
}

export class OutlierDetector {
  private readonly actor: Actor<typeof outlierMachine>;
  /** Skips, direct steps and sends, read from the machine's definition. */
  private readonly runner: MachineRunner<OutlierEvent>;

  constructor(
    config: OutlierConfig,
    replicas: number,
    clock: SimClock,
    options: OutlierOptions = {},
  ) {
    const machine = options.machine ?? outlierMachine;
    const input = initialOutlierContext({ ...config, replicas });
    this.actor = createActor(machine, { clock, input }).start();
    this.runner = new MachineRunner(this.actor, options.reference ?? false);
  }

  private get context(): OutlierContext {
    return this.actor.getSnapshot().context;
  }

  /** Bit i set: replica i is ejected (the balancer skips it). */
  get ejectedMask(): number {
    return this.context.ejectedMask;
  }

  onSuccess(replica: number): void {
    // A success's only transition is guarded by hasFailuresInRow: the runner skips the
    // send when the machine's own guard says the replica has none (most successes).
    this.runner.send({ type: 'host.succeeded', replica });
  }

  onFailure(replica: number): void {
    this.runner.send({ type: 'host.failed', replica });
  }

  changeConfig(config: OutlierConfig, replicas: number): void {
    this.runner.send({ type: 'config.changed', settings: { ...config, replicas } });
  }

  getMetrics(): OutlierMetrics {
    const { ejectedCount, ejectionsTotal, streaksBroken } = this.context;
    return { ejectedNow: ejectedCount, ejectionsTotal, streaksBroken };
  }

  stop(): void {
    this.actor.stop();
  }
}
