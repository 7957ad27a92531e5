// Beside the speed picker: the speed the run actually reaches, when it falls short of the
// asked one ("asked 1000×, running at 150×"). Measured once a second while playing.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { appStore } from '../../store/appStore';
import { selectSpeed } from '../../store/selectors';
import { useRunStatus } from '../playback/useRunStatus';
import { useAppStore } from '../../store/useAppStore';
import { reachedSpeed, speedShortfall, type ClockReading } from './reachedSpeed';

const SAMPLE_MS = 1_000;

export function ReachedSpeed() {
  const { t } = useTranslation();
  const playing = useRunStatus() === 'playing';
  const asked = useAppStore(selectSpeed);
  const [reached, setReached] = useState<number | null>(null);
  useEffect(() => {
    if (!playing) return;
    const read = (): ClockReading => ({
      simMs: appStore.getState().nowMs,
      wallMs: performance.now(),
    });
    let last = read();
    const timer = setInterval(() => {
      const now = read();
      setReached(reachedSpeed(last, now));
      last = now;
    }, SAMPLE_MS);
    return () => {
      clearInterval(timer);
      setReached(null);
    };
  }, [playing, asked]);
  const shortfall = playing ? speedShortfall(asked, reached) : null;
  return (
    <span className="reached-speed" role="status" data-testid="reached-speed">
      {shortfall && t('speed.shortfall', shortfall)}
    </span>
  );
}
