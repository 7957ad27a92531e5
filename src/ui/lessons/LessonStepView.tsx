// One step of a lesson: the story, what to watch, what you should see, or a "try it". The
// step's claims are drawn by the panel apart from this text, so that they stay in view
// (with the step controls) while a long text scrolls.
import { useTranslation } from 'react-i18next';
import type { Claim, Lesson, TryStep } from '../../scenarios/presets';
import type { LessonStep } from '../../scenarios/lessonSteps';
import type { RunView } from './claimStatus';
import { BASELINE } from './lessonVariants';
import { PredictStep } from './PredictStep';
import { keepUnits } from './keepUnits';

/** The claims a step checks on the run: the preset's on "what you should see", a try's own. */
export function stepClaims(step: LessonStep, lesson: Lesson): Claim[] {
  if (step.kind === 'expect') return lesson.claims.filter((c) => c.variant === BASELINE);
  if (step.kind === 'try') return lesson.claims.filter((c) => c.variant === step.step.id);
  return [];
}

interface Props {
  step: LessonStep;
  lesson: Lesson;
  run: RunView;
  onTry(step: TryStep): void;
  tryError: string | null;
}

export function LessonStepView({ step, lesson, run, onTry, tryError }: Props) {
  const { t } = useTranslation();
  switch (step.kind) {
    case 'story':
      return (
        <>
          {step.paragraphs.map((p) => (
            <p key={p}>{keepUnits(p)}</p>
          ))}
          <p className="lesson__source">{t('lesson.source', { source: lesson.source })}</p>
        </>
      );
    case 'predict':
      return <PredictStep key={step.prediction.question} prediction={step.prediction} run={run} />;
    case 'watch':
      return (
        <ul className="lesson__items">
          {step.items.map((item) => (
            <li key={item}>{keepUnits(item)}</li>
          ))}
        </ul>
      );
    case 'expect':
      return (
        <>
          <ul className="lesson__items">
            {step.items.map((item) => (
              <li key={item}>{keepUnits(item)}</li>
            ))}
          </ul>
        </>
      );
    case 'try': {
      const applied = run.variant === step.step.id;
      return (
        <>
          <p>{keepUnits(step.step.why)}</p>
          <button
            type="button"
            className="lesson__try"
            onClick={() => onTry(step.step)}
            aria-pressed={applied}
            data-testid="lesson-try"
          >
            {applied ? t('lesson.runAgain') : t('lesson.tryIt')}
            <span className="lesson__try-note">{t('lesson.tryNote')}</span>
          </button>
          {tryError && (
            <p className="lesson__error" role="alert">
              {tryError}
            </p>
          )}
          <p className="lesson__expect">
            <strong>{t('lesson.youShouldSee')}</strong> {keepUnits(step.step.expect)}
          </p>
        </>
      );
    }
  }
}
