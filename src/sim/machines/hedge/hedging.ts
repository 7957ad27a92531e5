// Pure engine: no DOM, no wall clock, no unseeded randomness.
// The facade of hedged requests: the layer asks when to hedge and whether it may; the
// machine counts and decides.
import { createActor, type Actor } from 'xstate';
import type { SimClock } from '../../core/simClock';
import { MachineRunner } from '../fastPath/machineRunner';
import {
  hedgeDelayMs,
  hedgeMachine,
  type HedgeEvent,
  type HedgeRecord,
  type LatencySink,
} from './hedgeMachine';

export interface HedgeConfig {
  delayMs: number;
  delayPercentile?: number | undefined;
  maxHedgedShare: number;
}

export interface HedgeOptions {
  machine?: typeof hedgeMachine;
  reference?: boolean;
}

const STARTED: HedgeEvent = { type: 'call.started' };
const DUE: HedgeEvent = { type: 'hedge.due' };

export class Hedging {
  private readonly actor: Actor<typeof hedgeMachine>;
  private readonly h: HedgeRecord;
  private readonly steps: MachineRunner<HedgeEvent>;
  private readonly answer = { type: 'answered' as const, ms: 0 };

  constructor(
    config: HedgeConfig,
    answers: LatencySink,
    clock: SimClock,
    options: HedgeOptions = {},
  ) {
    this.h = {
      delayMs: config.delayMs,
      delayPercentile: config.delayPercentile,
      maxHedgedShare: config.maxHedgedShare,
      calls: 0,
      hedges: 0,
      capped: 0,
      answers,
      hedged: false,
    };
    this.actor = createActor(options.machine ?? hedgeMachine, {
      clock,
      input: { h: this.h },
    }).start();
    this.steps = new MachineRunner(this.actor, options.reference ?? false);
  }

  /** A call starts its first attempt; returns how long to wait before hedging it. */
  callStarted(): number {
    this.steps.send(STARTED);
    return hedgeDelayMs(this.h);
  }

  /** The delay passed without an answer: true when a second attempt may go. */
  tryHedge(): boolean {
    this.steps.send(DUE);
    return this.h.hedged;
  }

  /** An attempt answered after `ms` (it feeds the percentile delay). */
  answered(ms: number): void {
    this.answer.ms = ms;
    this.steps.send(this.answer);
  }

  getMetrics() {
    const { calls, hedges, capped } = this.h;
    return { calls, hedges, capped, delayMs: hedgeDelayMs(this.h) };
  }

  stop(): void {
    this.actor.stop();
  }
}
