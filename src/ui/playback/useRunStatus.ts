// The run's status for a view, selected from the playback machine's actor itself: the view
// redraws when the machine moves, with no copy of its state in the store.
import { useSelector } from '@xstate/react';
import { runStatusOf } from '../../store/playbackMachine';
import { selectPlayback } from '../../store/selectors';
import { useAppStore } from '../../store/useAppStore';
import type { RunStatus } from '../../worker/protocol';

export function useRunStatus(): RunStatus {
  return useSelector(useAppStore(selectPlayback), runStatusOf);
}
