// Pure engine: no DOM, no wall clock, no unseeded randomness.
// The facade of the adaptive concurrency limit: turns acquire / sample / ignore into
// events and reads the verdict and the limit from the machine's record.
import { createActor, type Actor } from 'xstate';
import type { SimClock } from '../../core/simClock';
import type { Outcome } from '../retry';
import { MachineRunner } from '../fastPath/machineRunner';
import {
  concurrencyLimitMachine,
  limitOf,
  sampleKindOf,
  type ConcurrencyLimitEvent,
  type ConcurrencyLimitRecord,
} from './concurrencyLimitMachine';
import { ExpAvg } from './limitAlgorithms';

export interface ConcurrencyLimitConfig {
  algorithm: 'aimd' | 'gradient2';
  initialLimit: number;
  minLimit: number;
  maxLimit: number;
  backoffRatio: number;
  timeoutMs: number;
  smoothing: number;
  rttTolerance: number;
  longWindow: number;
  queueSize: number;
}

/** Netflix's builders' defaults (AIMDLimit and Gradient2Limit). */
export const DEFAULT_CONCURRENCY_LIMIT_CONFIG: ConcurrencyLimitConfig = {
  algorithm: 'aimd',
  initialLimit: 20,
  minLimit: 20,
  maxLimit: 200,
  backoffRatio: 0.9,
  timeoutMs: 5_000,
  smoothing: 0.2,
  rttTolerance: 1.5,
  longWindow: 600,
  queueSize: 4,
};

export interface ConcurrencyLimitOptions {
  machine?: typeof concurrencyLimitMachine;
  reference?: boolean;
}

const ACQUIRE: ConcurrencyLimitEvent = { type: 'acquire' };
const IGNORED: ConcurrencyLimitEvent = { type: 'ignored' };

export class ConcurrencyLimit {
  private readonly actor: Actor<typeof concurrencyLimitMachine>;
  private readonly l: ConcurrencyLimitRecord;
  private readonly steps: MachineRunner<ConcurrencyLimitEvent>;
  private readonly sample = {
    type: 'sample' as const,
    rttMs: 0,
    dropped: false,
    inFlightAtStart: 0,
  };

  constructor(
    config: Partial<ConcurrencyLimitConfig>,
    clock: SimClock,
    options: ConcurrencyLimitOptions = {},
  ) {
    const c = { ...DEFAULT_CONCURRENCY_LIMIT_CONFIG, ...config };
    if (!(c.minLimit <= c.maxLimit)) throw new Error('concurrency limit: minLimit > maxLimit');
    this.l = {
      ...c,
      estimatedLimit: Math.min(c.maxLimit, Math.max(c.minLimit, c.initialLimit)),
      inFlight: 0,
      longRtt: new ExpAvg(c.longWindow),
      admitted: false,
      rejectedTotal: 0,
    };
    this.actor = createActor(options.machine ?? concurrencyLimitMachine, {
      clock,
      input: { l: this.l },
    }).start();
    this.steps = new MachineRunner(this.actor, options.reference ?? false);
  }

  get limit(): number {
    return limitOf(this.l);
  }

  get inFlight(): number {
    return this.l.inFlight;
  }

  get rejectedTotal(): number {
    return this.l.rejectedTotal;
  }

  /** True: the call may go (remember inFlight for its sample); false: rejected. */
  tryAcquire(): boolean {
    this.steps.send(ACQUIRE);
    return this.l.admitted;
  }

  onSample(rttMs: number, dropped: boolean, inFlightAtStart: number): void {
    this.sample.rttMs = rttMs;
    this.sample.dropped = dropped;
    this.sample.inFlightAtStart = inFlightAtStart;
    this.steps.send(this.sample);
  }

  /** A call ended with `outcome` after rttMs: a sample, a drop, or nothing (sampleKindOf). */
  onOutcome(outcome: Outcome, rttMs: number, inFlightAtStart: number): void {
    const kind = sampleKindOf(outcome);
    if (kind === 'ignored') this.onIgnore();
    else this.onSample(rttMs, kind === 'dropped', inFlightAtStart);
  }

  onIgnore(): void {
    this.steps.send(IGNORED);
  }

  stop(): void {
    this.actor.stop();
  }
}
