// The playback toolbar: play/pause with the simulated clock, steps, reset, restart,
// run to end, speed. Each button is enabled where the playback machine takes its press. On a
// phone the controls after the clock fold behind a More button (playback.css): one row stays
// sticky, and every control is reached without a sideways scroll the reader cannot see.
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from '@xstate/react';
import './playback.css';
import { appStore } from '../../store/appStore';
import { selectPlayback } from '../../store/selectors';
import type { PlaybackSnapshot } from '../../store/playbackMachine';
import { useAppStore } from '../../store/useAppStore';
import { SimClock } from './SimClock';
import { useRunStatus } from './useRunStatus';
import { SpeedSelect } from './SpeedSelect';
import { ReachedSpeed } from '../speed/ReachedSpeed';
import { AutoSlowDown } from '../lessons/AutoSlowDown';
import { useHeightVar } from '../useHeightVar';

const actions = () => appStore.getState();
const canToggle = (s: PlaybackSnapshot) => s.can({ type: 'toggle.pressed' });
const canAdvance = (s: PlaybackSnapshot) => s.can({ type: 'runToEnd.pressed' });
const canRewind = (s: PlaybackSnapshot) => s.can({ type: 'reset.pressed' });

export function Toolbar() {
  const { t } = useTranslation();
  const playback = useAppStore(selectPlayback);
  const playing = useRunStatus() === 'playing';
  const ready = useSelector(playback, canToggle);
  const advance = useSelector(playback, canAdvance);
  const rewind = useSelector(playback, canRewind);
  const toolbarRef = useRef<HTMLDivElement>(null);
  useHeightVar(toolbarRef, '--toolbar-h');
  const [moreOpen, setMoreOpen] = useState(false);
  const moreId = useId();
  const moreToggle = useRef<HTMLButtonElement>(null);
  return (
    <div
      className="toolbar"
      role="toolbar"
      aria-label={t('toolbar.label')}
      ref={toolbarRef}
      data-more={moreOpen ? 'open' : 'closed'}
      onKeyDown={(e) => {
        // Escape folds the controls back and returns to the button that unfolded them.
        if (e.key !== 'Escape' || !moreOpen) return;
        setMoreOpen(false);
        moreToggle.current?.focus();
      }}
    >
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
      <button
        type="button"
        className="btn toolbar__more-toggle"
        ref={moreToggle}
        aria-expanded={moreOpen}
        aria-controls={moreId}
        onClick={() => setMoreOpen(!moreOpen)}
        data-testid="toolbar-more"
      >
        {t('toolbar.more')} <span aria-hidden="true">{moreOpen ? '▴' : '▾'}</span>
      </button>
      <div className="toolbar__more" id={moreId}>
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
    </div>
  );
}
