import { describe, expect, it } from 'vitest';
import { presetScenario } from '../../scenarios/presets';
import { parseScenario } from '../../sim/scenario';
import type { SecondFrame } from '../../sim/engine/types';
import { causeOf } from './causeAt';
import { causedServices, causesShownIn, scenarioCauses, startedAtMs } from './scenarioCauses';
import { trackSlowDown } from '../lessons/autoSlowDown';

const spans = (id: string) =>
  scenarioCauses(presetScenario(id)).map(({ service, atMs, untilMs }) => ({
    service,
    atMs,
    untilMs,
  }));

describe('every trigger a lesson teaches is a cause', () => {
  it('a spike: the metastable lesson’s rate steps from 30 to 80 req/s at 60 s, on the api', () => {
    expect(spans('metastable')[0]).toEqual({ service: 'api', atMs: 60_000, untilMs: 75_000 });
    const cause = causeOf(scenarioCauses(presetScenario('metastable')), 'api', 61_000);
    expect(cause?.kind).toBe('traffic ×2.7');
    expect(causeOf(scenarioCauses(presetScenario('metastable')), 'api', 75_000)).toBeUndefined();
  });

  it('an expiry: the keys the cache fills in the first second expire together at 60 s, on the catalog', () => {
    expect(spans('cache-stampede')).toEqual([
      { service: 'catalog', atMs: 60_000, untilMs: 65_000 },
    ]);
    expect(causeOf(scenarioCauses(presetScenario('cache-stampede')), 'catalog', 60_500)?.kind).toBe(
      'cache expiry',
    );
    expect(causedServices(presetScenario('cache-stampede'))).toEqual(new Set(['catalog']));
  });

  it('a fault, as before: retry-storm’s stock failing', () => {
    const causes = scenarioCauses(presetScenario('retry-storm'));
    expect(causes.length).toBeGreaterThan(0);
    expect(
      causes.every((c) =>
        presetScenario('retry-storm').faultTimeline.some((f) => f.atMs === c.atMs),
      ),
    ).toBe(true);
  });

  it('a rate that starts at 0, or steps down, is no spike', () => {
    const scenario = parseScenario({
      version: 1,
      name: 'steps',
      durationMs: 60_000,
      services: [
        {
          name: 'api',
          workers: 1,
          routes: [{ name: 'default', processing: { type: 'constant', ms: 1 } }],
        },
      ],
      clients: [
        {
          name: 'u',
          service: 'api',
          arrival: {
            rps: 0,
            schedule: [
              { atMs: 10_000, rps: 5 },
              { atMs: 20_000, rps: 2 },
              { atMs: 30_000, rps: 4 },
            ],
          },
        },
      ],
    });
    if (!scenario.ok) throw new Error(JSON.stringify(scenario.issues));
    expect(scenarioCauses(scenario.scenario).map((c) => c.atMs)).toEqual([30_000]);
  });

  it('“slow at fault” fires as the spike starts', () => {
    const causes = scenarioCauses(presetScenario('metastable'));
    const reading = { runId: 1, status: 'playing' as const, speed: 10 as const };
    const first = trackSlowDown(null, { ...reading, nowMs: 59_000 }, causes, true);
    const crossed = trackSlowDown(first.tracker, { ...reading, nowMs: 60_400 }, causes, true);
    expect(crossed.slowDown).toEqual({ speed: 1, fromSpeed: 10, faultAtMs: 60_000 });
  });
});

/** A second in which `calls` calls and `retries` retries arrive at `service` from `caller`. */
const second = (tMs: number, caller: string, service: string, calls: number, retries: number) =>
  ({
    tMs,
    clients: {},
    services: {},
    edges: { [`${caller}->${service}`]: { calls, retries, attempts: calls + retries } },
  }) as unknown as SecondFrame;

