// Wires the decision (autoSlowDown.ts) to the app store: every status update is a reading;
// a slow-down sets the speed through the store, as the speed picker does.
import type { StoreApi } from 'zustand/vanilla';
import { selectStatus } from '../../store/selectors';
import type { AppState } from '../../store/types';
import { causesShownIn, scenarioCauses } from '../graph/scenarioCauses';
import { trackSlowDown, type SlowDown, type SlowDownTracker } from './autoSlowDown';

/** Watches `store` until the returned function is called. */
export function watchSlowDown(
  store: StoreApi<AppState>,
  isEnabled: (state: AppState) => boolean,
  onSlowDown: (slowDown: SlowDown, runId: number) => void,
): () => void {
  let tracker: SlowDownTracker | null = null;
  return store.subscribe((state) => {
    // A storm's start counts only when the second on screen shows the storm.
    const causes = causesShownIn(scenarioCauses(state.scenario), state.latestFrame);
    const reading = {
      runId: state.runId,
      nowMs: state.nowMs,
      status: selectStatus(state),
      speed: state.speed,
    };
    const step = trackSlowDown(tracker, reading, causes, isEnabled(state));
    // Kept before setSpeed: the store calls this listener again from inside it.
    tracker = step.tracker;
    if (!step.slowDown) return;
    onSlowDown(step.slowDown, state.runId);
    state.setSpeed(step.slowDown.speed);
  });
}
