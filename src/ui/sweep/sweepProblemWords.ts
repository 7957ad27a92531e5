// What is wrong with the sweep form, in the page's language and about its fields: the core's
// problems (src/sweep/sweepProblems.ts) carry the facts, the `sweepErrors` catalog the words,
// settings and metrics are named as the sweep's results name them (sweepWords.ts).
import type { TFunction } from 'i18next';
import type { SweepProblemFacts } from '../../sweep';
import type { Language } from '../i18n/languages';
import { boundWords } from '../i18n/boundWords';
import { phraseT } from '../i18n/phraseT';
import type { FormProblem } from './sweepForm';
import { metricWords, sweptSettingWords } from './sweepWords';

const NOT_NUMERIC_KIND: Readonly<Record<string, 'list' | 'text' | 'toggle' | 'group'>> = {
  list: 'list',
  string: 'text',
  boolean: 'toggle',
  object: 'group',
};

type Facts<C extends keyof SweepProblemFacts> = SweepProblemFacts[C];

/** One problem in words, without the axis it is on. */
function bare(t: TFunction, language: Language, p: FormProblem): string {
  const words = phraseT(t);
  // A path no setting names is quoted as typed (a misspelling is then easy to see).
  const named = (path: string) => {
    const w = sweptSettingWords(t, language, path);
    return w === path ? t('sweepErrors.typed', { text: path }) : w;
  };
  const settings = (paths: readonly string[]) => paths.map(named).join(t('sweepWords.suggest.and'));
  switch (p.code) {
    case 'axisShape':
    case 'noAxis':
      return t('sweepErrors.axisShape');
    case 'emptyPath': {
      const spec = p.facts.spec;
      return t('sweepErrors.emptyPath', { text: spec.slice(0, spec.lastIndexOf('=')) });
    }
    case 'notANumber':
      return words(`sweepErrors.notANumber.${p.facts.part}`, { text: p.facts.text });
    case 'rangeShape':
      return t('sweepErrors.rangeShape');
    case 'steps':
      return t('sweepErrors.steps', p.facts);
    case 'seeds': {
      const { seeds, min, max } = p.facts;
      return t('sweepErrors.seeds', { min, max, text: Number.isNaN(seeds) ? '' : String(seeds) });
    }
    case 'metricShape':
      return t('sweepErrors.metricShape', { text: p.facts.spec });
    case 'unknownName':
      return t(`sweepErrors.unknownName.${p.facts.kind}`, {
        name: p.facts.name.replace('->', ' → '),
      });
    case 'unknownField':
      return p.facts.windowed
        ? t('sweepErrors.unknownWindowField', { text: p.facts.spec })
        : t('sweepErrors.unknownField', { text: p.facts.spec });
    case 'stabilityClient':
      return t('sweepErrors.stabilityClient', { name: p.facts.client });
    case 'stabilityTooShort':
      return t('sweepErrors.stabilityTooShort', p.facts);
    case 'requirementShape':
      return t('sweepErrors.requirementShape', { text: p.facts.spec });
    case 'oneAxis':
      return t('sweepErrors.oneAxis');
    case 'requirementMetric':
      return t('sweepErrors.requirementMetric', {
        metric: metricWords(t, p.facts.metric),
        metrics: p.facts.metrics.map((m) => metricWords(t, m)).join(', '),
      });
    case 'invalidScenario':
      return t('sweepErrors.invalidScenario');
    case 'notNumeric':
      return t(`sweepErrors.notNumeric.${NOT_NUMERIC_KIND[p.facts.type] ?? 'text'}`, {
        setting: settings([p.facts.path]),
      });
    case 'cannotSet':
      return t('sweepErrors.cannotSet', { setting: settings(p.facts.paths) });
    case 'notASetting':
      return t('sweepErrors.notASetting', { setting: named(p.facts.path) });
    case 'notAllowed': {
      const f: Facts<'notAllowed'> = p.facts;
      return t('sweepErrors.notAllowed', {
        setting: settings(f.settings.map((s) => s.path)),
        value: f.settings[0]?.value ?? '',
        reasons: f.issues.map((i) => boundWords(t, i)).join(t('sweepErrors.reasonsJoin')),
      });
    }
    case 'otherSweep':
    case 'jobTwice':
    case 'jobsMissing':
      return t('sweepErrors.mergeFailed');
    case 'runLength':
      return t('sweepErrors.runLength', p.facts);
    case 'trigger':
      return t('sweepErrors.trigger', p.facts);
    case 'workerFailed':
      return p.facts.detail
        ? t('sweepErrors.workerFailed', { detail: p.facts.detail })
        : t('sweepErrors.workerCrashed');
  }
}

/** The problem in the page's words; with two settings, which one it is about. */
export function sweepProblemText(
  t: TFunction,
  language: Language,
  p: FormProblem,
  axisCount: number,
): string {
  const message = bare(t, language, p);
  return p.axis !== undefined && axisCount > 1
    ? t('sweepErrors.onAxis', { n: p.axis + 1, message })
    : message;
}
