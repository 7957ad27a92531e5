// Pure: which of a prediction's choices a measured value falls in.
import type { Choice, Prediction } from './presets/types';

const inChoice = (choice: Choice, value: number): boolean =>
  !Number.isNaN(value) &&
  (choice.atLeast === undefined || value >= choice.atLeast) &&
  (choice.atMost === undefined || value <= choice.atMost);

/** The index of the one choice that holds `value`; -1 when none or more than one does. */
export function choiceFor(prediction: Prediction, value: number): number {
  const hits = prediction.choices.flatMap((c, i) => (inChoice(c, value) ? [i] : []));
  return hits.length === 1 ? (hits[0] ?? -1) : -1;
}
