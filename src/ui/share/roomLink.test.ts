import { describe, expect, it } from 'vitest';
import { isLocked, keptRoomSuffix, momentNow, momentSuffix, readRoomParams } from './roomLink';

const KNOWN = {
  challenges: ['save-login'],
  settingIds: ['edge.timeoutMs', 'edge.retry.enabled', 'edge.retry.maxAttempts', 'service.workers'],
  speeds: [1, 10, 'max'] as const,
};

describe('readRoomParams', () => {
  it('reads nothing from an old link (it opens as before)', () => {
    expect(readRoomParams('#p=retry-storm&h=abc&seed=7', KNOWN)).toEqual({
      params: { locks: [] },
      errors: [],
      problems: [],
      clamps: [],
    });
  });

  it('reads the challenge, the locks, the step, the moment and the speed', () => {
    const { params, errors } = readRoomParams(
      'https://x.test/#p=pool-domino&c=save-login&lock=edge.retry,service.workers&step=3&t=90&x=10',
      KNOWN,
    );
    expect(errors).toEqual([]);
    expect(params).toEqual({
      challenge: 'save-login',
      locks: ['edge.retry', 'service.workers'],
      step: 3,
      atS: 90,
      speed: 10,
    });
  });

  it('names each bad value and keeps the good ones', () => {
    const { params, errors } = readRoomParams(
      '#c=nope&lock=x.y,edge.timeoutMs&step=0&t=soon&x=7',
      KNOWN,
    );
    expect(params).toEqual({ locks: ['edge.timeoutMs'] });
    expect(errors).toHaveLength(5);
    expect(errors.join('\n')).toMatch(
      /no challenge "nope".*\n.*"x\.y"\n.*step.*\n.*t:.*\n.*x: expected a speed of 1, 10, max/,
    );
  });
});

describe('a time out of the run’s range', () => {
  const RUN = { ...KNOWN, durationS: 180 };

  it('is clamped to the run’s end or its start, and the note names both values', () => {
    for (const [t, toS] of [
      ['500', 180],
      ['1e308', 180],
      ['Infinity', 180],
      ['-5', 0],
    ] as const) {
      const { params, clamps, problems } = readRoomParams(`#t=${t}`, RUN);
      expect(params.atS).toBe(toS);
      expect(clamps).toEqual([{ code: 'timeClamped', text: t, toS }]);
      expect(problems).toEqual([]);
    }
  });

  it('keeps a time inside the run as it is, with no note', () => {
    const { params, clamps } = readRoomParams('#t=180', RUN);
    expect(params.atS).toBe(180);
    expect(clamps).toEqual([]);
  });

  it('still refuses what is not a time at all', () => {
    expect(readRoomParams('#t=soon', RUN).problems).toMatchObject([{ code: 'badTime' }]);
    expect(readRoomParams('#t=Infinity', KNOWN).problems).toMatchObject([{ code: 'badTime' }]);
  });
});

describe('locks', () => {
  it('lock a setting, every setting under a prefix, or all of them', () => {
    expect(isLocked('edge.retry.maxAttempts', ['edge.retry'])).toBe(true);
    expect(isLocked('edge.retryBudget', ['edge.retry'])).toBe(false);
    expect(isLocked('service.workers', ['edge.retry'])).toBe(false);
    expect(isLocked('service.workers', ['all'])).toBe(true);
  });

  it('round-trip through the link suffixes', () => {
    const hash = `#p=x${keptRoomSuffix({ challenge: 'save-login', locks: ['edge.retry'] })}${momentSuffix({ step: 2, atS: 30, speed: 'max' })}`;
    expect(readRoomParams(hash, KNOWN).params).toEqual({
      challenge: 'save-login',
      locks: ['edge.retry'],
      step: 2,
      atS: 30,
      speed: 'max',
    });
  });

  it('the moment on screen goes into a link and comes back out', () => {
    const moment = momentNow({ lessonIndex: 3, lessonCount: 6, nowMs: 30_049.9, speed: 10 });
    expect(moment).toEqual({ step: 4, atS: 30, speed: 10 });
    expect(readRoomParams(`#p=x${momentSuffix(moment)}`, KNOWN).params).toEqual({
      locks: [],
      step: 4,
      atS: 30,
      speed: 10,
    });
    // Without a lesson on screen the link carries no step; a tenth of a second is kept.
    expect(momentNow({ lessonIndex: 0, lessonCount: 0, nowMs: 73_460, speed: 'max' })).toEqual({
      atS: 73.4,
      speed: 'max',
    });
  });
});
