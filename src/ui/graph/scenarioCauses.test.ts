import { describe, expect, it } from 'vitest';
import { presetScenario } from '../../scenarios/presets';
import { parseScenario } from '../../sim/scenario';
import { causeOf } from './causeAt';
import { causedServices, scenarioCauses } from './scenarioCauses';
import { trackSlowDown } from '../lessons/autoSlowDown';

const spans = (id: string) =>
  scenarioCauses(presetScenario(id)).map(({ service, atMs, untilMs }) => ({
    service,
    atMs,
    untilMs,
  }));

describe('every trigger a lesson teaches is a cause', () => {
  it('a spike: the metastable lesson’s rate steps from 30 to 80 req/s at 60 s, on the api', () => {
    expect(spans('metastable')).toEqual([{ service: 'api', atMs: 60_000, untilMs: 75_000 }]);
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
