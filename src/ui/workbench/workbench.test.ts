// A switch of scenario: what it clears in the engineer's tools, what it says, and what it
// leaves of the address.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { presetScenario } from '../../scenarios/presets';
import { appStore } from '../../store/appStore';
import { replaceWork } from '../files/replacedWorkActions';
import { switchParts, withoutSweep, withoutWorkbench } from './workbenchLink';
import { workbenchStore } from './workbenchStore';

describe('the engineer’s tools in the address', () => {
  const href =
    'https://x.test/?lang=ko&sweep=clients%5Bs%5D.arrival.rps%3D1%3A2%3A3&sweepAtLeast=availability%3E%3D0.99&sweepRun=1&race=1#p=retry-storm';

  it('drops the sweep’s and the race’s parameters on a switch, keeping the rest', () => {
    const after = new URL(withoutWorkbench(href));
    expect([...after.searchParams.keys()]).toEqual(['lang']);
    expect(after.hash).toBe('#p=retry-storm');
  });

  it('drops only the sweep’s when the sweep closes', () => {
    expect([...new URL(withoutSweep(href)).searchParams.keys()]).toEqual(['lang', 'race']);
  });

  it('names what a switch clears, in a fixed order, and nothing when nothing was open', () => {
    expect(switchParts({ baseline: true, sweep: true, race: true })).toEqual([
      'baselineCleared',
      'sweepReset',
      'raceClosed',
    ]);
    expect(switchParts({ baseline: false, sweep: false, race: false })).toEqual([]);
  });
});

describe('switching scenario on the page', () => {
  beforeEach(() => {
    const data = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
      removeItem: (k: string) => void data.delete(k),
    });
    workbenchStore.setState({ sweepOpen: false, raceOpen: false, switchNote: null });
  });

  it('clears A, sets the sweep up again, closes the race, and says which', () => {
    appStore.setState({ scenario: presetScenario('metastable'), presetId: 'metastable' });
    appStore.getState().pinBaseline();
    workbenchStore.setState({ sweepOpen: true, raceOpen: true });
    const before = workbenchStore.getState().switches;
    replaceWork(presetScenario('retry-storm'), 'retry-storm');
    expect(appStore.getState().baseline).toBeNull();
    const after = workbenchStore.getState();
    expect(after.switches).toBe(before + 1);
    expect(after.raceOpen).toBe(false);
    expect(after.sweepOpen).toBe(true);
    expect(after.switchNote).toEqual({
      scenario: presetScenario('retry-storm').name,
      parts: ['baselineCleared', 'sweepReset', 'raceClosed'],
    });
  });

  it('says nothing when nothing of the tools was in use', () => {
    appStore.setState({ scenario: presetScenario('metastable'), presetId: 'metastable' });
    replaceWork(presetScenario('retry-storm'), 'retry-storm');
    expect(workbenchStore.getState().switchNote).toBeNull();
  });
});
