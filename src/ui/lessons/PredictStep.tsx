// Predict, then reveal: the room picks an answer before watching; Reveal reads the answer
// from the run on screen (the same measurement a claim uses) and says why.
import { useState } from 'react';
import type { Prediction } from '../../scenarios/presets';
import { choiceFor } from '../../scenarios/predictions';
import { claimState, formatValue, type RunView } from './claimStatus';

const S = {
  pick: 'The room’s answer',
  reveal: 'Reveal the answer',
  revealNote: 'read from the run on screen',
  measured: (value: string, label: string) => `The run says ${value}: “${label}”.`,
  noChoice: (value: string) => `The run says ${value}.`,
  right: '✓ The room got it.',
  wrong: '✗ Not what the room expected.',
  waiting: (s: number) => `The run has not reached t = ${s} s yet: play on, then reveal.`,
  needsEnd: 'Run to the end, then reveal.',
  otherRun: 'The answer is read from a run of the preset as it is: go back to the preset and play.',
  unavailable: 'This run cannot answer it.',
  why: 'Why',
} as const;

export function PredictStep({ prediction, run }: { prediction: Prediction; run: RunView }) {
  const [picked, setPicked] = useState<number | null>(null);
  const [revealed, setRevealed] = useState(false);
  const state = claimState({ text: prediction.question, ...prediction }, run);
  return (
    <div className="predict" data-testid="predict">
      <p className="predict__question">{prediction.question}</p>
      <div className="predict__choices" role="group" aria-label={S.pick}>
        {prediction.choices.map((choice, i) => (
          <button
            key={choice.label}
            type="button"
            className="predict__choice"
            aria-pressed={picked === i}
            onClick={() => setPicked(i)}
          >
            {String.fromCharCode(65 + i)}. {choice.label}
          </button>
        ))}
      </div>
      {!revealed ? (
        <button
          type="button"
          className="lesson__try"
          onClick={() => setRevealed(true)}
          data-testid="predict-reveal"
        >
          {S.reveal}
          <span className="lesson__try-note">{S.revealNote}</span>
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
  if (state.kind === 'waiting')
    return <p className="predict__wait">{S.waiting(state.atMs / 1000)}</p>;
  if (state.kind === 'needsEnd') return <p className="predict__wait">{S.needsEnd}</p>;
  if (state.kind === 'otherVariant') return <p className="predict__wait">{S.otherRun}</p>;
  if (state.kind === 'unavailable') return <p className="predict__wait">{S.unavailable}</p>;
  const index = choiceFor(prediction, state.value);
  const choice = prediction.choices[index];
  const value = formatValue(state.value);
  return (
    <div className="predict__answer" role="status" data-testid="predict-answer">
      <p>
        <strong>
          {choice
            ? S.measured(value, `${String.fromCharCode(65 + index)}. ${choice.label}`)
            : S.noChoice(value)}
        </strong>{' '}
        {picked !== null && (picked === index ? S.right : S.wrong)}
      </p>
      <p>
        <strong>{S.why}:</strong> {prediction.why}
      </p>
    </div>
  );
}
