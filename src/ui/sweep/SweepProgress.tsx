// Runs done, time left: the pace so far times the runs still to go.
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { PoolProgress } from '../../jobs/jobPool';
import type { SweepStatus } from './useSweepRun';

/** "42 s", "2 min 5 s" in the page's language. */
function duration(t: TFunction, ms: number): string {
  return ms < 60_000
    ? t('sweep.seconds', { s: Math.ceil(ms / 1000) })
    : t('sweep.minutes', { m: Math.floor(ms / 60_000), s: Math.ceil((ms % 60_000) / 1000) });
}

export function SweepProgress({
  progress,
  status,
}: {
  progress: PoolProgress;
  status: SweepStatus;
}) {
  const { t } = useTranslation();
  const { done, total, leftMs, elapsedMs } = progress;
  return (
    <div className="sweep-progress" data-testid="sweep-progress" data-status={status}>
      <progress max={total} value={done} aria-label={t('sweep.runs', { done, total })} />
      <span>
        {t('sweep.runs', { done, total })}
        {' · '}
        {status === 'running'
          ? leftMs === null
            ? ''
            : t('sweep.left', { time: duration(t, leftMs) })
          : t('sweep.took', { time: duration(t, elapsedMs) })}
      </span>
    </div>
  );
}
