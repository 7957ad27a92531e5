// Pure engine: no DOM, no wall clock, no unseeded randomness.
import type { SchemaCheck } from './references';
import type { z } from 'zod';
import { scenarioSchema, type Scenario } from './scenarioSchema';

export interface ScenarioIssue {
  /** Dotted path of the bad field, e.g. `services.0.workers`. */
  path: string;
  message: string;
  /**
   * A number outside the schema's bounds: which bound, so a page can say it in its own
   * language (the message is zod's English). Absent for any other kind of issue.
   */
  bound?: IssueBound;
  /** A cross-field check (references.ts): its code and facts, for the same reason. */
  check?: SchemaCheck;
}

export type IssueBound =
  { kind: 'min' | 'max'; value: number; inclusive: boolean } | { kind: 'integer' };

type ZodIssue = z.core.$ZodIssue;

function boundOf(issue: ZodIssue): IssueBound | undefined {
  if (issue.code === 'too_small' && issue.origin === 'number')
    return { kind: 'min', value: Number(issue.minimum), inclusive: issue.inclusive ?? true };
  if (issue.code === 'too_big' && issue.origin === 'number')
    return { kind: 'max', value: Number(issue.maximum), inclusive: issue.inclusive ?? true };
  if (issue.code === 'invalid_type' && issue.expected === 'int') return { kind: 'integer' };
  return undefined;
}

export type ParseResult = { ok: true; scenario: Scenario } | { ok: false; issues: ScenarioIssue[] };

/** Validates untrusted input; never throws. Each issue names the field and why. */
export function parseScenario(input: unknown): ParseResult {
  const result = scenarioSchema.safeParse(input);
  if (result.success) return { ok: true, scenario: result.data };
  return {
    ok: false,
    issues: result.error.issues.map((issue) => {
      const bound = boundOf(issue);
      const check =
        issue.code === 'custom'
          ? (issue.params as { check?: SchemaCheck } | undefined)?.check
          : undefined;
      return {
        path: issue.path.map(String).join('.') || '(root)',
        message: issue.message,
        ...(bound ? { bound } : {}),
        ...(check ? { check } : {}),
      };
    }),
  };
}

/** One line per issue, for a message to a person. */
export function formatIssues(issues: ScenarioIssue[]): string {
  return issues.map((i) => `${i.path}: ${i.message}`).join('\n');
}
