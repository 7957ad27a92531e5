// Runs the engine on every challenge: the scenario the student is handed must fail its
// goal, and the intended solution must pass it within the budget. A failure prints the
// figures, so a catalog bug and an engine change can be told apart.
import { describe, expect, it } from 'vitest';
import { createSimulation } from '../../sim/engine';
import type { Scenario } from '../../sim/scenario';
import { getPreset } from '../presets';
import { CHALLENGES } from './catalog';
import { challengeStart, judge, patched, type Verdict } from './evaluate';
import type { Challenge } from './types';

function verdictOf(challenge: Challenge, scenario: Scenario): Verdict {
  const frames: Parameters<typeof judge>[3][number][] = [];
  const sim = createSimulation(scenario, { onSecond: (f) => frames.push(f) });
  try {
    sim.runToEnd();
    return judge(challenge, scenario, sim.report(), frames);
  } finally {
    sim.dispose();
  }
}

const figures = (v: Verdict) =>
  `${v.goals.map((g) => `${g.claim.text} = ${g.value}`).join('; ')}; changes: ${v.changes.paths.join(', ')}`;

describe('the challenge catalog', () => {
  it('has at least five challenges, with unique ids, on existing presets', () => {
    expect(CHALLENGES.length).toBeGreaterThanOrEqual(5);
    expect(new Set(CHALLENGES.map((c) => c.id)).size).toBe(CHALLENGES.length);
    for (const c of CHALLENGES) expect(getPreset(c.presetId), c.id).toBeDefined();
  });
});

for (const challenge of CHALLENGES) {
  describe(`challenge ${challenge.id}`, () => {
    it('the starting scenario fails its goal, with no change counted', { timeout: 60_000 }, () => {
      const verdict = verdictOf(challenge, challengeStart(challenge));
      expect(verdict.changes.paths).toEqual([]);
      expect(verdict.passed, figures(verdict)).toBe(false);
      expect(
        verdict.goals.some((g) => !g.holds),
        figures(verdict),
      ).toBe(true);
    });

    it('the intended solution passes within the budget', { timeout: 60_000 }, () => {
      const solved = patched(challengeStart(challenge), challenge.solution, challenge.id);
      const verdict = verdictOf(challenge, solved);
      expect(verdict.changes.paths.length, figures(verdict)).toBeGreaterThan(0);
      expect(verdict.changes.paths.length, figures(verdict)).toBeLessThanOrEqual(
        challenge.maxChanges,
      );
      expect(verdict.changes.forbidden).toEqual([]);
      expect(verdict.passed, figures(verdict)).toBe(true);
    });
  });
}
