// The simulated clock, "t = 73.4 s", with the run's length and progress.
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../store/useAppStore';
import { selectDurationMs, selectNowMs, selectSeekingToMs } from '../../store/selectors';
import { useRunStatus } from './useRunStatus';

const formatSeconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;

export function SimClock() {
  const { t } = useTranslation();
  const nowMs = useAppStore(selectNowMs);
  const durationMs = useAppStore(selectDurationMs);
  const status = useRunStatus();
  // A link's t= plays at full speed to its second: "Playing" would promise a run to watch.
  const seekingToMs = useAppStore(selectSeekingToMs);
  const progress = durationMs > 0 ? Math.min(1, nowMs / durationMs) : 0;
  return (
    <div className="sim-clock">
      <span className={`status-chip status-chip--${status}`} data-testid="run-status">
        {seekingToMs !== null
          ? t('clock.seeking', { time: formatSeconds(seekingToMs) })
          : t(`clock.status.${status}`)}
      </span>
      <span
        className="sim-clock__time"
        role="timer"
        aria-label={t('clock.label')}
        data-testid="sim-clock"
      >
        t = {formatSeconds(nowMs)}
      </span>
      <span className="sim-clock__of">
        {t('clock.of', { duration: formatSeconds(durationMs) })}
      </span>
      <div className="sim-clock__bar" aria-hidden="true">
        <div className="sim-clock__fill" style={{ width: `${(progress * 100).toFixed(2)}%` }} />
      </div>
    </div>
  );
}
