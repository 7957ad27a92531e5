// The current preset's lesson beside the graph, as steps a teacher walks through: the
// story, what to watch, what you should see, then each "try it". A try applies its change
// to the preset and replays the run; claims are checked on the run on screen.
import type { TFunction } from 'i18next';
import { inLanguage, useLanguage } from '../i18n/lessons';
import { useTranslation } from 'react-i18next';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSelector } from '@xstate/react';
import './lessons.css';
import './stage.css';
import { lessonSteps, type LessonStep } from '../../scenarios/lessonSteps';
import { applyTryStep } from '../../scenarios/lessonSteps';
import { getPreset, presetScenario, type TryStep } from '../../scenarios/presets';
import { appStore } from '../../store/appStore';
import { notReplacedDetail, replaceWork } from '../files/replacedWorkActions';
import { selectPresenter, selectPresetId } from '../../store/selectors';
import { useAppStore } from '../../store/useAppStore';
import { LessonStepView, stepClaims } from './LessonStepView';
import { ClaimList } from './ClaimList';
import { lessonStep, type LessonStepSnapshot } from './lessonStepActor';
import { stepShape } from './lessonStepMachine';
import { BASELINE, variantOf } from './lessonVariants';
import { useRunView } from './useRunView';
import { useRoom } from '../share/roomStore';
import { useClickerInStep } from './useClickerInStep';

const selectIndex = (s: LessonStepSnapshot) => s.context.index;
const selectPresetOfStep = (s: LessonStepSnapshot) => s.context.presetId;
const selectCanBack = (s: LessonStepSnapshot) =>
  s.can({ type: 'step.chosen', index: s.context.index - 1 });
const selectCanNext = (s: LessonStepSnapshot) =>
  s.can({ type: 'step.chosen', index: s.context.index + 1 });
const setIndex = (index: number) => lessonStep.send({ type: 'step.chosen', index });

function runLine(variant: string | null, labels: Map<string, string>, t: TFunction): string {
  if (variant === BASELINE) return t('lesson.runningPreset');
  if (variant) return t('lesson.runningTry', { label: labels.get(variant) ?? variant });
  return t('lesson.runningEdited');
}

/** A step's heading: the lesson's own words, or the panel's for its fixed steps. */
function stepTitle(step: LessonStep, t: TFunction): string {
  if (step.kind === 'story') return t('lesson.system');
  if (step.kind === 'watch') return t('lesson.watch');
  if (step.kind === 'expect') return t('lesson.expect');
  if (step.kind === 'predict') return t('lesson.predict');
  return step.title;
}

