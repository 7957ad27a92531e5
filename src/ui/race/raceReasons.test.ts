import { describe, expect, it } from 'vitest';
import { BREAKER_PRESETS } from '../../sim/libraries';
import { en } from '../i18n/catalog/en';
import { raceReason } from './raceReasons';
import { hasRaceLink, withRace } from './raceLink';

const preset = (id: string) => BREAKER_PRESETS.find((p) => p.id === id)!;

describe('the race’s reasons', () => {
  it('read Resilience4j’s documented defaults: 100 calls before it may trip, 60 s open', () => {
    expect(raceReason(preset('resilience4j'))).toEqual({
      kind: 'calls',
      size: 100,
      minCalls: 100,
      percent: 50,
      waitS: 60,
      trials: 10,
      countsRefused: false,
    });
    expect(en.race.reason.needs).toBe('needs {{minCalls}} calls before it may trip');
  });

  it('read Hystrix as a 10 s window of at least 20 calls, and cockatiel’s consecutive count', () => {
    expect(raceReason(preset('hystrix'))).toMatchObject({
      kind: 'seconds',
      size: 10,
      minCalls: 20,
    });
    expect(raceReason(preset('cockatiel-consecutive'))).toEqual({
      kind: 'consecutive',
      failures: 5,
      waitS: 10,
    });
  });

  it('say that opossum, alone, counts the calls it refused', () => {
    const counting = BREAKER_PRESETS.filter((p) => {
      const r = raceReason(p);
      return r.kind !== 'consecutive' && r.countsRefused;
    });
    expect(counting.map((p) => p.id)).toEqual(['opossum']);
  });
});

describe('the race link', () => {
  it('opens and closes the race in the address, keeping the rest', () => {
    const open = withRace('http://x/?s=abc', true);
    expect(hasRaceLink(new URL(open).search)).toBe(true);
    expect(new URL(open).searchParams.get('s')).toBe('abc');
    expect(hasRaceLink(new URL(withRace(open, false)).search)).toBe(false);
  });
});
