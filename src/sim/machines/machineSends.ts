// Pure engine: no DOM, no wall clock, no unseeded randomness.
// Every event the engine hands an XState actor goes through sendTo(), so the benchmark can
// report machine sends per client request: the figure that decides the engine's speed
// (an actor send costs about as much as fifteen events of the engine's own queue).
import type { AnyActorRef, EventFromLogic, AnyActorLogic, Actor } from 'xstate';

/**
 * Sends made since the process started (the bench reads differences); `direct`: steps run
 * by the machine runner without a send (fastPath/machineRunner.ts).
 */
export const machineSends = { count: 0, direct: 0 };

/** actor.send, counted. */
export function sendTo<TLogic extends AnyActorLogic>(
  actor: Actor<TLogic>,
  event: EventFromLogic<TLogic>,
): void {
  machineSends.count++;
  actor.send(event);
}

/** The same for an untyped actor reference. */
export function sendToRef(actor: AnyActorRef, event: { type: string }): void {
  machineSends.count++;
  actor.send(event);
}
