import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseScenario } from '../sim/scenario';
import { compactScenario, deepEqual } from './compact';
import { PRESETS, presetScenario } from './presets';
import { scenarioArbitrary } from './testing/scenarioArbitrary';

describe('compactScenario', () => {
  it('parses back to the same scenario, for every preset', () => {
    for (const preset of PRESETS) {
      const scenario = presetScenario(preset.id);
      const again = parseScenario(compactScenario(scenario));
      expect(again.ok && deepEqual(again.scenario, scenario), preset.id).toBe(true);
    }
  });

  it('parses back to the same scenario, for random valid scenarios', () => {
    fc.assert(
      fc.property(scenarioArbitrary, (input) => {
        const parsed = parseScenario(input);
        expect(parsed.ok).toBe(true);
        if (!parsed.ok) return;
        const again = parseScenario(compactScenario(parsed.scenario));
        expect(again.ok && again.scenario).toEqual(parsed.scenario);
      }),
      { numRuns: 300 },
    );
    // 300 parses of large random scenarios: seconds on a loaded 2-core machine.
  }, 30_000);

  it('leaves out what the schema fills in', () => {
    const scenario = presetScenario('metastable');
    const compact = compactScenario(scenario) as Record<string, unknown>;
    expect(compact.breakerClassification).toBeUndefined();
    expect(compact.faultTimeline).toBeUndefined();
    expect(JSON.stringify(compact).length).toBeLessThan(JSON.stringify(scenario).length / 2);
  });
});

describe('deepEqual', () => {
  it('ignores key order and undefined fields', () => {
    expect(deepEqual({ a: 1, b: [1, { c: 2 }], d: undefined }, { b: [1, { c: 2 }], a: 1 })).toBe(
      true,
    );
    expect(deepEqual({ a: [1, 2] }, { a: [2, 1] })).toBe(false);
    expect(deepEqual([], {})).toBe(false);
  });
});
