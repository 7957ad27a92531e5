// Beside the speed picker: "slow down at a fault" (on by default while a lesson is open).
// When the lesson's fault starts, playback drops to SLOW_SPEED so the room sees the spread,
// and a notice says so with a way back to the speed it was at, for NOTICE_MS: it leaves by
// itself, so it never stays over what the room watches.
import { useEffect } from 'react';
import './slowDown.css';
import { useTranslation } from 'react-i18next';
import { getPreset } from '../../scenarios/presets';
import { appStore } from '../../store/appStore';
import { selectPresetId, selectSpeed } from '../../store/selectors';
import { useAppStore } from '../../store/useAppStore';
import type { Speed } from '../../worker/protocol';
import { speedLabel } from '../playback/SpeedSelect';
import { SLOW_SPEED } from './autoSlowDown';
import { watchSlowDown } from './slowDownWatch';
import { slowDownEnabled, useSlowDown } from './slowDownStore';

/** How long the notice stays (wall time: it is the room's reading time, not the run's). */
export const NOTICE_MS = 8_000;

const lessonOpenFor = (presetId: string | null) =>
  presetId !== null && getPreset(presetId)?.lesson !== undefined;

/** Watches the run for fault starts while mounted. */
function useSlowDownWatch(): void {
  useEffect(
    () =>
      watchSlowDown(
        appStore,
        ({ presetId }) =>
          slowDownEnabled(useSlowDown.getState(), presetId, lessonOpenFor(presetId)),
        (slowDown, runId) =>
          useSlowDown.getState().notify({ runId, fromSpeed: slowDown.fromSpeed }),
      ),
    [],
  );
}

export function AutoSlowDown() {
  const { t } = useTranslation();
  useSlowDownWatch();
  const presetId = useAppStore(selectPresetId);
  const speed = useAppStore(selectSpeed);
  const runId = useAppStore((s) => s.runId);
  const option = useSlowDown();
  const enabled = slowDownEnabled(option, presetId, lessonOpenFor(presetId));
  const notice = option.notice;
  // The notice stays while its run plays on at the slow speed; any change retires it.
  const shown = notice && notice.runId === runId && speed === SLOW_SPEED ? notice : null;
  useEffect(() => {
    if (!shown) return;
    const leave = window.setTimeout(() => useSlowDown.getState().notify(null), NOTICE_MS);
    return () => window.clearTimeout(leave);
  }, [shown]);
  const goBack = (fromSpeed: Speed) => {
    option.notify(null);
    appStore.getState().setSpeed(fromSpeed);
  };
  return (
    <span className="slow-down">
      <label
        className="field-inline"
        title={t('speed.slowAtFaultTitle', { speed: speedLabel(SLOW_SPEED, t) })}
      >
        <input
          type="checkbox"
          checked={enabled}
          onChange={(e) => option.choose(presetId, e.target.checked)}
          data-testid="slow-at-fault"
        />
        {t('speed.slowAtFault')}
      </label>
      <span role="status" className="slow-down__status">
        {shown && (
          <span className="slow-down__notice" data-testid="slow-down-notice">
            {t('speed.slowedNotice', { speed: speedLabel(SLOW_SPEED, t) })}
            <button type="button" className="btn" onClick={() => goBack(shown.fromSpeed)}>
              {t('speed.slowedBack', { speed: speedLabel(shown.fromSpeed, t) })}
            </button>
          </span>
        )}
      </span>
    </span>
  );
}
