// What a challenge is: an incident from the seeds (a preset, possibly mis-set first), a goal
// the engine measures, and a budget of changes. Plain data, like a preset: the intended
// solution is data too, so a test can run it (challenges.test.ts).
import type { PatchOp } from '../patch';
import type { Goal } from '../presets/types';

export interface Challenge {
  id: string;
  title: string;
  /** The preset the challenge starts from. */
  presetId: string;
  /** Applied to the preset first: the mis-set system the student is handed. */
  start?: PatchOp[];
  /** The incident, paragraph by paragraph. */
  brief: string[];
  /** Every goal must hold on a clean run of the student's scenario. */
  goals: Goal[];
  /** How many settings may differ from the starting scenario (the seed does not count). */
  maxChanges: number;
  /**
   * Parts of the scenario that are the incident itself (the fault, the traffic, the run's
   * length): changing them is not a fix, so a verdict with such a change fails.
   */
  fixed: readonly string[];
  hint: string;
  /** An intended solution, applied to the starting scenario (tested, never shown as-is). */
  solution: PatchOp[];
  source: string;
}
