import { setup } from 'xstate';
import { describe, expect, it } from 'vitest';
import { MachineRefused } from './machineDefinition';
import { RecordRunner, type MachineRecord } from './recordRunner';
import { assign } from './xstateBuiltIns';
import { machineSends } from '../machineSends';

interface Door {
  opens: number;
  log: string[];
}
type Event = { type: 'push' } | { type: 'lock' };
interface DoorRecord extends MachineRecord {
  context: { door: Door };
}

const door = setup({
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
  initial: 'shut',
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

  it('steps directly (no send) on the fast path, sends on the reference', () => {
    const sends = machineSends.count;
    run(events, false);
    expect(machineSends.count).toBe(sends);
    run(events, true);
    expect(machineSends.count).toBe(sends + 2);
  });

  it('refuses what needs an actor, when it is built', () => {
    const withAssign = door.provide({ actions: { open: assign({}) } });
    expect(() => new RecordRunner(withAssign)).toThrow(MachineRefused);
    expect(() => new RecordRunner(withAssign)).toThrow(/built-in actions need an actor/);
    const withEntry = setup({}).createMachine({
      id: 'entry',
      initial: 'a',
      states: { a: { entry: () => {} } },
    });
    expect(() => new RecordRunner(withEntry)).toThrow(/entry, exit and delayed/);
    const stateless = setup({}).createMachine({ id: 'flat', on: { x: {} } });
    expect(() => new RecordRunner(stateless)).toThrow(/states and an initial state/);
    const selfTarget = setup({}).createMachine({
      id: 'self',
      initial: 'a',
      states: { a: { on: { x: { target: 'a' } } } },
    });
    expect(() => new RecordRunner(selfTarget)).toThrow(/its own state/);
  });
});
