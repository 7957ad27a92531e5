// Pure engine: no DOM, no wall clock, no unseeded randomness.
// The facade of outlierMachine: results in as events, the ejected replicas out from the
// snapshot. It holds no count of its own.
import { createActor, type Actor } from 'xstate';
import type { SimClock } from '../../core/simClock';
import { sendTo } from '../machineSends';
import {
  initialOutlierContext,
  outlierMachine,
  type OutlierContext,
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
  private readonly reference: boolean;
  private readonly hasFailuresInRow: NonNullable<
    (typeof outlierMachine)['implementations']['guards']['hasFailuresInRow']
  >;

  constructor(
    config: OutlierConfig,
    replicas: number,
    clock: SimClock,
    options: OutlierOptions = {},
  ) {
    const machine = options.machine ?? outlierMachine;
    this.reference = options.reference ?? false;
    const guard = machine.implementations.guards.hasFailuresInRow;
    if (!guard) throw new Error('the machine has no hasFailuresInRow guard');
    this.hasFailuresInRow = guard;
    const input = initialOutlierContext({ ...config, replicas });
    this.actor = createActor(machine, { clock, input }).start();
  }

  private get context(): OutlierContext {
    return this.actor.getSnapshot().context;
  }

  /** Bit i set: replica i is ejected (the balancer skips it). */
  get ejectedMask(): number {
    return this.context.ejectedMask;
  }

  onSuccess(replica: number): void {
    const event = { type: 'host.succeeded', replica } as const;
    // Skip: a success's only transition is guarded by hasFailuresInRow; when the machine's
    // own guard says the replica has none, sending changes nothing. Most successes are so.
    if (!this.reference && !this.hasFailuresInRow({ context: this.context, event }, undefined))
      return;
    sendTo(this.actor, event);
  }

  onFailure(replica: number): void {
    sendTo(this.actor, { type: 'host.failed', replica });
  }

  changeConfig(config: OutlierConfig, replicas: number): void {
    sendTo(this.actor, { type: 'config.changed', settings: { ...config, replicas } });
  }

  getMetrics(): OutlierMetrics {
    const { ejectedCount, ejectionsTotal, streaksBroken } = this.context;
    return { ejectedNow: ejectedCount, ejectionsTotal, streaksBroken };
  }

  stop(): void {
    this.actor.stop();
  }
}