describe('a retry storm: the retry traffic itself becomes the cause (seed 004)', () => {
  const metastable = scenarioCauses(presetScenario('metastable'));

  it('where a trigger ends on a service its callers retry: the metastable burst’s end, on the api', () => {
    const storm = metastable.find((c) => c.showsIn !== undefined);
    expect(storm).toMatchObject({ service: 'api', atMs: 75_000 });
    expect(storm!.untilMs).toBeUndefined();
    expect(storm!.words()).toBe('retry storm');
    // No new card row: the api already has one for the burst.
    expect(causedServices(presetScenario('metastable'))).toEqual(new Set(['api']));
  });

  it('runs only in the seconds whose retries are half the calls or more (and 5 a second)', () => {
    // The lesson's own figures after the burst: 27–35 calls and 35–65 retries a second.
    expect(causeOf(metastable, 'api', 80_500, second(80_000, 'users', 'api', 27, 65))?.kind).toBe(
      'retry storm',
    );
    expect(
      causeOf(metastable, 'api', 80_500, second(80_000, 'users', 'api', 30, 14)),
    ).toBeUndefined();
    expect(
      causeOf(metastable, 'api', 80_500, second(80_000, 'users', 'api', 6, 4)),
    ).toBeUndefined();
    // Without the second on screen it is not shown; before its start it is not running.
    expect(causeOf(metastable, 'api', 80_500)).toBeUndefined();
    expect(causeOf(metastable, 'api', 74_000, second(74_000, 'users', 'api', 74, 150))?.kind).toBe(
      'traffic ×2.7',
    );
  });

  it('where a closed loop’s users start together and retry: the backoff lesson’s writers, from t = 0', () => {
    const causes = scenarioCauses(presetScenario('backoff-and-jitter'));
    expect(causes.map((c) => [c.service, c.atMs, c.showsIn !== undefined])).toEqual([
      ['network', 0, true],
    ]);
  });

  it('a lesson whose callers do not retry has none; nor do writers that do not retry', () => {
    expect(scenarioCauses(presetScenario('cache-stampede')).some((c) => c.showsIn)).toBe(false);
    // The writers write once; a lone caller beside them retries (its one user is no crowd).
    const scenario = presetScenario('backoff-and-jitter');
    const writers = scenario.clients[0]!;
    const once = {
      ...scenario,
      clients: [
        {
          ...writers,
          policy: { ...writers.policy, retry: { ...writers.policy.retry, enabled: false } },
        },
        { ...writers, name: 'lone', closedLoop: { ...writers.closedLoop!, users: 1 } },
      ],
    };
    expect(scenarioCauses(once)).toEqual([]);
  });

  it('starts, for the heatmap, in the first second that shows it', () => {
    const storm = metastable.find((c) => c.showsIn !== undefined)!;
    const frames = [
      second(75_000, 'users', 'api', 74, 150),
      second(76_000, 'users', 'api', 30, 3),
      second(77_000, 'users', 'api', 30, 40),
    ];
    expect(startedAtMs(storm, frames)).toBe(76_000);
    expect(startedAtMs(storm, frames.slice(0, 2))).toBeUndefined();
    expect(startedAtMs(metastable[0]!, [])).toBe(60_000);
  });

  it('“slow at fault” fires at its start only when the second shows the storm', () => {
    const reading = { runId: 1, status: 'playing' as const, speed: 10 as const };
    const storms = (frame: SecondFrame) => causesShownIn(metastable, frame);
    const first = trackSlowDown(null, { ...reading, nowMs: 74_900 }, [], true);
    const raging = storms(second(75_000, 'users', 'api', 74, 150));
    expect(
      trackSlowDown(first.tracker, { ...reading, nowMs: 75_300 }, raging, true).slowDown,
    ).toEqual({ speed: 1, fromSpeed: 10, faultAtMs: 75_000 });
    const calm = storms(second(75_000, 'users', 'api', 74, 0));
    expect(
      trackSlowDown(first.tracker, { ...reading, nowMs: 75_300 }, calm, true).slowDown,
    ).toBeNull();
  });
});
