// Pure engine: no DOM, no wall clock, no unseeded randomness.
// How the single-state protections (rate limiter, throttle, retry throttles, hedging,
// concurrency limit) hand their machine an event: a real send in reference mode, else a
// direct step run from the machine's own definition (directStep.ts), which falls back to a
// real send where it cannot run the step itself.
import type { AnyActor } from 'xstate';
import { DirectStepper } from './directStep';
import { sendToRef } from './machineSends';

export class StepOrSend<TEvent extends { type: string }> {
  private readonly stepper: DirectStepper<TEvent> | undefined;

  constructor(
    private readonly actor: AnyActor,
    reference: boolean,
  ) {
    this.stepper = reference ? undefined : new DirectStepper<TEvent>(actor);
  }

  send(event: TEvent): void {
    if (this.stepper) this.stepper.send(event);
    else sendToRef(this.actor, event);
  }
}
