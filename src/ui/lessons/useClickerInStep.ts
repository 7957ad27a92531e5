// What a clicker's press does inside the step on screen before the lesson moves on: a text
// longer than its box pages (anywhere the step's box scrolls); on the stage (presenter mode)
// a Predict step then reveals its answer and a "try it" runs, so the teacher reaches every
// part of a step with Page Down alone. Back pages up, then goes back a step.
import { useEffect, type RefObject } from 'react';
import type { LessonStep } from '../../scenarios/lessonSteps';
import type { TryStep } from '../../scenarios/presets';
import { useLessonStep } from './lessonStepStore';
import { pageText } from './textPager';

interface Props {
  step: LessonStep | undefined;
  /** The lesson variant running (lessonVariants.ts): a try already running is not run again. */
  variant: string | null;
  presenter: boolean;
  stepText: RefObject<HTMLElement | null>;
  onTry(step: TryStep): void;
}

export function useClickerInStep({ step, variant, presenter, stepText, onTry }: Props): void {
  useEffect(() => {
    const inStep = (delta: 1 | -1): boolean => {
      if (pageText(stepText.current, delta)) return true;
      if (delta < 0 || !presenter || !step) return false;
      const lesson = useLessonStep.getState();
      if (step.kind === 'predict' && !lesson.revealed) {
        lesson.reveal();
        return true;
      }
      if (step.kind === 'try' && variant !== step.step.id) {
        onTry(step.step);
        return true;
      }
      return false;
    };
    const choices = step?.kind === 'predict' ? step.prediction.choices.length : 0;
    useLessonStep.getState().setInStep(inStep, choices);
    return () => useLessonStep.getState().setInStep(null, 0);
  }, [step, variant, presenter, stepText, onTry]);
}
