// The playback toolbar: play/pause with the simulated clock, steps, reset, restart,
// run to end, speed.
import './playback.css';
import { appStore } from '../../store/appStore';
import { selectStatus } from '../../store/selectors';
import { useAppStore } from '../../store/useAppStore';
import { SimClock } from './SimClock';
import { SpeedSelect } from './SpeedSelect';
import { ReachedSpeed } from '../speed/ReachedSpeed';

const actions = () => appStore.getState();

export function Toolbar() {
  const status = useAppStore(selectStatus);
  const playing = status === 'playing';
  const ready = status !== 'loading' && status !== 'error';
  const canAdvance = ready && status !== 'finished';
  return (
    <div className="toolbar" role="toolbar" aria-label="Playback">
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
          {playing ? 'Pause' : status === 'finished' ? 'Replay' : 'Play'}
        </button>
        <SimClock />
      </div>
      <span className="toolbar__sep" aria-hidden="true" />
      <div className="toolbar__group" role="group" aria-label="Step">
        <button
          type="button"
          className="btn"
          onClick={() => actions().step('event')}
          disabled={!canAdvance}
          title="Run one simulation event (.)"
          aria-label="Step one event"
          aria-keyshortcuts="."
        >
          Step
        </button>
        <button
          type="button"
          className="btn"
          onClick={() => actions().step('100ms')}
          disabled={!canAdvance}
          title="Advance 100 ms of simulated time (→)"
          aria-keyshortcuts="ArrowRight"
        >
          +100 ms
        </button>
        <button
          type="button"
          className="btn"
          onClick={() => actions().step('1s')}
          disabled={!canAdvance}
          title="Advance 1 s of simulated time (Shift+→)"
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
          disabled={status === 'loading'}
          title="Back to t = 0, paused (R)"
          aria-keyshortcuts="R"
          data-testid="reset"
        >
          <span className="btn__icon" aria-hidden="true">
            ↺
          </span>
          Reset
        </button>
        <button
          type="button"
          className="btn"
          onClick={() => actions().restart()}
          disabled={status === 'loading'}
          title="Replay from t = 0 with the current settings, and play"
          aria-label="Restart with these settings"
        >
          Restart
        </button>
        <button
          type="button"
          className="btn"
          onClick={() => actions().runToEnd()}
          disabled={!canAdvance}
          title="Run as fast as possible to the end"
        >
          <span className="btn__icon" aria-hidden="true">
            ▶▶
          </span>
          Run to end
        </button>
      </div>
      <span className="toolbar__spacer" aria-hidden="true" />
      <SpeedSelect />
      <ReachedSpeed />
    </div>
  );
}
