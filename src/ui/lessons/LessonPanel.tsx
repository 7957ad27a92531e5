// The current preset's lesson beside the graph, as steps a teacher walks through: the
// story, what to watch, what you should see, then each "try it". A try applies its change
// to the preset and replays the run; claims are checked on the run on screen.
import { useEffect, useMemo, useState } from 'react';
import './lessons.css';
import { lessonSteps } from '../../scenarios/lessonSteps';
import { applyTryStep } from '../../scenarios/lessonSteps';
import { getPreset, presetScenario, type TryStep } from '../../scenarios/presets';
import { appStore } from '../../store/appStore';
import {
  selectDurationMs,
  selectFrames,
  selectNowMs,
  selectPresetId,
  selectStatus,
  selectTransitions,
} from '../../store/selectors';
import { useAppStore } from '../../store/useAppStore';
import type { AppState } from '../../store/types';
import type { RunTotals, RunView } from './claimStatus';
import { LessonStepView, stepClaims } from './LessonStepView';
import { ClaimList } from './ClaimList';
import { useLessonStep } from './lessonStepStore';
import { BASELINE, variantOf } from './lessonVariants';
import { useRunScenario } from './runProvenance';
import { useLiveStoreValue } from '../redraw/usePhasedThrottle';
import { PANEL_PHASE_MS, PANEL_REDRAW_MS } from '../redraw/redrawSlots';

/** The store's `summary` (the engine's totals, sent with each batch) when the runtime has it. */
const selectTotals = (s: AppState): RunTotals | null =>
  (s as unknown as { summary?: RunTotals | null }).summary ?? null;

/** Claims need simulated time, not 30 redraws a second: the clock is read per second. */
const useNowSecondMs = () => useAppStore((s) => Math.floor(selectNowMs(s) / 1000) * 1000);

function runLine(variant: string | null, labels: Map<string, string>): string {
  if (variant === BASELINE) return 'Running the preset as it is.';
  if (variant) return `Running with “${labels.get(variant) ?? variant}”.`;
  return 'Running your edited scenario: the claims below are about the preset.';
}

export function LessonPanel() {
  const presetId = useAppStore(selectPresetId);
  const preset = presetId ? getPreset(presetId) : undefined;
  const storedIndex = useLessonStep((s) => s.index);
  const storedPreset = useLessonStep((s) => s.presetId);
  // Until the store hears of a new preset (an effect below), its index is the old lesson's.
  const index = storedPreset === presetId ? storedIndex : 0;
  const setIndex = useLessonStep((s) => s.go);
  const [shownPreset, setShownPreset] = useState(presetId);
  const [open, setOpen] = useState(true);
  const [tryError, setTryError] = useState<string | null>(null);
  if (shownPreset !== presetId) {
    setShownPreset(presetId);
    setTryError(null);
  }
  const runScenario = useRunScenario(appStore);
  const nowMs = useNowSecondMs();
  const status = useAppStore(selectStatus);
  const durationMs = useAppStore(selectDurationMs);
  // Claims are about seconds and totals: twice a second is enough while playing (each batch
  // re-rendering the panel was 30 redraws a second of the same words).
  const frames = useLiveStoreValue(selectFrames, PANEL_REDRAW_MS, PANEL_PHASE_MS);
  const transitions = useLiveStoreValue(selectTransitions, PANEL_REDRAW_MS, PANEL_PHASE_MS);
  const totals = useLiveStoreValue(selectTotals, PANEL_REDRAW_MS, PANEL_PHASE_MS);
  const variant = useMemo(() => variantOf(presetId, runScenario), [presetId, runScenario]);
  const steps = useMemo(() => (preset ? lessonSteps(preset.lesson) : []), [preset]);
  const shown = open && preset ? steps.length : 0;
  useEffect(() => {
    useLessonStep.getState().show(presetId, shown);
    return () => useLessonStep.getState().show(presetId, 0);
  }, [presetId, shown]);
  if (!preset || !presetId) return null;
  const labels = new Map(preset.lesson.try.map((t) => [t.id, t.label]));
  const run: RunView = {
    variant,
    nowMs,
    durationMs,
    finished: status === 'finished',
    seed: runScenario?.seed ?? 0,
    frames,
    transitions,
    totals,
  };
  const step = steps[Math.min(index, steps.length - 1)];
  const claims = step ? stepClaims(step, preset.lesson) : [];
  const onTry = (tryStep: TryStep) => {
    const result = applyTryStep(presetScenario(presetId), tryStep);
    if (!result.ok) return setTryError(result.error);
    setTryError(null);
    const app = appStore.getState();
    if (app.loadScenario(result.scenario, presetId)) appStore.getState().play();
  };
  const backToPreset = () => {
    const app = appStore.getState();
    if (app.loadScenario(presetScenario(presetId), presetId)) appStore.getState().play();
  };
  if (!open) {
    return (
      <button
        type="button"
        className="lesson-tab"
        onClick={() => setOpen(true)}
        data-testid="lesson-show"
      >
        <span aria-hidden="true">📖</span> Show the lesson
      </button>
    );
  }
  return (
    <section className="panel lesson" aria-label="Lesson" data-testid="lesson-panel">
      <div className="lesson__head">
        <span className="lesson__kicker">Lesson</span>
        <button type="button" className="button button--quiet" onClick={() => setOpen(false)}>
          Hide
        </button>
      </div>
      <h2 className="lesson__title">{preset.lesson.title}</h2>
      <nav className="lesson__steps" aria-label="Lesson steps">
        {steps.map((s, i) => (
          <button
            key={`${s.kind}:${s.title}`}
            type="button"
            className="lesson__dot"
            aria-current={i === index ? 'step' : undefined}
            onClick={() => setIndex(i)}
            title={s.title}
          >
            <span className="sr-only">{s.title}</span>
            {i + 1}
          </button>
        ))}
      </nav>
      {step && (
        // A tab stop: on the stage the step's text scrolls, and the keyboard must reach it.
        <article className="lesson__step" aria-live="polite" data-testid="lesson-step" tabIndex={0}>
          <h3 className="lesson__step-title">
            {step.kind === 'try' ? 'Try: ' : ''}
            {step.kind === 'story' ? 'The system' : step.title}
          </h3>
          <LessonStepView
            step={step}
            lesson={preset.lesson}
            run={run}
            onTry={onTry}
            tryError={tryError}
          />
        </article>
      )}
      {claims.length > 0 && (
        <div className="lesson__claims" data-testid="lesson-claims">
          <ClaimList claims={claims} run={run} />
        </div>
      )}
      <p className="lesson__run" data-testid="lesson-run">
        {runLine(variant, labels)}{' '}
        {variant !== BASELINE && (
          <button type="button" className="lesson__link" onClick={backToPreset}>
            Back to the preset
          </button>
        )}
      </p>
      <div className="lesson__nav">
        <button
          type="button"
          className="button"
          disabled={index === 0}
          onClick={() => setIndex(index - 1)}
          aria-keyshortcuts="PageUp P"
          data-testid="lesson-back"
        >
          ← Back
        </button>
        <span className="dim">
          {index + 1} of {steps.length}
        </span>
        <button
          type="button"
          className="button"
          disabled={index >= steps.length - 1}
          onClick={() => setIndex(index + 1)}
          aria-keyshortcuts="PageDown N"
          data-testid="lesson-next"
        >
          Next →
        </button>
      </div>
    </section>
  );
}
