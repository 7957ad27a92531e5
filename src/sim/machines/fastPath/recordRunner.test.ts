import { setup } from 'xstate';
import { describe, expect, it } from 'vitest';
import { MachineRefused } from './machineDefinition';
import { RecordRunner, type MachineRecord } from './recordRunner';
import { QueueClock } from '../../core/simClock';
import { assign, emit, enqueueActions, raise } from './xstateBuiltIns';
import { machineSends } from '../machineSends';

interface Door {
  opens: number;
  log: string[];
}
type Event = { type: 'push' } | { type: 'lock' };
interface DoorRecord extends MachineRecord {
  context: { door: Door };
}

/** A door that starts shut, or swinging (it decides at once where it stands). */
const doorStarting = (initial: 'shut' | 'swinging') =>
  setup({
    types: { context: {} as { door: Door }, events: {} as Event, input: {} as { door: Door } },
    guards: { worn: ({ context }) => context.door.opens >= 2 },
    actions: {
      open: ({ context }) => {
        context.door.opens++;
        context.door.log.push('open');
      },
      note: ({ context }, params: { word: string }) => context.door.log.push(params.word),
    },
  }).createMachine({
    id: 'door',
    context: ({ input }) => input,
    initial,
    states: {
      shut: {
        on: { push: { target: 'swinging', actions: 'open' }, lock: { target: 'locked' } },
      },
      // Decides at once, as the retry chain's weighingRetry does.
      swinging: {
        always: [
          { guard: 'worn', target: 'broken', actions: { type: 'note', params: { word: 'snap' } } },
          { target: 'shut', actions: { type: 'note', params: { word: 'swing' } } },
        ],
      },
      broken: { type: 'final' },
      locked: { type: 'final' },
    },
  });
const door = doorStarting('shut');

function run(events: Event[], reference: boolean) {
  const runner = new RecordRunner<DoorRecord, Event>(door, reference);
  const record: DoorRecord = { state: '', context: { door: { opens: 0, log: [] } } };
  runner.start(record);
  const handled = events.map((e) => runner.send(record, e));
  return { state: record.state, door: record.context.door, handled };
}

describe('the machine runner for records', () => {
  const events: Event[] = [{ type: 'push' }, { type: 'push' }, { type: 'push' }, { type: 'lock' }];

  it('takes transitions, eventless steps and final states as an actor does', () => {
    const fast = run(events, false);
    expect(fast.state).toBe('broken');
    expect(fast.door.log).toEqual(['open', 'swing', 'open', 'snap']);
    // A final state takes no more events.
    expect(fast.handled).toEqual(['stepped', 'stepped', 'skipped', 'skipped']);
    const reference = run(events, true);
    expect(reference.state).toBe(fast.state);
    expect(reference.door).toEqual(fast.door);
  });

  it('takes an initial state’s eventless transitions at start, as an actor does', () => {
    // Worn out already, a door that starts swinging is broken from the start.
    const startsSwinging = doorStarting('swinging');
    for (const opens of [0, 2]) {
      const states = [false, true].map((reference) => {
        const runner = new RecordRunner<DoorRecord, Event>(startsSwinging, reference);
        const record: DoorRecord = { state: '', context: { door: { opens, log: [] } } };
        runner.start(record);
        return { state: record.state, log: record.context.door.log };
      });
      expect(states[0], `opens ${opens}`).toEqual(states[1]);
      expect(states[0]!.state).toBe(opens === 0 ? 'shut' : 'broken');
    }
  });

  it('steps directly (no send) on the fast path, sends on the reference', () => {
    const sends = machineSends.count;
    run(events, false);
    expect(machineSends.count).toBe(sends);
    run(events, true);
    expect(machineSends.count).toBe(sends + 2);
  });

  it('takes the transitions of the state the record names, whoever named it', () => {
    const runner = new RecordRunner<DoorRecord, Event>(door);
    const record: DoorRecord = { state: '', context: { door: { opens: 0, log: [] } } };
    runner.start(record);
    // The runner keeps the shut state's definition on the record; a state set from outside
    // (a record restored from elsewhere) must win over it.
    record.state = 'broken';
    expect(runner.send(record, { type: 'lock' })).toBe('skipped');
    expect(record.state).toBe('broken');
    record.state = 'shut';
    expect(runner.send(record, { type: 'lock' })).toBe('stepped');
    expect(record.state).toBe('locked');
  });

  it('runs its own machine on a record another runner started', () => {
    const record: DoorRecord = { state: '', context: { door: { opens: 0, log: [] } } };
    new RecordRunner<DoorRecord, Event>(door).start(record);
    // A provided copy with another guard: its runner must ask its own `worn`, not the one
    // of the machine whose state the record still carries.
    const alwaysWorn = door.provide({ guards: { worn: () => true } });
    new RecordRunner<DoorRecord, Event>(alwaysWorn).send(record, { type: 'push' });
    expect(record.state).toBe('broken');
  });

  it('refuses what needs an actor, when it is built', () => {
    const withRaise = door.provide({ actions: { open: raise({ type: 'lock' }) } });
    expect(() => new RecordRunner(withRaise)).toThrow(MachineRefused);
    expect(() => new RecordRunner(withRaise)).toThrow(/built-in raise needs an actor/);
    const withDelay = setup({}).createMachine({
      id: 'delay',
      initial: 'a',
      states: { a: { after: { 10: 'b' } }, b: {} },
    });
    expect(() => new RecordRunner(withDelay)).toThrow(/need the runner to be given a clock/);
    const stateless = setup({}).createMachine({ id: 'flat', on: { x: {} } });
    expect(() => new RecordRunner(stateless)).toThrow(/states and an initial state/);
    const selfTarget = setup({}).createMachine({
      id: 'self',
      initial: 'a',
      states: { a: { on: { x: { target: 'a' } } } },
    });
    expect(() => new RecordRunner(selfTarget)).toThrow(/its own state without reenter/);
  });
});

