// The "slow down at a fault" option and its notice, kept outside the app store: it steers
// playback from the page and is nothing the worker or a link needs to know.
import { create } from 'zustand';
import type { Speed } from '../../worker/protocol';

/** The slow-down that happened, shown until the run, the speed or the user moves on. */
interface SlowDownNotice {
  runId: number;
  fromSpeed: Speed;
}

interface SlowDownState {
  /** The preset the choice was made for: another preset falls back to the default. */
  presetId: string | null;
  /** The user's choice; null follows the default (on when a lesson is open). */
  choice: boolean | null;
  notice: SlowDownNotice | null;
  /**
   * A teacher's link is fast-forwarding the run to its `t=`: the faults it passes on the way
   * are not the room's to watch (the link set the speed it wants).
   */
  seeking: boolean;
  setSeeking(seeking: boolean): void;
  choose(presetId: string | null, on: boolean): void;
  notify(notice: SlowDownNotice | null): void;
}

export const useSlowDown = create<SlowDownState>()((set) => ({
  presetId: null,
  choice: null,
  notice: null,
  seeking: false,
  setSeeking: (seeking) => set({ seeking }),
  choose: (presetId, on) => set({ presetId, choice: on }),
  notify: (notice) => set({ notice }),
}));

/** Whether the option is on for the preset on screen. */
export function slowDownEnabled(
  state: Pick<SlowDownState, 'presetId' | 'choice'> & { seeking?: boolean },
  presetId: string | null,
  lessonOpen: boolean,
): boolean {
  if (state.seeking) return false;
  return state.presetId === presetId && state.choice !== null ? state.choice : lessonOpen;
}
