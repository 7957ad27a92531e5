// The charts, on one shared time axis (simulated seconds) with one shared cursor.
// The selected call's breaker and bulkhead come first; the cascade and the clients always.
// Each chart reads the frames itself, in its own redraw slot (useChartFrames).
import { useTranslation } from 'react-i18next';
import { useMemo, useState } from 'react';
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
import { callDepths, callLinks } from '../graph/callGraph';
import { palette } from './chartColors';
import { BreakerChart } from './BreakerChart';
import { BulkheadChart } from './BulkheadChart';
import { CascadeHeatmap } from './CascadeHeatmap';
import { ClientTrafficChart } from './ClientTrafficChart';
import { LatencyChart } from './LatencyChart';
import { PerServiceChart } from './PerServiceChart';
import { WindowPicker } from './WindowPicker';

const setCursor = (ms: number | null) => appStore.getState().setCursor(ms);
const MAX_CLIENT_CHARTS = 3;

export function ChartsPanel() {
  const { t } = useTranslation();
  const scenario = useAppStore(selectScenario);
  const cursorMs = useAppStore(selectCursorMs);
  const selection = useAppStore(selectSelection);
  const theme = useAppStore(selectTheme);
  const [windowS, setWindowS] = useState(120);
  const services = useMemo(() => {
    const depths = callDepths(scenario);
    return scenario.services
      .map((s) => s.name)
      .sort((a, b) => (depths.get(a) ?? 0) - (depths.get(b) ?? 0));
  }, [scenario]);
  // The selected call, else the first call with a breaker, so the breaker chart is never empty.
  const edge = useMemo(() => {
    if (selection?.kind === 'edge') return selection.id;
    return callLinks(scenario).find((l) => callPolicyOf(scenario, l.key)?.breaker.enabled)?.key;
  }, [scenario, selection]);
  const policy = edge ? callPolicyOf(scenario, edge) : undefined;
  const common = {
    windowS,
    cursorS: cursorMs === null ? null : cursorMs / 1000,
    palette: palette(theme),
    setCursor,
  };
  const highlight = selection?.kind === 'service' ? selection.id : undefined;
  const clients = scenario.clients.slice(0, MAX_CLIENT_CHARTS);
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
        cursorS={common.cursorS}
        setCursor={setCursor}
      />
      <div className="chart-grid">
        {edge && policy?.breaker.enabled && (
          <BreakerChart {...common} slot={1} edge={edge} breaker={policy.breaker} />
        )}
        {edge && policy?.bulkhead.enabled && (
          <BulkheadChart
            {...common}
            slot={2}
            edge={edge}
            maxConcurrentCalls={policy.bulkhead.maxConcurrentCalls}
          />
        )}
        {clients.flatMap((c, i) => [
          <ClientTrafficChart key={`t-${c.name}`} {...common} slot={3 + 2 * i} client={c.name} />,
          <LatencyChart key={`l-${c.name}`} {...common} slot={4 + 2 * i} client={c.name} />,
        ])}
        <PerServiceChart
          {...common}
          slot={3 + 2 * clients.length}
          title={t('charts.workersTitle')}
          subtitle={t('charts.workersSubtitle')}
          testId="workers-chart"
          services={services}
          field="busyWorkers"
          highlight={highlight}
        />
        <PerServiceChart
          {...common}
          slot={4 + 2 * clients.length}
          title={t('charts.ampTitle')}
          subtitle={t('charts.ampSubtitle')}
          testId="amplification-chart"
          services={services}
          field="amplification"
          unit="×"
          highlight={highlight}
        />
      </div>
    </section>
  );
}
