import { createActor, setup, type AnyStateMachine } from 'xstate';
import { describe, expect, it } from 'vitest';
import { MachineRunner } from './machineRunner';
import { MachineRefused } from './machineDefinition';
import { assign, and, not, enqueueActions } from './xstateBuiltIns';
import { machineSends } from '../machineSends';

type Event = { type: 'add'; n: number } | { type: 'reset' } | { type: 'noop' };
interface Ctx {
  box: { total: number; refused: number };
}

const counter = setup({
  types: { context: {} as Ctx, events: {} as Event },
  guards: {
    small: ({ event }) => event.type === 'add' && event.n < 10,
    huge: ({ event }) => event.type === 'add' && event.n > 100,
  },
  actions: {
    add: ({ context, event }) => {
      if (event.type === 'add') context.box.total += event.n;
    },
    refuse: ({ context }) => {
      context.box.refused++;
    },
  },
}).createMachine({
  context: () => ({ box: { total: 0, refused: 0 } }),
  on: {
    // A targetless transition with no actions: nothing happens (skipped).
    add: [{ guard: 'huge' }, { guard: 'small', actions: 'add' }, { actions: 'refuse' }],
    // assign builds a new context: only a real send may run it.
    reset: { actions: assign({ box: () => ({ total: 0, refused: 0 }) }) },
  },
});

function run(events: Event[], reference: boolean, machine: AnyStateMachine = counter) {
  const actor = createActor(machine).start();
  const runner = new MachineRunner<Event>(actor, reference);
  const handled = events.map((e) => runner.send(e));
  return { box: (actor.getSnapshot().context as Ctx).box, handled };
}

describe('the machine runner', () => {
  const events: Event[] = [
    { type: 'add', n: 3 },
    { type: 'add', n: 300 },
    { type: 'add', n: 30 },
    { type: 'add', n: 4 },
    { type: 'reset' },
    { type: 'add', n: 5 },
    { type: 'noop' },
  ];

  it('does what a send does: the first passing guard in document order, its actions in order', () => {
    expect(run(events, false).box).toEqual(run(events, true).box);
    expect(run(events, false).box).toEqual({ total: 5, refused: 0 });
  });

  it('skips when nothing would change, steps plain actions, sends built-ins', () => {
    expect(run(events, false).handled).toEqual([
      'stepped',
      'skipped', // `huge`: targetless, no actions
      'stepped',
      'stepped',
      'sent', // assign
      'stepped',
      'skipped', // no transition for the event
    ]);
    const sends = machineSends.count;
    const direct = machineSends.direct;
    run(events, false);
    expect(machineSends.count - sends).toBe(1);
    expect(machineSends.direct - direct).toBe(4);
  });

  it('sends every event in reference mode', () => {
    expect(run(events, true).handled.every((h) => h === 'sent')).toBe(true);
  });

  it('runs the implementations the machine was given with provide()', () => {
    const strict = counter.provide({ guards: { small: () => false } });
    expect(run(events.slice(0, 4), false, strict).box).toEqual({ total: 0, refused: 3 });
  });

  it('asks the state before the root, and sends a step with a target', () => {
    const toggle = setup({
      types: {
        events: {} as { type: 'flip' } | { type: 'poke' },
        context: {} as { pokes: number },
      },
      actions: { poke: ({ context }) => void context.pokes++ },
    }).createMachine({
      context: { pokes: 0 },
      initial: 'off',
      on: { poke: { actions: 'poke' } },
      states: {
        off: { on: { flip: 'on' } },
        on: { on: { flip: 'off', poke: {} } },
      },
    });
    const actor = createActor(toggle).start();
    const runner = new MachineRunner<{ type: 'flip' } | { type: 'poke' }>(actor);
    expect(runner.send({ type: 'poke' })).toBe('stepped');
    expect(runner.send({ type: 'flip' })).toBe('sent');
    expect(actor.getSnapshot().value).toBe('on');
    // `on` handles poke itself, with nothing: the root's action is not reached.
    expect(runner.send({ type: 'poke' })).toBe('skipped');
    expect(actor.getSnapshot().context.pokes).toBe(1);
  });

  it('sends in a state with eventless transitions (XState re-checks them after any event)', () => {
    const m = setup({
      types: { events: {} as { type: 'tick' }, context: {} as { n: number } },
      actions: { tick: ({ context }) => void context.n++ },
      guards: { big: ({ context }) => context.n >= 2 },
    }).createMachine({
      context: { n: 0 },
      initial: 'small',
      states: {
        small: { always: { guard: 'big', target: 'large' }, on: { tick: { actions: 'tick' } } },
        large: {},
      },
    });
    const actor = createActor(m).start();
    const runner = new MachineRunner<{ type: 'tick' }>(actor);
    expect(runner.send({ type: 'tick' })).toBe('sent');
    runner.send({ type: 'tick' });
    expect(actor.getSnapshot().value).toBe('large');
  });
});

describe('machines the runner refuses when it is built', () => {
  const refusal = (machine: AnyStateMachine) => () => new MachineRunner(createActor(machine));
  const base = setup({
    types: { events: {} as { type: 'call.done' } | { type: 'go' } },
    guards: { a: () => true, b: () => false },
    actions: { plain: () => {}, bump: enqueueActions(() => {}) },
  });

  it('a wildcard, whole or partial', () => {
    expect(refusal(base.createMachine({ on: { '*': { actions: 'plain' } } }))).toThrow(
      /wildcard events are not supported/,
    );
    expect(refusal(base.createMachine({ on: { 'call.*': { actions: 'plain' } } }))).toThrow(
      MachineRefused,
    );
  });

  it('and() / not() / inline guards in a transition', () => {
    expect(refusal(base.createMachine({ on: { go: { guard: and(['a', 'b']) } } }))).toThrow(
      /a guard written as a function/,
    );
    expect(refusal(base.createMachine({ on: { go: { guard: not('a') } } }))).toThrow(
      /name it in setup/,
    );
    expect(refusal(base.createMachine({ on: { go: { guard: () => true } } }))).toThrow(
      MachineRefused,
    );
  });

  it('a named guard made with and()', () => {
    const named = setup({
      types: { events: {} as { type: 'go' } },
      guards: { a: () => true, both: and(['a', 'a']) },
    });
    expect(refusal(named.createMachine({ on: { go: { guard: 'both' } } }))).toThrow(
      /guard 'both' is made with and\(\)/,
    );
  });

  it('an unknown guard or action, and nested or parallel states', () => {
    expect(refusal(base.createMachine({ on: { go: { guard: 'nope' as 'a' } } }))).toThrow(
      /guard 'nope' is not in setup/,
    );
    expect(
      refusal(
        base.createMachine({
          initial: 'x',
          states: { x: { initial: 'y', states: { y: {} } } },
        }),
      ),
    ).toThrow(/nested or parallel/);
    expect(refusal(base.createMachine({ type: 'parallel', states: { x: {}, y: {} } }))).toThrow(
      /parallel/,
    );
  });

  it('names the machine, the state and the event', () => {
    const m = base.createMachine({
      id: 'sample',
      initial: 'x',
      states: { x: { on: { go: { guard: not('a') } } } },
    });
    expect(refusal(m)).toThrow(
      "machine 'sample' cannot run on the fast path: state 'x', event 'go' #1",
    );
  });

  it('never runs a built-in directly: a targetless step with enqueueActions is sent', () => {
    const m = base.createMachine({ on: { go: { actions: 'bump' } } });
    const runner = new MachineRunner<{ type: 'go' }>(createActor(m).start());
    expect(runner.send({ type: 'go' })).toBe('sent');
  });
});
