// What is wrong with a link, in the page's language: the core's problems
// (src/scenarios/linkProblems.ts) and the classroom part's (roomLink.ts) carry the facts, the
// `linkErrors` and `roomErrors` catalogs the words; a schema bound is worded as the sweep's.
import type { TFunction } from 'i18next';
import type { LinkProblem } from '../../scenarios/linkProblems';
import { boundWords } from '../i18n/boundWords';
import type { RoomClamp, RoomProblem } from './roomLink';

/** As many issues as the English shows (loadDocument.ts); the rest are counted. */
const MAX_ISSUES_SHOWN = 6;

/** Both languages group digits by thousands with commas. */
const number = (n: number) => n.toLocaleString('en-US');

function invalidScenario(t: TFunction, p: Extract<LinkProblem, { code: 'invalidScenario' }>) {
  const { issues, changedPreset } = p.facts;
  const head =
    changedPreset === undefined
      ? t('linkErrors.invalidScenario')
      : t('linkErrors.invalidChangedPreset', { id: changedPreset });
  // No schema issues: the migration refused the document; its words are all there is.
  if (issues.length === 0) return `${head}\n${p.facts.detail}`;
  const shown = issues
    .slice(0, MAX_ISSUES_SHOWN)
    .map((i) => t('linkErrors.issue', { field: i.path, reason: boundWords(t, i) }));
  const more = issues.length - shown.length;
  return [head, ...shown, ...(more > 0 ? [t('linkErrors.moreIssues', { count: more })] : [])].join(
    '\n',
  );
}

export function linkProblemText(t: TFunction, p: LinkProblem): string {
  switch (p.code) {
    case 'invalidScenario':
      return invalidScenario(t, p);
    case 'tooLong':
      return t('linkErrors.tooLong', {
        chars: number(p.facts.chars),
        max: number(p.facts.max),
      });
    case 'tooLarge':
      return t('linkErrors.tooLarge', { max: number(p.facts.max) });
    case 'editsDoNotFit':
      return p.facts.changedPreset === undefined
        ? t('linkErrors.editsDoNotFit')
        : t('linkErrors.editsChangedPreset', { id: p.facts.changedPreset });
    case 'noScenario':
      // Never shown (an empty link is no error); said like a link without a scenario.
      return t('linkErrors.notAnObject');
    case 'newerVersion':
    case 'unreadable':
    case 'badCharacter':
    case 'unknownPreset':
    case 'badSeed':
    case 'presetChanged':
      return t(`linkErrors.${p.code}`, p.facts as unknown as Record<string, unknown>);
    case 'noVersion':
    case 'notAnObject':
    case 'corrupt':
    case 'badJson':
    case 'badEdits':
      return t(`linkErrors.${p.code}`);
  }
}

function roomProblemText(t: TFunction, p: RoomProblem): string {
  if (p.code === 'badSpeed')
    return t('roomErrors.badSpeed', { text: p.text, speeds: p.speeds.join(', ') });
  return t(`roomErrors.${p.code}`, { text: p.text });
}

/** A value clamped into range, in the page's words: what the link said, what was used. */
export const roomClampText = (t: TFunction, c: RoomClamp, endS: number): string =>
  t('roomErrors.timeClamped', { text: c.text, toS: c.toS, endS });

/** The classroom part's problems as one line: "Ignored: …; …." */
export const roomProblemsText = (t: TFunction, problems: readonly RoomProblem[]): string =>
  t('roomErrors.ignored', {
    list: problems.map((p) => roomProblemText(t, p)).join(t('roomErrors.join')),
  });
