// Which step of the lesson is shown, where the keyboard can reach it: Page Down / Page Up (a
// presentation clicker) and N / P move through the steps from anywhere on the page.
import { create } from 'zustand';

interface LessonStepState {
  /** The preset whose lesson the index belongs to: another preset starts at step 0. */
  presetId: string | null;
  index: number;
  /** Steps in the lesson on screen (0: no lesson shown, the keys do nothing). */
  count: number;
  show(presetId: string | null, count: number): void;
  go(index: number): void;
  move(delta: number): void;
}

const clamp = (index: number, count: number) => Math.max(0, Math.min(count - 1, index));

export const useLessonStep = create<LessonStepState>()((set, get) => ({
  presetId: null,
  index: 0,
  count: 0,
  show(presetId, count) {
    const s = get();
    if (s.presetId !== presetId) set({ presetId, count, index: 0 });
    // A hidden lesson (count 0) keeps its step for when it is shown again.
    else if (s.count !== count) set({ count, index: count > 0 ? clamp(s.index, count) : s.index });
  },
  go(index) {
    set({ index: clamp(index, get().count) });
  },
  move(delta) {
    const { index, count } = get();
    if (count > 0) set({ index: clamp(index + delta, count) });
  },
}));
