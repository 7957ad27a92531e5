// Beside the totals: what queueing and reliability theory predict for the selected service
// or call, against the run so far, or why the closed form does not apply here.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PANEL_PHASE_MS, PANEL_REDRAW_MS } from '../redraw/redrawSlots';
import { useLiveStoreValue } from '../redraw/usePhasedThrottle';
import { selectScenario, selectSelection } from '../../store/selectors';
import type { AppState } from '../../store/types';
import { useAppStore } from '../../store/useAppStore';
import { overlayWords } from './overlayWords';
import { theoryRows } from './theoryRows';
import './summary.css';

const selectSummary = (s: AppState) => s.summary;

export function TheoryPanel() {
  const { t } = useTranslation();
  const summary = useLiveStoreValue(selectSummary, PANEL_REDRAW_MS, PANEL_PHASE_MS);
  const scenario = useAppStore(selectScenario);
  const selection = useAppStore(selectSelection);
  const rows = useMemo(
    () => (summary ? theoryRows(scenario, summary, selection) : []),
    [scenario, summary, selection],
  );
  if (rows.length === 0) return null;
  return (
    <section
      className="panel theory-panel"
      aria-label={t('theory.title')}
      data-testid="theory-panel"
    >
      <h2 className="panel-title">
        {t('theory.title')}{' '}
        <span className="dim">
          {selection ? t('theory.scopeOne', { id: selection.id }) : t('theory.scopeClients')}
        </span>
      </h2>
      <ul className="theory-list">
        {/* Two clients can share a theory's words (both "1 − p^N …"): the position keeps keys apart. */}
        {rows.map((r, i) => (
          <li key={`${i}:${r.theory}`} data-agrees={String(r.agrees)}>
            <span
              className={`theory-badge theory-badge--${r.agrees === null ? 'na' : r.agrees ? 'ok' : 'bad'}`}
            >
              {t(r.agrees === null ? 'theory.na' : r.agrees ? 'theory.agrees' : 'theory.differs')}
            </span>{' '}
            {overlayWords(t, r.overlay)}
          </li>
        ))}
      </ul>
    </section>
  );
}
