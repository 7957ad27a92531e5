// Pure engine: no DOM, no wall clock, no unseeded randomness.
// What a machine run on records (recordRunner.ts) cannot do without an actor, refused when its
// runner is built, with an error that names the machine, the state and the transition.
import { MachineRefused, type Bound, type MachineReading } from './machineDefinition';
import { RECORD_BUILT_INS } from './recordActions';

/** Refuses what a record cannot do without an actor; returns the initial state. */
export function refuseWhatNeedsAnActor(reading: MachineReading, hasClock: boolean): string {
  const refuse = (where: string, why: string): never => {
    throw new MachineRefused(reading.id, where, `${why} (a machine run on records)`);
  };
  const root = reading.states.get('');
  if (root !== undefined || reading.initial === undefined) {
    refuse('the root', 'states and an initial state are needed');
  }
  const refuseBuiltIns = (actions: readonly Bound[], where: string) => {
    for (const action of actions) {
      const made = action.builtIn;
      if (made !== undefined && !RECORD_BUILT_INS.has(made.kind)) {
        refuse(where, `XState's built-in ${made.kind} needs an actor`);
      }
    }
  };
  for (const [name, state] of reading.states) {
    const where = `state '${name}'`;
    refuseBuiltIns(state.entry, `${where}, entry`);
    refuseBuiltIns(state.exit, `${where}, exit`);
    if (state.after.length > 0 && !hasClock) {
      refuse(where, 'delayed (after) transitions need the runner to be given a clock');
    }
    if (state.final && (state.on.size > 0 || state.always.length > 0)) {
      refuse(where, 'a final state takes no events (and the root none for it)');
    }
    const delayed = state.after.flatMap((d) => d.candidates);
    const candidates = [...state.always, ...[...state.on.values()].flat(), ...delayed];
    for (const c of candidates) {
      refuseBuiltIns(c.actions, c.source);
      if (c.targeted && (c.target === undefined || !reading.states.has(c.target))) {
        refuse(c.source, 'a target that is not a sibling state');
      }
      if (c.target === name && !c.reenters) {
        refuse(c.source, 'a transition to its own state without reenter');
      }
    }
  }
  return reading.initial as string;
}