export function LessonPanel() {
  const presetId = useAppStore(selectPresetId);
  const { t } = useTranslation();
  const language = useLanguage();
  const found = presetId ? getPreset(presetId) : undefined;
  const preset = useMemo(() => found && inLanguage(found, language), [found, language]);
  const storedIndex = useSelector(lessonStep, selectIndex);
  const storedPreset = useSelector(lessonStep, selectPresetOfStep);
  // Until the machine hears of a new preset (an effect below), its index is the old lesson's.
  const index = storedPreset === presetId ? storedIndex : 0;
  const canBack = useSelector(lessonStep, selectCanBack);
  const canNext = useSelector(lessonStep, selectCanNext);
  const [shownPreset, setShownPreset] = useState(presetId);
  const [open, setOpen] = useState(true);
  const [tryError, setTryError] = useState<string | null>(null);
  if (shownPreset !== presetId) {
    setShownPreset(presetId);
    setTryError(null);
  }
  const presenter = useAppStore(selectPresenter);
  const { run: view, runScenario } = useRunView();
  const variant = useMemo(() => variantOf(presetId, runScenario), [presetId, runScenario]);
  const steps = useMemo(() => (preset ? lessonSteps(preset.lesson) : []), [preset]);
  const shapes = useMemo(() => steps.map(stepShape), [steps]);
  const shown = open && preset ? steps.length : 0;
  useEffect(() => {
    const hidden = { type: 'lesson.hidden', presetId } as const;
    if (shown === 0) return void lessonStep.send(hidden);
    lessonStep.send({ type: 'lesson.shown', presetId, steps: shapes });
    return () => lessonStep.send(hidden);
  }, [presetId, shown, shapes]);
  // A link's `step=` moves the lesson once per link (a fresh object each time). It is an
  // effect, after the one above has told the step machine this lesson's steps: sending to it
  // while rendering would update other components during this one's render.
  const linkStep = useRoom((r) => r.step);
  const seenLinkStep = useRef<typeof linkStep>(null);
  useEffect(() => {
    if (linkStep === seenLinkStep.current || shown === 0) return;
    seenLinkStep.current = linkStep;
    if (linkStep) setIndex(Math.min(linkStep.n, shown) - 1);
  }, [linkStep, shown]);
  const onTry = useCallback(
    (tryStep: TryStep) => {
      if (!presetId) return;
      const result = applyTryStep(presetScenario(presetId), tryStep);
      if (!result.ok) return setTryError(result.error);
      setTryError(null);
      // Edits made on the lesson are kept (Files ▸ Replaced work) before the variant opens.
      const replaced = replaceWork(result.scenario, presetId);
      if (!replaced.ok) return setTryError(notReplacedDetail(replaced.error));
      if (replaced.loaded) appStore.getState().play();
    },
    [presetId],
  );
  const step = steps[Math.min(index, steps.length - 1)];
  const tries = useMemo(() => preset?.lesson.try ?? [], [preset]);
  const stepText = useClickerInStep({ tries, variant, presenter, onTry });
  if (!preset || !presetId) return null;
  const labels = new Map(preset.lesson.try.map((t) => [t.id, t.label]));
  const run = { ...view, variant };
  const claims = step ? stepClaims(step, preset.lesson) : [];
  const backToPreset = () => {
    const replaced = replaceWork(presetScenario(presetId), presetId);
    if (!replaced.ok) return setTryError(notReplacedDetail(replaced.error));
    if (replaced.loaded) appStore.getState().play();
  };
  if (!open) {
    return (
      <button
        type="button"
        className="lesson-tab"
        onClick={() => setOpen(true)}
        data-testid="lesson-show"
      >
        <span aria-hidden="true">📖</span> {t('lesson.show')}
      </button>
    );
  }
  return (
    <section className="panel lesson" aria-label={t('lesson.label')} data-testid="lesson-panel">
      <div className="lesson__head">
        <span className="lesson__kicker">{t('lesson.kicker')}</span>
        <button type="button" className="button button--quiet" onClick={() => setOpen(false)}>
          {t('lesson.hide')}
        </button>
      </div>
      <h2 className="lesson__title">{preset.lesson.title}</h2>
      <nav className="lesson__steps" aria-label={t('lesson.steps')}>
        {steps.map((s, i) => (
          <button
            key={`${s.kind}:${s.title}`}
            type="button"
            className="lesson__dot"
            aria-current={i === index ? 'step' : undefined}
            onClick={() => setIndex(i)}
            title={stepTitle(s, t)}
          >
            <span className="sr-only">{stepTitle(s, t)}</span>
            {i + 1}
          </button>
        ))}
      </nav>
      {step && (
        // A tab stop: on the stage the step's text scrolls, and the keyboard must reach it.
        // Keyed by step: the next step's text starts at its top, not where the last one was paged to.
        <article
          key={index}
          ref={stepText}
          className="lesson__step"
          aria-live="polite"
          data-testid="lesson-step"
          tabIndex={0}
        >
          <h3 className="lesson__step-title">
            {step.kind === 'try' ? t('lesson.tryPrefix') : ''}
            {stepTitle(step, t)}
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
        {runLine(variant, labels, t)}{' '}
        {variant !== BASELINE && (
          <button type="button" className="lesson__link" onClick={backToPreset}>
            {t('lesson.backToPreset')}
          </button>
        )}
      </p>
      <div className="lesson__nav">
        <button
          type="button"
          className="button"
          disabled={!canBack}
          onClick={() => setIndex(index - 1)}
          aria-keyshortcuts="PageUp P"
          data-testid="lesson-back"
        >
          {t('lesson.back')}
        </button>
        <span className="dim">{t('lesson.position', { at: index + 1, count: steps.length })}</span>
        <button
          type="button"
          className="button"
          disabled={!canNext}
          onClick={() => setIndex(index + 1)}
          aria-keyshortcuts="PageDown N"
          data-testid="lesson-next"
        >
          {t('lesson.next')}
        </button>
      </div>
    </section>
  );
}
