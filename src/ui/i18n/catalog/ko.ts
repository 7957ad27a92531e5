// The Korean catalog, typed against the English one.
import { editorKo } from './editor.ko';
import { graphKo } from './graph.ko';
import { controlsKo } from './controls.ko';
import { chartsKo } from './charts.ko';
import { coreKo } from './core.ko';
import { replicationsKo } from './replications.ko';
import { raceKo } from './race.ko';
import { panelsKo } from './panels.ko';
import { activitiesKo } from './activities.ko';
import { changesKo } from './changes.ko';
import { sweepErrorsKo } from './sweepErrors.ko';
import { linkErrorsKo } from './linkErrors.ko';
import { interopKo } from './interop.ko';
import { ciCheckKo } from './ciCheck.ko';
import { waterfallKo } from './waterfall.ko';
import { latencyDataKo } from './latencyData.ko';
import type { Strings } from './strings';
import type { en } from './en';

export const ko: Strings<typeof en> = {
  ...editorKo,
  ...graphKo,
  ...controlsKo,
  ...chartsKo,
  ...coreKo,
  ...replicationsKo,
  ...raceKo,
  ...panelsKo,
  ...activitiesKo,
  ...changesKo,
  ...sweepErrorsKo,
  ...linkErrorsKo,
  ...interopKo,
  ...ciCheckKo,
  ...waterfallKo,
  ...latencyDataKo,
};
