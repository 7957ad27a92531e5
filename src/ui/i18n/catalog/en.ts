// The English catalog: the source every other language is checked against.
import { editorEn } from './editor.en';
import { graphEn } from './graph.en';
import { controlsEn } from './controls.en';
import { chartsEn } from './charts.en';
import { coreEn } from './core.en';
import { replicationsEn } from './replications.en';
import { raceEn } from './race.en';
import { panelsEn } from './panels.en';
import { activitiesEn } from './activities.en';
import { changesEn } from './changes.en';
import { sweepErrorsEn } from './sweepErrors.en';
import { linkErrorsEn } from './linkErrors.en';
import { interopEn } from './interop.en';
import { ciCheckEn } from './ciCheck.en';
import { waterfallEn } from './waterfall.en';
import { latencyDataEn } from './latencyData.en';

export const en = {
  ...editorEn,
  ...graphEn,
  ...controlsEn,
  ...chartsEn,
  ...coreEn,
  ...replicationsEn,
  ...raceEn,
  ...panelsEn,
  ...activitiesEn,
  ...changesEn,
  ...sweepErrorsEn,
  ...linkErrorsEn,
  ...interopEn,
  ...ciCheckEn,
  ...waterfallEn,
  ...latencyDataEn,
};
