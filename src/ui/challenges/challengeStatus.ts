// Pure: a challenge's verdict on the run the user sees. The goals are checked like a
// lesson's claims (claimState), on a clean run of the scenario as it is now; the changes
// are counted against the challenge's start. Passed needs every goal met within budget.
import { countChanges, type Changes } from '../../scenarios/challenges/changes';
import { challengeStart } from '../../scenarios/challenges/evaluate';
import type { Challenge } from '../../scenarios/challenges/types';
import type { Goal } from '../../scenarios/presets';
import type { Scenario } from '../../sim/scenario';
import { claimState, type ClaimState, type RunView } from '../lessons/claimStatus';

/** The variant name a clean run of the student's scenario gets. */
const ATTEMPT = 'attempt';

export interface GoalStatus {
  goal: Goal;
  state: ClaimState;
}

export interface ChallengeStatus {
  verdict: 'passed' | 'failed' | 'pending';
  /** Why it is pending: the run on screen is not of this scenario, or has not got far enough. */
  pendingReason?: 'needsRun' | 'running';
  goals: GoalStatus[];
  changes: Changes;
  overBudget: boolean;
}

/**
 * `runScenario` is the scenario the run on screen started with (null when it was edited
 * mid-run); `run` is that run's view with any variant (it is set here).
 */
export function challengeStatus(
  challenge: Challenge,
  scenario: Scenario,
  runScenario: Scenario | null,
  run: RunView,
): ChallengeStatus {
  const changes = countChanges(challengeStart(challenge), scenario, challenge.fixed);
  const overBudget = changes.paths.length > challenge.maxChanges;
  const clean = runScenario === scenario;
  const view: RunView = { ...run, variant: clean ? ATTEMPT : null };
  const goals = challenge.goals.map((goal) => ({
    goal,
    state: claimState({ ...goal, variant: ATTEMPT }, view),
  }));
  const base = { goals, changes, overBudget };
  if (overBudget || changes.forbidden.length > 0) return { ...base, verdict: 'failed' };
  if (!clean) return { ...base, verdict: 'pending', pendingReason: 'needsRun' };
  if (goals.some((g) => g.state.kind === 'fails')) return { ...base, verdict: 'failed' };
  if (goals.every((g) => g.state.kind === 'holds')) return { ...base, verdict: 'passed' };
  return { ...base, verdict: 'pending', pendingReason: 'running' };
}

/** "≥ 99 %", "≤ 3.2": the goal's bound as a person reads it. */
export function boundText(goal: Goal, format: (v: number) => string): string {
  const parts: string[] = [];
  if (goal.atLeast !== undefined) parts.push(`≥ ${format(goal.atLeast)}`);
  if (goal.atMost !== undefined) parts.push(`≤ ${format(goal.atMost)}`);
  return parts.join(' and ');
}
