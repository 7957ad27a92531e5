// A theory overlay's verdict in the page's language: the overlay's codes and values
// (src/sim/analysis) through the `theory` catalog.
import type { TFunction } from 'i18next';
import { AGREEMENT, errorPercent, showFigure, type Overlay } from '../../sim/analysis';

export function overlayWords(t: TFunction, o: Overlay): string {
  // A phrase's placeholders depend on its code, known only at run time: the catalogs' test
  // checks that every language fills the same ones (catalog.test.ts).
  const phrase = t as unknown as (key: string, values: Readonly<Record<string, unknown>>) => string;
  const theory = t(`theory.names.${o.theoryCode}`);
  // A distribution's name ("constant", "lognormal") is a value too: the page's words for it.
  const laws = (values: Readonly<Record<string, string | number>>) => ({
    ...values,
    ...(typeof values.type === 'string'
      ? { type: phrase(`theory.law.${values.type}`, { defaultValue: values.type }) }
      : {}),
    ...(typeof values.law === 'string'
      ? { law: phrase(`theory.law.${values.law}`, { defaultValue: values.law }) }
      : {}),
  });
  if (!o.applies)
    return t('theory.verdict.notApply', {
      theory,
      because: phrase(`theory.because.${o.because.code}`, laws(o.because.values)),
    });
  const close = o.relativeError <= AGREEMENT;
  return t('theory.verdict.applies', {
    theory,
    what: phrase(`theory.what.${o.what.code}`, o.what.values),
    predicted: showFigure(o.predicted),
    measured: showFigure(o.measured),
    unit: o.unit,
    verdict: t(close ? 'theory.verdict.agrees' : 'theory.verdict.differs', {
      pct: errorPercent(o.relativeError),
    }),
  });
}
