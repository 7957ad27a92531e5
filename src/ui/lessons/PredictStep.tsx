// Predict, then reveal: the room picks an answer before watching; Reveal reads the answer
// from the run on screen (the same measurement a claim uses) and says why.
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Prediction } from '../../scenarios/presets';
import { choiceFor } from '../../scenarios/predictions';
import { claimState, formatValue, type RunView } from './claimStatus';
import { useSelector } from '@xstate/react';
import { lessonStep, selectRevealed, type LessonStepSnapshot } from './lessonStepActor';
import { pagedText } from './textLines';
import { alignToLine } from './textPager';

const selectPicked = (s: LessonStepSnapshot) => s.context.picked;
const reveal = () => lessonStep.send({ type: 'reveal.requested' });
const pick = (choice: number) => lessonStep.send({ type: 'choice.picked', choice });

export function PredictStep({ prediction, run }: { prediction: Prediction; run: RunView }) {
  const { t } = useTranslation();
  // In the lesson's step machine, so the keys reach them: a digit picks, a clicker's press reveals.
  const picked = useSelector(lessonStep, selectPicked);
  const revealed = useSelector(lessonStep, selectRevealed);
  const state = claimState({ text: prediction.question, ...prediction }, run);
  const root = useRef<HTMLDivElement>(null);
  // The answer is shorter than the button it replaces: a box paged to its end scrolls back.
  useLayoutEffect(() => {
    const box = root.current?.closest<HTMLElement>('.lesson__step');
    if (box) alignToLine(pagedText(box));
  }, [revealed]);
  return (
    <div className="predict" data-testid="predict" ref={root}>
      <p className="predict__question">{prediction.question}</p>
      <div className="predict__choices" role="group" aria-label={t('predict.pick')}>
        {prediction.choices.map((choice, i) => (
          <button
            key={choice.label}
            type="button"
            className="predict__choice"
            aria-pressed={picked === i}
            onClick={() => pick(i)}
            aria-keyshortcuts={String(i + 1)}
          >
            {String.fromCharCode(65 + i)}. {choice.label}
          </button>
        ))}
      </div>
      {!revealed ? (
        <button type="button" className="lesson__try" onClick={reveal} data-testid="predict-reveal">
          {t('predict.reveal')}
          <span className="lesson__try-note">{t('predict.revealNote')}</span>
        </button>
      ) : (
        <Reveal prediction={prediction} state={state} picked={picked} />
      )}
    </div>
  );
}

function Reveal({
  prediction,
  state,
  picked,
}: {
  prediction: Prediction;
  state: ReturnType<typeof claimState>;
  picked: number | null;
}) {
  const { t } = useTranslation();
  if (state.kind === 'waiting')
    return <p className="predict__wait">{t('predict.waiting', { seconds: state.atMs / 1000 })}</p>;
  if (state.kind === 'needsEnd') return <p className="predict__wait">{t('predict.needsEnd')}</p>;
  if (state.kind === 'otherVariant')
    return <p className="predict__wait">{t('predict.otherRun')}</p>;
  if (state.kind === 'unavailable')
    return <p className="predict__wait">{t('predict.unavailable')}</p>;
  const index = choiceFor(prediction, state.value);
  const choice = prediction.choices[index];
  const value = formatValue(state.value);
  return (
    <div className="predict__answer" role="status" data-testid="predict-answer">
      <p>
        <strong>
          {choice
            ? t('predict.measured', {
                value,
                label: `${String.fromCharCode(65 + index)}. ${choice.label}`,
              })
            : t('predict.noChoice', { value })}
        </strong>{' '}
        {picked !== null && t(picked === index ? 'predict.right' : 'predict.wrong')}
      </p>
      <p>
        <strong>{t('predict.why')}:</strong> {prediction.why}
      </p>
    </div>
  );
}
