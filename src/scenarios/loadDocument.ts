// The one road from untrusted data (link, file, saved work) to a Scenario: migrate from
// its version, validate with the schema, check the run's cost. Never throws.
import { parseScenario, type Scenario, type ScenarioIssue } from '../sim/scenario';
import { checkLimits } from './limits';
import { migrateToCurrent } from './migrations';

export type LoadResult =
  | { ok: true; scenario: Scenario; migratedFrom?: number }
  /** `issues`: the schema's (or the limits'), for a page to word them in its language. */
  | { ok: false; error: string; issues?: ScenarioIssue[] };

/** Shown issues; the rest are counted, so one bad link cannot flood the page. */
const MAX_ISSUES_SHOWN = 6;

export function loadScenarioDocument(doc: unknown): LoadResult {
  try {
    const migrated = migrateToCurrent(doc);
    if (!migrated.ok) return { ok: false, error: migrated.error };
    const parsed = parseScenario(migrated.doc);
    const issues = parsed.ok ? checkLimits(parsed.scenario) : parsed.issues;
    if (!parsed.ok || issues.length > 0) {
      const shown = issues.slice(0, MAX_ISSUES_SHOWN).map((i) => `${i.path}: ${i.message}`);
      const more = issues.length - shown.length;
      return {
        ok: false,
        error: [...shown, ...(more > 0 ? [`…and ${more} more`] : [])].join('\n'),
        issues,
      };
    }
    const from = migrated.from;
    return {
      ok: true,
      scenario: parsed.scenario,
      ...(from !== parsed.scenario.version ? { migratedFrom: from } : {}),
    };
  } catch (error) {
    // The schema and migrations are not supposed to throw; if they do, the page still opens.
    return { ok: false, error: `unexpected error while reading the scenario: ${String(error)}` };
  }
}