// A lamp with what the breaker's machine uses: entry and exit assigns, a delay named in setup
// and read from the context, emit and enqueueActions, a root transition to a child ('.off')
// and a re-entry. Its record must follow exactly what an actor on the same clock does.
interface Lamp {
  switches: number;
  burnMs: number;
  log: string;
}
type LampEvent = { type: 'on' } | { type: 'off' } | { type: 'again' } | { type: 'reset' };
const lampGuards = { worn: ({ context }: { context: Lamp }) => context.switches >= 3 };
const lamp = setup({
  types: {
    context: {} as Lamp,
    events: {} as LampEvent,
    input: {} as { burnMs: number },
    emitted: {} as { type: 'burnt'; switches: number },
  },
  guards: lampGuards,
  actions: {
    enter: assign(({ context }, params: { state: string }) => ({
      log: `${context.log} >${params.state}`,
      switches: context.switches + 1,
    })),
    leave: ({ context }, params: { state: string }) => void (context.log += ` <${params.state}`),
    announce: enqueueActions(({ context, enqueue, check }) => {
      if (check('worn')) enqueue.emit({ type: 'burnt', switches: context.switches });
      enqueue.assign({ burnMs: context.burnMs * 2 });
    }),
  },
  delays: { burn: ({ context }) => context.burnMs },
}).createMachine({
  id: 'lamp',
  context: ({ input }) => ({ switches: 0, burnMs: input.burnMs, log: '' }),
  initial: 'off',
  on: { reset: { target: '.off' } },
  states: {
    off: {
      entry: { type: 'enter', params: { state: 'off' } },
      exit: { type: 'leave', params: { state: 'off' } },
      on: { on: 'lit' },
    },
    lit: {
      entry: [{ type: 'enter', params: { state: 'lit' } }, 'announce'],
      exit: { type: 'leave', params: { state: 'lit' } },
      after: { burn: { target: 'off', actions: emit({ type: 'burnt', switches: -1 }) } },
      on: { off: 'off', again: { target: 'lit', reenter: true } },
    },
  },
});

interface LampRecord extends MachineRecord {
  context: Lamp;
}

function runLamp(steps: (LampEvent | number)[], reference: boolean) {
  const clock = new QueueClock();
  const seen: string[] = [];
  const runner = new RecordRunner<LampRecord, LampEvent>(lamp, {
    reference,
    clock,
    // A new state instance is told by its count of entries, as the breaker tells it by its epoch.
    onChange: (r) => {
      const instance = `${r.state} #${r.context.switches}`;
      const last = seen.filter((line) => line.includes('#')).at(-1);
      if (!last?.endsWith(instance)) seen.push(`${clock.nowMs()} ${instance}`);
    },
    onEmit: (_, e) => seen.push(`${clock.nowMs()} ${JSON.stringify(e)}`),
  });
  const record = { state: '', context: {} } as LampRecord;
  runner.start(record, { burnMs: 100 });
  for (const s of steps) {
    if (typeof s === 'number') clock.advanceBy(s);
    else runner.send(record, s);
  }
  const can = runner.can(record, { type: 'off' });
  runner.stop(record);
  clock.advanceBy(10_000);
  return { state: record.state, context: { ...record.context }, seen, can };
}

describe('entry, exit, delays and the built-ins a record runs', () => {
  it('follows an actor on the same clock', () => {
    const steps: (LampEvent | number)[] = [
      { type: 'on' },
      50,
      { type: 'again' },
      150,
      { type: 'on' },
      { type: 'reset' },
      { type: 'on' },
      { type: 'on' },
      799,
      1,
      { type: 'on' },
      { type: 'off' },
      { type: 'on' },
    ];
    const fast = runLamp(steps, false);
    const reference = runLamp(steps, true);
    expect(fast).toEqual(reference);
    // The delay was read as the entry actions left the context (it doubles each time lit):
    // lit again at 200 with 800 ms to burn, so it goes off by its timer at 1000, not at 999.
    expect(fast.seen).toContain('1000 off #6');
    expect(fast.seen.some((line) => line.includes('"switches":-1'))).toBe(true);
    expect(fast.seen.some((line) => line.includes('"switches":5'))).toBe(true);
  });
});
