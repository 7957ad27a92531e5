import { describe, expect, it } from 'vitest';
import { presetScenario } from '../../scenarios/presets';
import { ALL_SETTINGS } from '../controls/settingsCatalog';
import { changedSettingIds, locksFor } from './lockChoice';
import { isLocked, keptRoomSuffix, readRoomParams } from './roomLink';

const KNOWN = { challenges: [], settingIds: ALL_SETTINGS.map((s) => s.id), speeds: [1] };

/** The metastable lesson with the api's workers and queue timeout and the users' retries changed. */
function edited() {
  const start = presetScenario('metastable');
  const scenario = structuredClone(start);
  const api = scenario.services.find((s) => s.name === 'api')!;
  api.workers = 7;
  api.queueTimeoutMs = 400;
  const users = scenario.clients.find((c) => c.name === 'users')!;
  users.policy = { ...users.policy, timeoutMs: 1_234 };
  return { start, scenario };
}

describe('the settings a teacher changed', () => {
  it('are the catalog ids of what differs from the start, once each', () => {
    const { start, scenario } = edited();
    expect(changedSettingIds(start, scenario).sort()).toEqual(
      ['edge.timeoutMs', 'service.queueTimeoutMs', 'service.workers'].sort(),
    );
    expect(changedSettingIds(start, structuredClone(start))).toEqual([]);
  });

  it('count a setting changed on two services once', () => {
    const start = presetScenario('pool-domino');
    const scenario = structuredClone(start);
    for (const s of scenario.services) s.workers += 1;
    expect(scenario.services.length).toBeGreaterThan(1);
    expect(changedSettingIds(start, scenario)).toEqual(['service.workers']);
  });

  it('lock exactly those settings when the link is opened', () => {
    const { start, scenario } = edited();
    const locks = locksFor([], 'changed', changedSettingIds(start, scenario));
    const { params, errors } = readRoomParams(`#p=metastable${keptRoomSuffix({ locks })}`, KNOWN);
    expect(errors).toEqual([]);
    expect(isLocked('service.queueTimeoutMs', params.locks)).toBe(true);
    expect(isLocked('service.workers', params.locks)).toBe(true);
    expect(isLocked('edge.timeoutMs', params.locks)).toBe(true);
    expect(isLocked('service.queueCapacity', params.locks)).toBe(false);
    expect(isLocked('edge.retry.maxAttempts', params.locks)).toBe(false);
  });
});

describe('locksFor', () => {
  it('adds the choice to the locks the link carried, each once', () => {
    expect(locksFor(['edge.retry'], 'none', ['service.workers'])).toEqual(['edge.retry']);
    expect(locksFor(['service.workers'], 'changed', ['service.workers', 'edge.timeoutMs'])).toEqual(
      ['service.workers', 'edge.timeoutMs'],
    );
  });

  it('"all" locks all, whatever else was chosen', () => {
    expect(locksFor(['edge.retry'], 'all', ['service.workers'])).toEqual(['all']);
    expect(locksFor(['all'], 'changed', ['service.workers'])).toEqual(['all']);
    const { params } = readRoomParams(`#p=x${keptRoomSuffix({ locks: ['all'] })}`, KNOWN);
    expect(ALL_SETTINGS.every((s) => isLocked(s.id, params.locks))).toBe(true);
  });
});
