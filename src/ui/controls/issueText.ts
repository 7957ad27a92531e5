// Why an edit in the settings panel was refused, in the page's language.
import type { TFunction } from 'i18next';
import type { LimitIssue } from '../../sim/engine/limits';
import type { ScenarioIssue } from '../../sim/scenario';
import { boundWords } from '../i18n/boundWords';

/**
 * A refused edit in the page's language: a number out of the schema's bounds and the offered
 * load's limit carry their figures; any other check keeps its own words.
 */
export function issueText(t: TFunction, issue: ScenarioIssue | LimitIssue): string {
  if (('bound' in issue && issue.bound) || ('check' in issue && issue.check))
    return `${issue.path}: ${boundWords(t, issue)}`;
  if ('tooManyRequests' in issue && issue.tooManyRequests) {
    const { offered, max, durationS } = issue.tooManyRequests;
    const n = (x: number) => x.toLocaleString('en-US');
    return t('controls.tooManyRequests', { offered: n(offered), max: n(max), durationS });
  }
  return `${issue.path}: ${issue.message}`;
}
