// The English catalog: the source every other language is checked against.
import { graphEn } from './graph.en';
import { controlsEn } from './controls.en';
import { chartsEn } from './charts.en';
import { coreEn } from './core.en';

export const en = { ...graphEn, ...controlsEn, ...chartsEn, ...coreEn };
