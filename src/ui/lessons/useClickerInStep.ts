// What the lesson's step machine needs to know of the stage to decide a clicker's press
// (lessonStepMachine.ts): whether it is presenter mode, which lesson variant runs, and the
// step's text box; and the "try it" it asks for, run here (it replaces the work on screen).
import { useCallback, useEffect } from 'react';
import type { TryStep } from '../../scenarios/presets';
import { lessonStep } from './lessonStepActor';
import { pagedText } from './textLines';

interface Props {
  tries: readonly TryStep[];
  /** The lesson variant running (lessonVariants.ts): a try already running is not run again. */
  variant: string | null;
  presenter: boolean;
  onTry(step: TryStep): void;
}

/** Tells the machine the stage; returns the ref callback for the step's text box. */
export function useClickerInStep({ tries, variant, presenter, onTry }: Props) {
  useEffect(() => lessonStep.send({ type: 'presenter.changed', presenter }), [presenter]);
  useEffect(() => lessonStep.send({ type: 'variant.changed', variant }), [variant]);
  useEffect(() => {
    const sub = lessonStep.on('try.requested', ({ tryId }) => {
      const step = tries.find((t) => t.id === tryId);
      if (step) onTry(step);
    });
    return () => sub.unsubscribe();
  }, [tries, onTry]);
  return useCallback((box: HTMLElement | null) => {
    lessonStep.send({ type: 'text.attached', text: box && pagedText(box) });
  }, []);
}
