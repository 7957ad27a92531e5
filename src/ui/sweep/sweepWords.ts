// A sweep's names in the page's language: a swept setting by the settings catalog's words,
// a metric by the `sweepWords` catalog (counters named as metrics.ts declares them), the
// stability classes, and the measured suggestion from the core's facts.
import type { TFunction } from 'i18next';
import { parsePath } from '../../scenarios/patch';
import { suggestionWords, type SuggestionFacts } from '../../sweep';
import { settingAtPath } from '../compare/changeLabels';
import type { Language } from '../i18n/languages';
import { phraseT } from '../i18n/phraseT';
import { settingTitle } from '../i18n/settingText';

/** `clients[shoppers].arrival.rps` → "shoppers traffic rps"; a path no setting names, as written. */
export function sweptSettingWords(t: TFunction, language: Language, path: string): string {
  let segments: string[];
  try {
    segments = parsePath(path).map((s) =>
      typeof s === 'object' ? `${s.field}=${s.value}` : `${s}`,
    );
  } catch {
    return path;
  }
  const where = settingAtPath(segments);
  if (!where?.setting) return path;
  return t('sweepWords.setting', {
    owner: where.subject,
    setting: settingTitle(where.setting, language),
  });
}

const METRIC = /^(clients|services|edges)\[([^\]]+)\]\.([\w.]+)(?:@(\d*\.?\d*):(\d*\.?\d*))?$/;

/** `clients[shoppers].latencyMs.p99` → "shoppers latency p99"; an unreadable name as written. */
export function metricWords(t: TFunction, name: string): string {
  const m = METRIC.exec(name);
  if (!m) return name;
  const [, , owner = '', field = '', from, to] = m;
  const words = phraseT(t);
  const [base = '', rest] = field.split(/\.(.*)/s);
  const known = (key: string, fallback: string) => words(key, { defaultValue: fallback });
  const fieldWords =
    base === 'failuresByReason' && rest
      ? words('sweepWords.reason', { reason: known(`sweepWords.reasons.${rest}`, rest) })
      : rest
        ? words('sweepWords.stat', {
            field: known(`sweepWords.fields.${base}`, base),
            stat: known(`sweepWords.stats.${rest}`, rest),
          })
        : known(`sweepWords.fields.${base}`, base);
  const metric = words('sweepWords.metric', {
    owner: owner.replace('->', ' → '),
    field: fieldWords,
  });
  if (from === undefined) return metric;
  return to
    ? words('sweepWords.window', { metric, from: from || '0', to })
    : words('sweepWords.windowToEnd', { metric, from: from || '0' });
}

/** The measured suggestion in the page's words, the setting and metric named as above. */
export function suggestionText(t: TFunction, language: Language, facts: SuggestionFacts): string {
  const words = phraseT(t);
  return suggestionWords(facts, (key, values) => words(`sweepWords.suggest.${key}`, values), {
    setting: (p) => sweptSettingWords(t, language, p),
    metric: (m) => metricWords(t, m),
  });
}
