// One step of a lesson: the story, what to watch, what you should see, or a "try it".
import { useTranslation } from 'react-i18next';
import type { Lesson, TryStep } from '../../scenarios/presets';
import type { LessonStep } from '../../scenarios/lessonSteps';
import { ClaimList } from './ClaimList';
import type { RunView } from './claimStatus';
import { BASELINE } from './lessonVariants';
import { PredictStep } from './PredictStep';

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
            <p key={p}>{p}</p>
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
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    case 'expect':
      return (
        <>
          <ul className="lesson__items">
            {step.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <ClaimList claims={lesson.claims.filter((c) => c.variant === BASELINE)} run={run} />
        </>
      );
    case 'try': {
      const applied = run.variant === step.step.id;
      return (
        <>
          <p>{step.step.why}</p>
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
            <strong>{t('lesson.youShouldSee')}</strong> {step.step.expect}
          </p>
          <ClaimList claims={lesson.claims.filter((c) => c.variant === step.step.id)} run={run} />
        </>
      );
    }
  }
}
