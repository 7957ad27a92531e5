import { describe, expect, it } from 'vitest';
import type { Scenario } from '../../sim/scenario';
import { nextRunScenario } from './runProvenance';

const a = { name: 'a' } as Scenario;
const b = { name: 'b' } as Scenario;

describe('nextRunScenario', () => {
  it('takes the scenario a new run starts with', () => {
    expect(
      nextRunScenario(null, { runId: 2, scenario: b, nowMs: 5_000 }, { runId: 1, scenario: b }),
    ).toBe(b);
  });
  it('forgets it when the scenario changes in the middle of a run', () => {
    expect(
      nextRunScenario(a, { runId: 1, scenario: b, nowMs: 5_000 }, { runId: 1, scenario: a }),
    ).toBeNull();
  });
  it('follows a change made before the run has moved', () => {
    expect(nextRunScenario(a, { runId: 1, scenario: b, nowMs: 0 }, { runId: 1, scenario: a })).toBe(
      b,
    );
  });
  it('keeps it while only the clock moves', () => {
    expect(
      nextRunScenario(a, { runId: 1, scenario: a, nowMs: 9_000 }, { runId: 1, scenario: a }),
    ).toBe(a);
  });
});
