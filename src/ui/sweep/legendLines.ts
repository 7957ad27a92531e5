// Pure: the map legend's words in the page's language: what the colour is and the cells'
// span, what the seeds can tell apart (and whether the scale was widened to it), the baseline.
import type { TFunction } from 'i18next';
import { heatFigure, noiseFigure, type HeatScale } from './heatScale';

/** The legend's lines of words, in order: the first stands above the colour bar. */
export function legendLines(
  t: TFunction,
  scale: HeatScale,
  metricLabel: string,
  seeds: number,
): string[] {
  const span = t('sweepWords.legendSpan', {
    metric: metricLabel,
    min: heatFigure(scale, scale.min),
    max: heatFigure(scale, scale.max),
  });
  const noise = noiseFigure(scale);
  const seedsLine =
    noise === null
      ? t('sweepWords.legendOneSeed')
      : scale.widened
        ? t('sweepWords.legendWidened', { noise, seeds })
        : t('sweepWords.legendNoise', { noise, seeds });
  const baseline =
    scale.baseline === null
      ? []
      : [t('sweepWords.legendBaseline', { figure: heatFigure(scale, scale.baseline) })];
  return [span, seedsLine, ...baseline];
}
