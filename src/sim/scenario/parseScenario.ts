// Pure engine: no DOM, no wall clock, no unseeded randomness.
import { scenarioSchema, type Scenario } from './scenarioSchema';

export interface ScenarioIssue {
  /** Dotted path of the bad field, e.g. `services.0.workers`. */
  path: string;
  message: string;
}

export type ParseResult = { ok: true; scenario: Scenario } | { ok: false; issues: ScenarioIssue[] };

/** Validates untrusted input; never throws. Each issue names the field and why. */
export function parseScenario(input: unknown): ParseResult {
  const result = scenarioSchema.safeParse(input);
  if (result.success) return { ok: true, scenario: result.data };
  return {
    ok: false,
    issues: result.error.issues.map((issue) => ({
      path: issue.path.map(String).join('.') || '(root)',
      message: issue.message,
    })),
  };
}

/** One line per issue, for a message to a person. */
export function formatIssues(issues: ScenarioIssue[]): string {
  return issues.map((i) => `${i.path}: ${i.message}`).join('\n');
}
