// The playback speed: × real time, or as fast as possible.
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { ChangeEvent } from 'react';
import { appStore } from '../../store/appStore';
import { selectSpeed } from '../../store/selectors';
import { useAppStore } from '../../store/useAppStore';

export const SPEEDS = [0.1, 0.25, 0.5, 1, 2, 5, 10, 25, 100, 250, 1000, 'max'] as const;

/** A speed as the picker shows it: "25×", or "As fast as possible". */
export const speedLabel = (speed: number | 'max', t: TFunction): string =>
  speed === 'max' ? t('speed.max') : `${speed}×`;

function onChange(event: ChangeEvent<HTMLSelectElement>) {
  const value = event.target.value;
  appStore.getState().setSpeed(value === 'max' ? 'max' : Number(value));
}

export function SpeedSelect() {
  const { t } = useTranslation();
  const speed = useAppStore(selectSpeed);
  return (
    <label className="field-inline">
      {t('speed.label')}
      <select value={String(speed)} onChange={onChange} data-testid="speed-select">
        {SPEEDS.map((s) => (
          <option key={s} value={String(s)}>
            {speedLabel(s, t)}
          </option>
        ))}
      </select>
    </label>
  );
}
