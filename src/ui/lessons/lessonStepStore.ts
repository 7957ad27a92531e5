// Which step of the lesson is shown, where the keyboard can reach it: Page Down / Page Up (a
// presentation clicker) and N / P move through the steps from anywhere on the page. Before a
// press moves to another step, the step on screen may take it (`inStep`): a long text pages
// on, a Predict step reveals its answer, a "try it" runs; so a clicker alone reaches all of
// a step. The Predict step's pick and reveal live here too, so keys can set them.
import { create } from 'zustand';

/** What the step on screen does with a next (+1) or previous (−1) press: true when it took it. */
export type InStep = (delta: 1 | -1) => boolean;

interface LessonStepState {
  /** The preset whose lesson the index belongs to: another preset starts at step 0. */
  presetId: string | null;
  index: number;
  /** Steps in the lesson on screen (0: no lesson shown, the keys do nothing). */
  count: number;
  /** The Predict step on screen: the room's pick (0 = A) and whether the answer shows. */
  picked: number | null;
  revealed: boolean;
  /** The Predict step's number of choices (0 on other steps): the digit keys pick among them. */
  choices: number;
  inStep: InStep | null;
  show(presetId: string | null, count: number): void;
  go(index: number): void;
  move(delta: 1 | -1): void;
  setInStep(inStep: InStep | null, choices: number): void;
  /** Picks choice `choice` (0 = A) of the Predict step on screen; false when it has none. */
  pick(choice: number): boolean;
  reveal(): void;
}

const clamp = (index: number, count: number) => Math.max(0, Math.min(count - 1, index));
/** A step shown afresh: nothing picked, nothing revealed. */
const FRESH = { picked: null, revealed: false } as const;

export const useLessonStep = create<LessonStepState>()((set, get) => ({
  presetId: null,
  index: 0,
  count: 0,
  ...FRESH,
  choices: 0,
  inStep: null,
  show(presetId, count) {
    const s = get();
    if (s.presetId !== presetId) set({ presetId, count, index: 0, ...FRESH });
    // A hidden lesson (count 0) keeps its step for when it is shown again.
    else if (s.count !== count) set({ count, index: count > 0 ? clamp(s.index, count) : s.index });
  },
  go(index) {
    const next = clamp(index, get().count);
    if (next !== get().index) set({ index: next, ...FRESH });
  },
  move(delta) {
    const { index, count, inStep } = get();
    if (count === 0 || inStep?.(delta)) return;
    get().go(clamp(index + delta, count));
  },
  setInStep(inStep, choices) {
    set({ inStep, choices });
  },
  pick(choice) {
    if (choice < 0 || choice >= get().choices) return false;
    set({ picked: choice });
    return true;
  },
  reveal() {
    set({ revealed: true });
  },
}));
