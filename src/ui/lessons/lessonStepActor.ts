// The page's one lesson-step actor (lessonStepMachine): the lesson panel and its Predict step
// draw from it, the keyboard and a presentation clicker send it their presses from anywhere
// on the page, and the QR code's "at this moment" reads the step from it.
import { createActor, type SnapshotFrom } from 'xstate';
import { lessonStepMachine } from './lessonStepMachine';

export const lessonStep = createActor(lessonStepMachine).start();

export type LessonStepSnapshot = SnapshotFrom<typeof lessonStepMachine>;

/** Steps in the lesson on screen (0: no lesson shown, the keys do nothing). */
export const selectShownCount = (s: LessonStepSnapshot): number =>
  s.matches('shown') ? s.context.steps.length : 0;

export const selectRevealed = (s: LessonStepSnapshot): boolean => s.matches({ shown: 'revealed' });
