// The playback toolbar: play/pause with the simulated clock, steps, reset, restart,
// run to end, speed. Each button is enabled where the playback machine takes its press.
import { useTranslation } from 'react-i18next';
import { useSelector } from '@xstate/react';
import './playback.css';
import { appStore } from '../../store/appStore';
import { selectPlayback, selectStatus } from '../../store/selectors';
import type { PlaybackSnapshot } from '../../store/playbackMachine';
import { useAppStore } from '../../store/useAppStore';
import { SimClock } from './SimClock';
import { SpeedSelect } from './SpeedSelect';
import { ReachedSpeed } from '../speed/ReachedSpeed';
import { AutoSlowDown } from '../lessons/AutoSlowDown';

const actions = () => appStore.getState();
const canToggle = (s: PlaybackSnapshot) => s.can({ type: 'toggle.pressed' });
const canAdvance = (s: PlaybackSnapshot) => s.can({ type: 'runToEnd.pressed' });
const canRewind = (s: PlaybackSnapshot) => s.can({ type: 'reset.pressed' });

export function Toolbar() {
  const { t } = useTranslation();
  const status = useAppStore(selectStatus);
  const playback = useAppStore(selectPlayback);
  const playing = status === 'playing';
  const ready = useSelector(playback, canToggle);
  const advance = useSelector(playback, canAdvance);
  const rewind = useSelector(playback, canRewind);
  return (
    <div className="toolbar" role="toolbar" aria-label={t('toolbar.label')}>
      <div className="toolbar__group">
        <button
          type="button"
          className="btn btn--primary"
          onClick={() => actions().togglePlay()}
          disabled={!ready}
          aria-keyshortcuts="Space"
          data-testid="play-pause"
        >
          <span className="btn__icon" aria-hidden="true">
            {playing ? '❙❙' : '▶'}
          </span>
          {playing
            ? t('toolbar.pause')
            : status === 'finished'
              ? t('toolbar.replay')
              : t('toolbar.play')}
        </button>
        <SimClock />
      </div>
      <span className="toolbar__sep" aria-hidden="true" />
      <div className="toolbar__group" role="group" aria-label={t('toolbar.stepGroup')}>
        <button
          type="button"
          className="btn"
          onClick={() => actions().step('event')}
          disabled={!advance}
          title={t('toolbar.stepTitle')}
          aria-label={t('toolbar.stepLabel')}
          aria-keyshortcuts="."
        >
          {t('toolbar.step')}
        </button>
        <button
          type="button"
          className="btn"
          onClick={() => actions().step('100ms')}
          disabled={!advance}
          title={t('toolbar.plus100msTitle')}
          aria-keyshortcuts="ArrowRight"
        >
          +100 ms
        </button>
        <button
          type="button"
          className="btn"
          onClick={() => actions().step('1s')}
          disabled={!advance}
          title={t('toolbar.plus1sTitle')}
          aria-keyshortcuts="Shift+ArrowRight"
        >
          +1 s
        </button>
      </div>
      <span className="toolbar__sep" aria-hidden="true" />
      <div className="toolbar__group">
        <button
          type="button"
          className="btn"
          onClick={() => actions().reset()}
          disabled={!rewind}
          title={t('toolbar.resetTitle')}
          aria-keyshortcuts="R"
          data-testid="reset"
        >
          <span className="btn__icon" aria-hidden="true">
            ↺
          </span>
          {t('toolbar.reset')}
        </button>
        <button
          type="button"
          className="btn"
          onClick={() => actions().restart()}
          disabled={!rewind}
          title={t('toolbar.restartTitle')}
          aria-label={t('toolbar.restartLabel')}
        >
          {t('toolbar.restart')}
        </button>
        <button
          type="button"
          className="btn"
          onClick={() => actions().runToEnd()}
          disabled={!advance}
          title={t('toolbar.runToEndTitle')}
        >
          <span className="btn__icon" aria-hidden="true">
            ▶▶
          </span>
          {t('toolbar.runToEnd')}
        </button>
      </div>
      <span className="toolbar__spacer" aria-hidden="true" />
      <SpeedSelect />
      <AutoSlowDown />
      <ReachedSpeed />
    </div>
  );
}
