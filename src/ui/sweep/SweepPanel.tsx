// The sweep view: a form, a progress bar with cancel, and the picture filling
// in as results arrive: a curve with its band for one setting, a map for two (a stability
// map with a trigger). CSV and PNG out; the form is a link. Loaded with React.lazy.
import { useTranslation } from 'react-i18next';
import { useEffect, useMemo, useRef, useState } from 'react';
import { downloadTextFile } from '../../scenarios/browserFiles';
import { prepareSweep, toCsv } from '../../sweep';
import { selectScenario } from '../../store/selectors';
import { useAppStore } from '../../store/useAppStore';
import { ChartCard } from '../charts/ChartCard';
import { exportChartPng } from '../files/fileActions';
import { SweepCurve } from './SweepCurve';
import { SweepFields } from './SweepFields';
import { STABILITY_FILL } from './SweepHeatmap';
import { SweepMap } from './SweepMap';
import { SweepProgress } from './SweepProgress';
import { metricChoices, numericPaths } from './sweepChoices';
import {
  defaultForm,
  formFromParams,
  formToParams,
  problemFields,
  toSweepInput,
  type FormProblem,
  type SweepForm,
} from './sweepForm';
import { sweepProblemText } from './sweepProblemWords';
import { curvePoints } from './sweepView';
import { useSweepRun } from './useSweepRun';
import {
  reachableTarget,
  requirementHint,
  suggestForm,
  suggestKinds,
  sweptReachable,
} from './sweepSuggest';
import { SweepSuggestion } from './SweepSuggestion';
import { selectSelection } from '../../store/selectors';
import { useLanguage } from '../i18n/lessons';
import { metricWords, sweptSettingWords } from './sweepWords';
import { useWorkbench } from '../workbench/workbenchStore';
import {
  pathOwnerName,
  sweepOwner,
  sweepSettingChoices,
  type SweepSettingChoice,
} from './sweepSettings';
import './sweep.css';

/**
 * A first sweep that runs as is: the selected call's or service's first setting (else the
 * first client's rate) from half to twice its value, inside the schema's bounds.
 */
function startingForm(choices: readonly SweepSettingChoice[], fromAddress = true): SweepForm {
  const fromLink = fromAddress && formFromParams(new URLSearchParams(window.location.search));
  if (fromLink) return fromLink.form;
  const first = choices[0];
  return first ? { ...defaultForm(), axes: [first.axis] } : defaultForm();
}

const linkFor = (form: SweepForm, run = false) => {
  const params = new URLSearchParams(window.location.search);
  formToParams(form, params, run);
  return `${window.location.pathname}?${params.toString()}${window.location.hash}`;
};

