// A/B on common random numbers: pin the current settings as the baseline A;
// edits make B. Shows what changed between them, in the settings' own words, and the delta
// table B − A at the same simulated time. The charts draw A as a faded ghost.
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { decodeBaselineFromUrl } from '../../scenarios/abLink';
import type { LinkProblem } from '../../scenarios/linkProblems';
import { linkProblemText } from '../share/linkWords';
import { diffSettings } from '../../sim/scenario';
import { appStore } from '../../store/appStore';
import { selectScenario } from '../../store/selectors';
import type { AppState } from '../../store/types';
import { useAppStore } from '../../store/useAppStore';
import { PANEL_PHASE_MS, PANEL_REDRAW_MS } from '../redraw/redrawSlots';
import { useLiveStoreValue } from '../redraw/usePhasedThrottle';
import { describeChange } from './changeLabels';
import { changeWords } from './changeWords';
import { useLanguage } from '../i18n/lessons';
import { DeltaTable } from './DeltaTable';
import { deltaTable, type RunSide } from '../../sim/analysis/deltaTable';
import { ReplicationsSection } from './ReplicationsSection';
import './compare.css';

/** "at t = 12 s, both runs", or each run's own time when they differ. */
const atCaption = (t: TFunction, a: number, b: number) =>
  a === b ? t('compare.atBoth', { b }) : t('compare.atEach', { a, b });

const selectBaseline = (s: AppState) => s.baseline;
const selectGraphShows = (s: AppState) => s.graphShows;

type Figures = Pick<
  AppState,
  | 'summary'
  | 'nowMs'
  | 'transitions'
  | 'faults'
  | 'baselineSummary'
  | 'baselineNowMs'
  | 'baselineTransitions'
  | 'baselineFaults'
>;
const FIGURES = [
  'summary',
  'nowMs',
  'transitions',
  'faults',
  'baselineSummary',
  'baselineNowMs',
  'baselineTransitions',
  'baselineFaults',
] as const satisfies readonly (keyof Figures)[];

/** Both runs' figures, the same object until one of them changes. */
const selectFigures = (() => {
  let last: Figures | null = null;
  return (s: AppState): Figures => {
    if (last && FIGURES.every((k) => last![k] === s[k])) return last;
    const next = {} as Record<keyof Figures, unknown>;
    for (const k of FIGURES) next[k] = s[k];
    last = next as Figures;
    return last;
  };
})();

/** Pins the baseline a link carries (`&a=`), once at start; its error when it is broken. */
function useBaselineFromLink(): LinkProblem | null {
  const [link] = useState(() => decodeBaselineFromUrl(window.location.hash));
  useEffect(() => {
    if (link.ok === true) appStore.getState().setBaseline(link.scenario);
  }, [link]);
  return link.ok === false ? link.problem : null;
}

export function ComparePanel() {
  const { t } = useTranslation();
  const baseline = useAppStore(selectBaseline);
  const scenario = useAppStore(selectScenario);
  const graphShows = useAppStore(selectGraphShows);
  // Totals change with every batch; twice a second is as fast as anyone reads a table.
  const f = useLiveStoreValue(selectFigures, PANEL_REDRAW_MS, PANEL_PHASE_MS);
  const nowMs = f.nowMs;
  const aNowMs = f.baselineNowMs;
  const language = useLanguage();
  const changes = useMemo(
    () =>
      baseline
        ? diffSettings(baseline, scenario)
            .map(describeChange)
            .map((c) => ({ subject: c.subject, text: changeWords(t, language, c) }))
        : [],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- t follows the language
    [baseline, scenario, language],
  );
  const groups = useMemo(() => {
    if (!baseline || !f.summary || !f.baselineSummary) return null;
    const a: RunSide = {
      summary: f.baselineSummary,
      nowMs: f.baselineNowMs,
      transitions: f.baselineTransitions,
      faults: f.baselineFaults,
      scenario: baseline,
    };
    const b: RunSide = { ...f, summary: f.summary, scenario };
    return deltaTable(a, b);
  }, [baseline, scenario, f]);
  const { pinBaseline, clearBaseline, setGraphShows } = appStore.getState();
  const linkError = useBaselineFromLink();
  const errorBanner = linkError && (
    <p role="alert" className="compare-panel__error" data-testid="baseline-link-error">
      {t('compare.linkError', { error: linkProblemText(t, linkError).replace(/\.$/, '') })}
    </p>
  );

  if (!baseline) {
    return (
      <section
        className="panel compare-panel"
        aria-label={t('compare.title')}
        data-testid="compare-panel"
      >
        <div className="panel-head">
          <h2 className="panel-title">{t('compare.title')}</h2>
          <button type="button" className="button" onClick={pinBaseline}>
            {t('compare.pin')}
          </button>
          <span className="dim compare-panel__help">{t('compare.pinHelp')}</span>
        </div>
        {errorBanner}
      </section>
    );
  }
  const timedEdits = scenario.editTimeline.length;
  return (
    <section
      className="panel compare-panel"
      aria-label={t('compare.title')}
      data-testid="compare-panel"
    >
      <div className="panel-head">
        <h2 className="panel-title">{t('compare.title')}</h2>
        <button type="button" className="button button--quiet" onClick={pinBaseline}>
          {t('compare.repin')}
        </button>
        <button type="button" className="button button--quiet" onClick={clearBaseline}>
          {t('compare.unpin')}
        </button>
        <div className="segmented" role="group" aria-label={t('compare.graphShows')}>
          <span className="dim">{t('compare.graphShows')}</span>
          {(['A', 'B'] as const).map((run) => (
            <button
              key={run}
              type="button"
              className="button button--quiet"
              aria-pressed={graphShows === run}
              onClick={() => setGraphShows(run)}
            >
              {run}
            </button>
          ))}
        </div>
      </div>
      <div className="compare-panel__body">
        <div className="compare-panel__changes" data-testid="what-changed">
          <h3>{t('compare.changed')}</h3>
          {changes.length === 0 ? (
            <p className="dim">{t('compare.nothingChanged')}</p>
          ) : (
            <ul>
              {changes.map((c) => (
                <li key={`${c.subject} ${c.text}`}>
                  <strong>{c.subject}</strong>: {c.text}
                </li>
              ))}
            </ul>
          )}
          {timedEdits > 0 && (
            <p className="dim">{t('compare.timedEdits', { count: timedEdits })}</p>
          )}
        </div>
        {groups ? (
          <DeltaTable
            groups={groups}
            caption={atCaption(t, Math.round(aNowMs / 100) / 10, Math.round(nowMs / 100) / 10)}
          />
        ) : (
          <p className="dim">{t('compare.waiting')}</p>
        )}
      </div>
      <ReplicationsSection a={baseline} b={scenario} />
    </section>
  );
}
