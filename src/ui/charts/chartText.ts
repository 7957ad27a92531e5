// The charts' words: catalog keys, the function that fills them in, and how an edge is named
// in a title. One home, so every chart spec reads its words the same way.
import { chartsEn } from '../i18n/catalog/charts.en';

/** The charts' words by catalog key: the page passes i18next's `t`, tests get English. */
export type ChartKey = keyof typeof chartsEn.charts;
export type ChartText = (key: ChartKey, vars?: Record<string, string | number>) => string;
export const englishChartText: ChartText = (key, vars) =>
  chartsEn.charts[key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars?.[name] ?? ''));

/** An edge id (`gateway->orders`) as a title shows it (`gateway → orders`). */
export const edgeArrow = (edge: string) => edge.replace('->', ' → ');
