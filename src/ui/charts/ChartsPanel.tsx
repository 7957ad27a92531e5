// The charts, on one shared time axis (simulated seconds) with one shared cursor.
// The selected call's breaker and bulkhead come first; the cascade and the clients always.
// Every chart is a description (chartSpecs.ts) drawn by TimeChart, in its own redraw slot:
// its place in the list.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import '../views.css';
import './charts.css';
import { useAppStore } from '../../store/useAppStore';
import {
  callPolicyOf,
  selectCursorMs,
  selectScenario,
  selectSelection,
  selectTheme,
} from '../../store/selectors';
import { appStore } from '../../store/appStore';
import type { AppState } from '../../store/types';
import { callDepths, callLinks } from '../graph/callGraph';
import { changeMarkers } from '../compare/changeLabels';
import { changeWords } from '../compare/changeWords';
import { useLanguage } from '../i18n/lessons';
import { palette } from './chartColors';
import { CascadeHeatmap } from './CascadeHeatmap';
import {
  breakerChart,
  bulkheadChart,
  clientTrafficChart,
  latencyChart,
  perServiceChart,
  type ChartText,
} from './chartSpecs';
import { concurrencyLimitChart } from './limitChart';
import { TimeChartInTurn } from './TimeChartInTurn';
import { latencyTheory, workersTheory, type TheoryText } from './theoryThresholds';
import type { TimeChartSpec } from './timeSeries';
import { WindowPicker } from './WindowPicker';

const setCursor = (ms: number | null) => appStore.getState().setCursor(ms);
const setWindowS = (s: number) => appStore.getState().setChartWindowS(s);
const selectWindowS = (s: AppState) => s.chartWindowS;
const MAX_CLIENT_CHARTS = 3;
/** Slot 0 is the cascade heatmap's; the time charts follow in their order on the page. */
const FIRST_CHART_SLOT = 1;

export function ChartsPanel() {
  const { t, i18n } = useTranslation();
  // A new function only when the language changes: the chart list is memoised on it.
  const text: ChartText = useMemo(
    () => (key, vars) => t(`charts.${key}`, vars ?? {}),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- t follows the language
    [i18n.language],
  );
  const theoryText: TheoryText = useMemo(
    () => (key, vars) => t(`theoryLines.${key}`, vars),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- t follows the language
    [i18n.language],
  );
  const scenario = useAppStore(selectScenario);
  const cursorMs = useAppStore(selectCursorMs);
  const selection = useAppStore(selectSelection);
  const theme = useAppStore(selectTheme);
  const windowS = useAppStore(selectWindowS);
  const services = useMemo(() => {
    const depths = callDepths(scenario);
    return scenario.services
      .map((s) => s.name)
      .sort((a, b) => (depths.get(a) ?? 0) - (depths.get(b) ?? 0));
  }, [scenario]);
  // The selected call, else the first call with a breaker (else with an adaptive limit), so
  // the breaker chart (or the limit's) is never empty.
  const edge = useMemo(() => {
    if (selection?.kind === 'edge') return selection.id;
    const links = callLinks(scenario);
    const withBreaker = links.find((l) => callPolicyOf(scenario, l.key)?.breaker.enabled);
    const withLimit = links.find((l) => callPolicyOf(scenario, l.key)?.concurrencyLimit?.enabled);
    return (withBreaker ?? withLimit)?.key;
  }, [scenario, selection]);
  const highlight = selection?.kind === 'service' ? selection.id : undefined;
  const p = palette(theme);
  const specs = useMemo(() => {
    const policy = edge ? callPolicyOf(scenario, edge) : undefined;
    const list: TimeChartSpec[] = [];
    if (edge && policy?.breaker.enabled) list.push(breakerChart(edge, policy.breaker, p, text));
    if (edge && policy?.bulkhead.enabled)
      list.push(bulkheadChart(edge, policy.bulkhead.maxConcurrentCalls, p, text));
    if (edge && policy?.concurrencyLimit?.enabled) list.push(concurrencyLimitChart(edge, p, text));
    for (const c of scenario.clients.slice(0, MAX_CLIENT_CHARTS)) {
      const latency = latencyChart(c.name, p, text);
      // Theory on the chart it describes: M/M/c's p50 and p99 where they apply.
      const theory = latencyTheory(scenario, c.name, p, theoryText);
      list.push(clientTrafficChart(c.name, p, text), { ...latency, thresholds: theory });
    }
    const workers = perServiceChart(
      {
        key: 'workers',
        title: text('workersTitle'),
        subtitle: text('workersSubtitle'),
        testId: 'workers-chart',
        field: 'busyWorkers',
      },
      services,
      highlight,
      p,
    );
    // Expected busy workers from the settings, in each service's own colour.
    const busyTheory = workersTheory(scenario, services, p, theoryText);
    list.push(
      { ...workers, thresholds: busyTheory },
      perServiceChart(
        {
          key: 'amplification',
          title: text('ampTitle'),
          subtitle: text('ampSubtitle'),
          testId: 'amplification-chart',
          field: 'amplification',
          unit: '×',
        },
        services,
        highlight,
        p,
      ),
    );
    return list;
  }, [scenario, edge, services, highlight, p, text, theoryText]);
  const language = useLanguage();
  // One label per edit time, naming each change made then (once, if repeated).
  const markers = useMemo(
    () =>
      changeMarkers(scenario).map((m) => ({
        tS: m.tS,
        label: [...new Set(m.changes.map((c) => changeWords(t, language, c)))].join('; '),
      })),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- t follows the language
    [scenario, language],
  );
  const cursorS = cursorMs === null ? null : cursorMs / 1000;
  return (
    <section className="panel charts-panel" aria-label={t('charts.label')}>
      <div className="panel-head">
        <h2 className="panel-title">{t('charts.title')}</h2>
        <WindowPicker windowS={windowS} onChange={setWindowS} />
        {cursorMs !== null && (
          <button type="button" className="button button--quiet" onClick={() => setCursor(null)}>
            {t('charts.clearCursor', { seconds: cursorMs / 1000 })}
          </button>
        )}
      </div>
      <CascadeHeatmap
        windowS={windowS}
        services={services}
        cursorS={cursorS}
        setCursor={setCursor}
        markers={markers}
      />
      <div className="chart-grid">
        {specs.map((spec, i) => (
          <TimeChartInTurn
            key={spec.key}
            spec={spec}
            slot={FIRST_CHART_SLOT + i}
            windowS={windowS}
            cursorS={cursorS}
            palette={p}
            setCursor={setCursor}
            markers={markers}
          />
        ))}
      </div>
    </section>
  );
}
