// Pure engine: no DOM, no wall clock, no unseeded randomness.
// The facade of the SRE book's client-side throttle: draws each request's uniform number
// from the stream it is given (the edge's own named stream), steps the machine, and reads
// the verdict. It decides nothing itself.
import { createActor, type Actor } from 'xstate';
import type { SimClock } from '../../core/simClock';
import type { Outcome } from '../retry';
import { WindowedAdder } from '../retry/windowedAdder';
import { MachineRunner } from '../fastPath/machineRunner';
import {
  currentRejectProbability,
  throttleMachine,
  type ThrottleEvent,
  type ThrottleRecord,
} from './throttleMachine';

export interface ThrottleConfig {
  k: number;
  windowMs: number;
}

export interface ThrottleOptions {
  machine?: typeof throttleMachine;
  reference?: boolean;
}

/** One slice per second of the trailing window. */
const SLICE_MS = 1_000;

export class AdaptiveThrottle {
  private readonly actor: Actor<typeof throttleMachine>;
  private readonly t: ThrottleRecord;
  private readonly steps: MachineRunner<ThrottleEvent>;
  private readonly request = { type: 'request' as const, draw: 0 };
  private readonly answer: { type: 'answer'; outcome: Outcome } = {
    type: 'answer',
    outcome: { kind: 'success' },
  };

  constructor(
    config: ThrottleConfig,
    clock: SimClock,
    private readonly rng: { next(): number },
    options: ThrottleOptions = {},
  ) {
    const slices = Math.max(1, Math.round(config.windowMs / SLICE_MS));
    this.t = {
      k: config.k,
      requests: new WindowedAdder(config.windowMs, slices),
      accepts: new WindowedAdder(config.windowMs, slices),
      rejected: false,
      rejectedTotal: 0,
    };
    this.actor = createActor(options.machine ?? throttleMachine, {
      clock,
      input: { t: this.t, clock },
    }).start();
    this.steps = new MachineRunner(this.actor, options.reference ?? false);
  }

  /** True when the request may go to the backend; false: rejected locally. */
  admit(): boolean {
    this.request.draw = this.rng.next();
    this.steps.send(this.request);
    return !this.t.rejected;
  }

  /** The backend's answer to an admitted request. */
  onAnswer(outcome: Outcome): void {
    this.answer.outcome = outcome;
    this.steps.send(this.answer);
  }

  changeK(k: number): void {
    this.steps.send({ type: 'config.changed', k });
  }

  /** The probability the next request is rejected locally. */
  get rejectProbability(): number {
    return currentRejectProbability(this.actor.getSnapshot().context);
  }

  get rejectedTotal(): number {
    return this.t.rejectedTotal;
  }

  stop(): void {
    this.actor.stop();
  }
}
