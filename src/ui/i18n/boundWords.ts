// A number the scenario schema refuses, in the page's language: the bound travels on the
// issue (parseScenario.ts), the words are the catalog's. Shared by the sweep form, links,
// the settings panel and the editor.
import type { TFunction } from 'i18next';
import type { ScenarioIssue } from '../../sim/scenario';
import type { en } from './catalog/en';

type CheckCode = keyof (typeof en)['sweepErrors']['checks'];

export function boundWords(t: TFunction, issue: ScenarioIssue): string {
  const b = issue.bound;
  // A cross-field check carries its code and facts: worded by the catalog, not zod's English.
  if (!b && issue.check)
    return t(`sweepErrors.checks.${issue.check.code as CheckCode}`, issue.check.facts);
  if (!b) return t('sweepErrors.bound.other', { field: issue.path, message: issue.message });
  if (b.kind === 'integer') return t('sweepErrors.bound.integer');
  const key =
    b.kind === 'min' ? (b.inclusive ? 'atLeast' : 'above') : b.inclusive ? 'atMost' : 'below';
  return t(`sweepErrors.bound.${key}`, { value: b.value });
}
