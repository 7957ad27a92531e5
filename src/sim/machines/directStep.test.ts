import { assign, createActor, setup } from 'xstate';
import { describe, expect, it } from 'vitest';
import { DirectStepper } from './directStep';
import { machineSends } from './machineSends';

type Event = { type: 'add'; n: number } | { type: 'reset' };
interface Ctx {
  box: { total: number; refused: number };
}

const counter = setup({
  types: { context: {} as Ctx, events: {} as Event },
  guards: { small: ({ event }) => event.type === 'add' && event.n < 10 },
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
    add: [{ guard: 'small', actions: 'add' }, { actions: 'refuse' }],
    // assign builds a new context: only a real send may run it.
    reset: { actions: assign({ box: () => ({ total: 0, refused: 0 }) }) },
  },
});

function run(events: Event[], direct: boolean, machine = counter) {
  const actor = createActor(machine).start();
  const stepper = new DirectStepper<Event>(actor);
  for (const e of events) {
    if (direct) stepper.send(e);
    else actor.send(e);
  }
  return actor.getSnapshot().context.box;
}

describe('direct steps', () => {
  const events: Event[] = [
    { type: 'add', n: 3 },
    { type: 'add', n: 30 },
    { type: 'add', n: 4 },
    { type: 'reset' },
    { type: 'add', n: 5 },
  ];

  it('do what a send does: first passing guard, its actions in order', () => {
    expect(run(events, true)).toEqual(run(events, false));
    expect(run(events, true)).toEqual({ total: 5, refused: 0 });
  });

  it('run the implementations the machine was given with provide()', () => {
    const strict = counter.provide({ guards: { small: () => false } });
    expect(run(events.slice(0, 3), true, strict)).toEqual({ total: 0, refused: 3 });
  });

  it('send for real what they cannot run (assign), and never for the rest', () => {
    const sends = machineSends.count;
    const direct = machineSends.direct;
    run(events, true);
    expect(machineSends.count - sends).toBe(1);
    expect(machineSends.direct - direct).toBe(4);
  });

  it('send for real to a machine with states: a step there may change the state value', () => {
    const toggle = setup({ types: { events: {} as { type: 'flip' } } }).createMachine({
      initial: 'off',
      states: { off: { on: { flip: 'on' } }, on: { on: { flip: 'off' } } },
    });
    const actor = createActor(toggle).start();
    new DirectStepper<{ type: 'flip' }>(actor).send({ type: 'flip' });
    expect(actor.getSnapshot().value).toBe('on');
  });
});
