// Pure: a challenge's starting scenario, and its verdict on a run. The verdict carries its
// evidence: each goal's measured figure against its bound, and the changes counted.
import { checkClaim, type ClaimCheck } from '../claims';
import { applyPatch } from '../patch';
import { parseScenario, type Scenario } from '../../sim/scenario';
import type { RunReport, SecondFrame } from '../../sim/engine/types';
import { presetScenario } from '../presets';
import type { Goal } from '../presets/types';
import { countChanges, type Changes } from './changes';
import type { Challenge } from './types';

/** @internal exported for tests */
export interface Verdict {
  passed: boolean;
  goals: ClaimCheck<Goal>[];
  changes: Changes;
  overBudget: boolean;
}

/**
 * Applies patches to a scenario and validates the result; throws (a bug in the catalog).
 * @internal exported for tests
 */
export function patched(base: Scenario, ops: Challenge['solution'], what: string): Scenario {
  const result = applyPatch(base, ops);
  if (!result.ok) throw new Error(`${what}: ${result.error}`);
  const parsed = parseScenario(result.value);
  if (!parsed.ok) throw new Error(`${what}: ${parsed.issues[0]?.message ?? 'invalid'}`);
  return parsed.scenario;
}

const starts = new Map<string, Scenario>();

/** The scenario the student is handed (cached: it is compared against on every edit). */
export function challengeStart(challenge: Challenge): Scenario {
  let start = starts.get(challenge.id);
  if (!start) {
    start = patched(presetScenario(challenge.presetId), challenge.start ?? [], challenge.id);
    starts.set(challenge.id, start);
  }
  return start;
}

/**
 * The verdict on a finished run of `current` (the student's scenario).
 * @internal exported for tests
 */
export function judge(
  challenge: Challenge,
  current: Scenario,
  report: RunReport,
  frames: readonly SecondFrame[],
): Verdict {
  const changes = countChanges(challengeStart(challenge), current, challenge.fixed);
  const goals = challenge.goals.map((goal) => checkClaim(goal, report, frames));
  const overBudget = changes.paths.length > challenge.maxChanges;
  const passed = goals.every((g) => g.holds) && !overBudget && changes.forbidden.length === 0;
  return { passed, goals, changes, overBudget };
}
