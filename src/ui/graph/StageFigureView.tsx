// One of the lessons' figures on a presenter card (stageFigures.ts): its number in bold, in
// the catalog's words, and for the workers a small bar filling up as they get busy.
import { useTranslation } from 'react-i18next';
import type { StageFigure } from '../../scenarios/presets';
import type { ServiceNodeData } from './toFlowElements';
import { STAGE_FIGURES } from './stageFigures';

export function StageFigureView({ figure, data }: { figure: StageFigure; data: ServiceNodeData }) {
  const { t } = useTranslation();
  const look = STAGE_FIGURES[figure];
  const busyShare = data.workers > 0 ? Math.min(1, data.busyWorkers / data.workers) : 0;
  return (
    <span
      className="stage-figure"
      title={t(`graph.stage.${figure}Title`)}
      data-testid={`stage-${figure}-${data.name}`}
    >
      {look.meter && (
        <span
          className="stage-meter"
          role="meter"
          aria-label={t('graph.workersBusy', { busy: data.busyWorkers, total: data.workers })}
          aria-valuemin={0}
          aria-valuemax={data.workers}
          aria-valuenow={data.busyWorkers}
        >
          <span className="stage-meter__fill" style={{ height: `${busyShare * 100}%` }} />
        </span>
      )}
      <b>{t(`graph.stage.${figure}`, { value: look.value(data) })}</b>
    </span>
  );
}