export default function SweepPanel({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const scenario = useAppStore(selectScenario);
  const selection = useAppStore(selectSelection);
  const owner = sweepOwner(scenario, selection);
  const choices = useMemo(
    () => (owner ? sweepSettingChoices(scenario, owner) : []),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [scenario, owner?.kind, owner?.id],
  );
  const [form, setForm] = useState(() => startingForm(choices));
  const [copied, setCopied] = useState(false);
  const [formProblems, setFormProblems] = useState<FormProblem[]>([]);
  const { state, start, cancel, reset } = useSweepRun();
  const card = useRef<HTMLDivElement>(null);
  const paths = useMemo(() => numericPaths(scenario), [scenario]);
  const metrics = useMemo(() => metricChoices(scenario), [scenario]);
  const running = state.status === 'running';

  // The suggestion asks for what the scenario reaches as it stands (A's figure when pinned),
  // until the engineer types a target of their own.
  const figure = useAppStore((s) => reachableTarget(s.baselineSummary ?? s.summary, s.scenario));
  const [typedTarget, setTarget] = useState<string | null>(null);
  const target = typedTarget ?? figure ?? '';
  const [ranForm, setRanForm] = useState<SweepForm | null>(null);
  // A switch of scenario: the old paths and results mean nothing here; start again from it.
  const switches = useWorkbench((s) => s.switches);
  const [seenSwitches, setSeenSwitches] = useState(switches);
  if (switches !== seenSwitches) {
    setSeenSwitches(switches);
    setForm(startingForm(choices, false));
    setFormProblems([]);
    setRanForm(null);
    setCopied(false);
    setTarget(null);
  }
  useEffect(() => {
    if (switches > 0) reset();
  }, [switches, reset]);
  const run = (chosen: SweepForm = form) => {
    const { input, problems } = toSweepInput(chosen, scenario);
    // Every problem at once: the form's own fields' and the core's.
    const prepared = prepareSweep(input);
    const all = prepared.ok ? problems : [...prepared.problems, ...problems];
    setFormProblems(all);
    if (all.length > 0) return;
    // The address follows the sweep that runs (not auto-run when reopened).
    window.history.replaceState(window.history.state, '', linkFor(chosen));
    setRanForm(chosen);
    // The run's start (the job machine and the panel redrawn as running) in a task of its
    // own: checking the sweep and drawing its problems is the click's. Together they were
    // one task of 39 ms CPU on a quiet machine and over 60 under load (Chromium's trace).
    setTimeout(() => start(input, prepared), 0);
  };
  // A link that asks to run starts once, when the view opens (a timer, so React's
  // development double mount does not start it and cancel it at once).
  const autoRun = useRef(formFromParams(new URLSearchParams(window.location.search))?.run);
  useEffect(() => {
    if (!autoRun.current) return;
    const timer = setTimeout(() => {
      autoRun.current = false;
      run();
    }, 0);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const copyLink = async () => {
    const url = new URL(linkFor(form), window.location.href).toString();
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      window.history.replaceState(window.history.state, '', url);
    }
  };

  const { sweep, cells } = state;
  // Once a sweep of this metric is done, the example asks for what its best value reached.
  const swept = ranForm?.metric === form.metric && !running ? sweptReachable(cells) : null;
  const hintFigure = swept ?? figure;
  // An axis may move several settings together ("a + b"); two axes make a map ("a × b").
  const axisWords = (i: number) =>
    sweep!.axes[i]!.paths.map((p) => sweptSettingWords(t, language, p)).join(' + ');
  const title = sweep
    ? t('sweepWords.title', {
        metric: metricWords(t, sweep.metrics[0]!.name),
        setting: sweep.axes.map((_, i) => axisWords(i)).join(' × '),
      })
    : '';
  // Worded at each render, so switching the language rewords the problems on screen.
  const problems = [...formProblems, ...state.problems];
  const errors = problems.map((p) => sweepProblemText(t, language, p, form.axes.length));
  return (
    <section className="panel sweep-panel" aria-label={t('sweep.title')} data-testid="sweep-panel">
      <h2 className="panel-title">
        {t('sweep.title')}
        <button type="button" className="btn btn--ghost sweep-close" onClick={onClose}>
          {t('sweep.close')}
        </button>
      </h2>
      <p className="hint">{t('sweep.intro')}</p>
      <SweepFields
        form={form}
        onChange={(f) => {
          setForm(f);
          setCopied(false);
        }}
        paths={paths}
        metrics={metrics}
        choices={choices}
        owner={owner ? owner.id.replace('->', ' → ') : ''}
        ownerOfPath={(path) => pathOwnerName(scenario, path)}
        disabled={running}
        invalid={problemFields(problems, form)}
        errorsId="sweep-errors"
        ownDurationS={scenario.durationMs / 1000}
        requirementHint={requirementHint(form.metric, hintFigure)}
      />
      <div className="sweep-actions">
        {state.canCancel ? (
          <button type="button" className="btn" onClick={cancel} data-testid="sweep-cancel">
            {t('sweep.cancel')}
          </button>
        ) : (
          <button
            type="button"
            className="btn btn--primary"
            onClick={() => run()}
            data-testid="sweep-run"
          >
            {t('sweep.run')}
          </button>
        )}
        <button type="button" className="btn btn--ghost" onClick={() => void copyLink()}>
          {copied ? t('sweep.linkCopied') : t('sweep.link')}
        </button>
        {sweep && !running && (
          <>
            <button
              type="button"
              className="btn btn--ghost"
              data-testid="sweep-csv"
              onClick={() => downloadTextFile('sweep.csv', toCsv(sweep, cells), 'text/csv')}
            >
              {t('sweep.csv')}
            </button>
            <button
              type="button"
              className="btn btn--ghost"
              data-testid="sweep-png"
              onClick={() => {
                const svg = card.current?.querySelector<SVGSVGElement>(
                  'svg.sweep-heatmap, .recharts-wrapper svg',
                );
                if (svg) void exportChartPng(title, svg);
              }}
            >
              {t('sweep.png')}
            </button>
          </>
        )}
      </div>
      {selection?.kind === 'edge' &&
        !running &&
        suggestKinds(scenario, selection.id).length > 0 && (
          <div className="sweep-actions">
            <label className="sweep-field sweep-field--num">
              <span>{t('sweep.target')}</span>
              <input
                value={target}
                inputMode="decimal"
                placeholder={t('sweep.targetHint')}
                data-testid="sweep-target"
                onChange={(e) => setTarget(e.target.value)}
              />
            </label>
            {suggestKinds(scenario, selection.id).map((kind) => (
              <button
                key={kind}
                type="button"
                className="btn"
                disabled={!target.trim()}
                data-testid={`sweep-find-${kind}`}
                onClick={() => {
                  const f = suggestForm(scenario, selection.id, kind, target.trim());
                  if (!f) return;
                  setForm(f);
                  run(f);
                }}
              >
                {t(kind === 'bulkhead' ? 'sweep.findBulkhead' : 'sweep.findBreaker', {
                  edge: selection.id,
                  target,
                })}
              </button>
            ))}
          </div>
        )}
      {errors.length > 0 && (
        <ul
          id="sweep-errors"
          className="field__error sweep-errors"
          role="alert"
          data-testid="sweep-errors"
        >
          {errors.map((e, i) => (
            <li key={i}>{e}</li>
          ))}
        </ul>
      )}
      {state.progress && sweep && <SweepProgress progress={state.progress} status={state.status} />}
      {state.status === 'cancelled' && <p className="hint">{t('sweep.cancelled')}</p>}
      {state.status === 'done' && sweep && ranForm?.atLeast.trim() && sweep.axes.length === 1 && (
        <SweepSuggestion sweep={sweep} cells={cells} requirement={ranForm.atLeast} />
      )}
      {sweep && (
        <div ref={card}>
          <ChartCard
            title={title}
            testId="sweep-result"
            subtitle={t('sweepWords.subtitle', {
              count: sweep.seeds.length,
              seconds: sweep.durationMs / 1000,
            })}
          >
            {sweep.axes.length === 1 ? (
              <SweepCurve
                points={curvePoints(cells)}
                xLabel={axisWords(0)}
                share={sweep.metrics[0]!.name.endsWith('availability')}
              />
            ) : (
              <SweepMap
                sweep={sweep}
                cells={cells}
                rowLabel={axisWords(0)}
                colLabel={axisWords(1)}
              />
            )}
          </ChartCard>
          {sweep.stability && (
            <ul className="sweep-legend">
              {Object.entries(STABILITY_FILL).map(([k, fill]) => (
                <li key={k}>
                  <span className="sweep-legend__swatch" style={{ background: fill }} />{' '}
                  {t(`sweepWords.stability.${k as keyof typeof STABILITY_FILL}`)}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}
