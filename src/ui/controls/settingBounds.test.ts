// Every number control refuses exactly what the scenario schema refuses, and its slider
// stays inside the schema's range (the catalog kept a second copy of the
// bounds, and it had drifted: failure-rate thresholds from 1 where the schema took 0).
import { describe, expect, it } from 'vitest';
import { schemaAt, SETTING_ROOTS } from '../../sim/scenario/bounds';
import { ALL_SETTINGS, type NumberSetting } from './settingsCatalog';
import { fromDisplay, fromSliderPosition, parseNumberInput, sliderRange } from './settingValues';

const numbers = ALL_SETTINGS.filter((s): s is NumberSetting => s.kind === 'number');

/** Whether the schema takes this shown value at the setting's path. */
function schemaTakes(s: NumberSetting, shown: number): boolean {
  const field = schemaAt(SETTING_ROOTS[s.scope], s.path);
  if (!field) throw new Error(`${s.id}: no field at ${s.path.join('.')}`);
  return field.safeParse(fromDisplay(s, shown)).success;
}

/** Values at and around each finite bound, where a second copy would disagree. */
function probes(s: NumberSetting): number[] {
  const out: number[] = [];
  for (const edge of [s.min, s.max]) {
    if (!Number.isFinite(edge)) continue;
    const nudge = s.integer ? 1 : Math.max(1e-3, Math.abs(edge) * 1e-6);
    out.push(edge - nudge, edge, edge + nudge);
  }
  if (!Number.isFinite(s.max)) out.push(1e12);
  return out;
}

describe('number settings take their bounds from the schema', () => {
  it('there are number settings to check (the catalog is not empty)', () => {
    expect(numbers.length).toBeGreaterThan(25);
  });

  it.each(numbers.map((s) => [s.id, s] as const))(
    '%s: typed values are refused exactly where the schema refuses them',
    (_, s) => {
      for (const shown of probes(s)) {
        expect({ shown, ok: parseNumberInput(s, String(shown)).ok }).toEqual({
          shown,
          ok: schemaTakes(s, shown),
        });
      }
    },
  );

  it.each(numbers.map((s) => [s.id, s] as const))(
    '%s: both ends of the slider are values the schema takes',
    (_, s) => {
      const range = sliderRange(s);
      for (const position of [range.min, range.max]) {
        const shown = fromSliderPosition(s, position);
        expect({ shown, ok: schemaTakes(s, shown) }).toEqual({ shown, ok: true });
      }
    },
  );
});
