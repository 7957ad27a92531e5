// The replications' runs when the charts are to draw their bands (the compare panel's
// toggle, with a baseline pinned), with the legend's words; null for the live run.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from '@xstate/react';
import type { AppState } from '../../store/types';
import { useAppStore } from '../../store/useAppStore';
import { replicationJob, selectBandRuns, useShowBands } from '../compare/replicationStore';

const selectPinned = (s: AppState) => s.baseline !== null;

export function useBandRuns() {
  const { t } = useTranslation();
  const pinned = useAppStore(selectPinned);
  const show = useShowBands();
  const runs = useSelector(replicationJob, selectBandRuns);
  return useMemo(() => {
    if (!pinned || !show || !runs) return null;
    const count = runs.b.length;
    return {
      ...runs,
      legend: [t('replications.bandLegend', { count }), t('replications.bandLegendA', { count })],
    };
  }, [pinned, show, runs, t]);
}
