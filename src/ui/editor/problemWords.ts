// A refused edit in the page's language: a call cycle and a number out of the schema's bounds
// are worded from their facts; any other check keeps the schema's own words.
import type { TFunction } from 'i18next';
import { boundWords } from '../i18n/boundWords';
import type { LocatedProblem } from './editorProblems';

/** Why, without where: what the marked node shows. */
export function problemLabel(t: TFunction, p: LocatedProblem): string {
  if (p.cycle) return t('editor.inCycle');
  return p.issue.bound ? boundWords(t, p.issue) : p.issue.message;
}

/** Where and why: the panel's line. */
export function problemText(t: TFunction, p: LocatedProblem): string {
  const why = p.cycle
    ? t('editor.callCycle', { path: p.cycle.join(' → ') })
    : p.issue.bound
      ? boundWords(t, p.issue)
      : p.issue.message;
  return p.where ? `${p.where}: ${why}` : why;
}
