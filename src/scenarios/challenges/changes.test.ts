import { describe, expect, it } from 'vitest';
import { presetScenario } from '../presets';
import { countChanges } from './changes';
import { patched } from './evaluate';

const FIXED = ['faultTimeline', 'clients.*.arrival', 'services.*.faults'];
const base = presetScenario('pool-domino');

describe('countChanges', () => {
  it('counts nothing for the same scenario, nor for a new seed, name or node position', () => {
    const moved = patched(
      base,
      [
        { op: 'set', path: 'seed', value: 99 },
        { op: 'set', path: 'name', value: 'mine' },
        { op: 'set', path: 'services[bff].position', value: { x: 10, y: 20 } },
      ],
      'test',
    );
    expect(countChanges(base, moved, FIXED)).toEqual({ paths: [], forbidden: [] });
  });

  it('counts the values set in a new policy, not the defaults that come with it', () => {
    const timeout = patched(
      base,
      [{ op: 'set', path: 'services[bff].policies[recommend].timeoutMs', value: 300 }],
      'test',
    );
    expect(countChanges(base, timeout, FIXED).paths).toEqual([
      'services.0.policies.recommend.timeoutMs',
    ]);
  });

  it('counts a value set back to where it started as no change', () => {
    const there = patched(base, [{ op: 'set', path: 'services[bff].workers', value: 50 }], 't');
    const back = patched(there, [{ op: 'set', path: 'services[bff].workers', value: 200 }], 't');
    expect(countChanges(base, there, FIXED).paths).toEqual(['services.0.workers']);
    expect(countChanges(base, back, FIXED).paths).toEqual([]);
  });

  it('flags changes to the incident itself (the fault, the traffic)', () => {
    const cheat = patched(
      base,
      [
        { op: 'set', path: 'clients[shoppers].arrival.rps', value: 1 },
        { op: 'remove', path: 'faultTimeline[recommend-slow]' },
        { op: 'set', path: 'clients[shoppers].policy.timeoutMs', value: 4_000 },
      ],
      'test',
    );
    const { paths, forbidden } = countChanges(base, cheat, FIXED);
    expect(forbidden).toContain('clients.0.arrival.rps');
    expect(forbidden.some((p) => p.startsWith('faultTimeline.0'))).toBe(true);
    // The client's own timeout is a setting the student may change.
    expect(paths).toContain('clients.0.policy.timeoutMs');
    expect(forbidden).not.toContain('clients.0.policy.timeoutMs');
  });
});
