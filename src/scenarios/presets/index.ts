// The presets by id: lessons built from the seeds, plus the benchmark reference.
import { parseScenario, type Scenario } from '../../sim/scenario';
import { adaptiveLifo } from './adaptiveLifo';
import { availabilityChain } from './availabilityChain';
import { backoffAndJitter } from './backoffAndJitter';
import { bench } from './bench';
import { breakerCascade } from './breakerCascade';
import { cacheStampede } from './cacheStampede';
import { flappingBreaker } from './flappingBreaker';
import { hedgingTail } from './hedgingTail';
import { metastable } from './metastable';
import { momentlyColdStart } from './momentlyColdStart';
import { oneBadReplica } from './oneBadReplica';
import { libraryRace } from './libraryRace';
import { poolDomino } from './poolDomino';
import { retryStorm } from './retryStorm';
import { sharedRetryBudget } from './sharedRetryBudget';
import { timeoutBudget } from './timeoutBudget';
import type { Preset } from './types';

export type {
  Claim,
  Goal,
  Lesson,
  Metric,
  Prediction,
  Preset,
  StageFigure,
  TryStep,
} from './types';

/**
 * In the order a workshop would take them: the flagship story first (what a breaker is
 * for, on the first screen), then from first principles (availability multiplies, retries
 * multiply, Little's law) to the hard cases (metastability, timeout budgets, cold starts,
 * a breaker tuned wrong).
 */
export const PRESETS: readonly Preset[] = [
  breakerCascade,
  availabilityChain,
  retryStorm,
  poolDomino,
  metastable,
  adaptiveLifo,
  timeoutBudget,
  momentlyColdStart,
  flappingBreaker,
  oneBadReplica,
  hedgingTail,
  libraryRace,
  cacheStampede,
  backoffAndJitter,
  sharedRetryBudget,
  bench,
];

const PRESETS_BY_ID: ReadonlyMap<string, Preset> = new Map(PRESETS.map((p) => [p.id, p]));
export const PRESET_IDS: readonly string[] = PRESETS.map((p) => p.id);

export function getPreset(id: string): Preset | undefined {
  return PRESETS_BY_ID.get(id);
}

/** The preset's scenario, validated with every default filled in. Throws for an unknown id. */
export function presetScenario(id: string): Scenario {
  const preset = PRESETS_BY_ID.get(id);
  if (!preset) throw new Error(`unknown preset "${id}"; known: ${PRESET_IDS.join(', ')}`);
  const parsed = parseScenario(preset.scenario);
  // Presets are checked by presets.test.ts; reaching this is a bug in a preset file.
  if (!parsed.ok) throw new Error(`preset "${id}" is invalid: ${parsed.issues[0]?.message}`);
  return parsed.scenario;
}
