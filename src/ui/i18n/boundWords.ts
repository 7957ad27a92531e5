// A number the scenario schema refuses, in the page's language: the bound travels on the
// issue (parseScenario.ts), the words are the catalog's. Shared by the sweep form, links,
// the settings panel and the editor.
import type { TFunction } from 'i18next';
import type { ScenarioIssue } from '../../sim/scenario';

export function boundWords(t: TFunction, issue: ScenarioIssue): string {
  const b = issue.bound;
  if (!b) return t('sweepErrors.bound.other', { field: issue.path, message: issue.message });
  if (b.kind === 'integer') return t('sweepErrors.bound.integer');
  const key =
    b.kind === 'min' ? (b.inclusive ? 'atLeast' : 'above') : b.inclusive ? 'atMost' : 'below';
  return t(`sweepErrors.bound.${key}`, { value: b.value });
}
