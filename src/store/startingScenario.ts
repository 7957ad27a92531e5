// What the page opens with: `?preset=<id>[&seed=N]` (bench, e2e), else the link in the hash or the
// saved work (src/scenarios), else the first preset, else the built-in scenario.
import type { ReplacedWork } from '../scenarios/replacedWork';
import type { Scenario } from '../sim/scenario';
import { chooseStartingScenario, type KeyValueStorage } from '../scenarios/storage';
import { PRESETS, getPreset, presetScenario } from '../scenarios/presets';
import { defaultScenario } from './defaultScenario';

export interface Starting {
  scenario: Scenario;
  presetId: string | null;
  message?: string;
  /** The edited work the opening link replaced (kept), for the page to name. */
  replaced?: ReplacedWork;
}

function fallback(): { scenario: Scenario; presetId: string | null } {
  const first = PRESETS[0];
  return first
    ? { scenario: presetScenario(first.id), presetId: first.id }
    : { scenario: defaultScenario(), presetId: null };
}

export function startingScenario(
  search: string,
  hash: string,
  storage?: KeyValueStorage,
): Starting {
  const params = new URLSearchParams(search);
  const presetId = params.get('preset');
  if (presetId !== null) {
    if (!getPreset(presetId))
      return { ...fallback(), message: `There is no preset "${presetId}".` };
    const scenario = presetScenario(presetId);
    const seed = Number(params.get('seed') ?? NaN);
    const seeded =
      Number.isInteger(seed) && seed >= 0 && seed < 2 ** 32 ? { ...scenario, seed } : scenario;
    return { scenario: seeded, presetId };
  }
  const first = fallback();
  const chosen = chooseStartingScenario(hash, () => first.scenario, storage);
  const candidate = chosen.source === 'default' ? first.presetId : (chosen.presetId ?? null);
  // A saved preset id is only a hint: one that no longer exists opens without a lesson.
  const presetIdOut = candidate !== null && getPreset(candidate) ? candidate : null;
  return {
    scenario: chosen.scenario,
    presetId: presetIdOut,
    ...(chosen.message ? { message: chosen.message } : {}),
    ...(chosen.replaced ? { replaced: chosen.replaced } : {}),
  };
}
