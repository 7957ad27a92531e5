// Beside the totals: what queueing and reliability theory predict for the selected service
// or call, against the run so far, or why the closed form does not apply here.
import { useMemo } from 'react';
import { PANEL_PHASE_MS, PANEL_REDRAW_MS } from '../redraw/redrawSlots';
import { useLiveStoreValue } from '../redraw/usePhasedThrottle';
import { selectScenario, selectSelection } from '../../store/selectors';
import type { AppState } from '../../store/types';
import { useAppStore } from '../../store/useAppStore';
import { theoryRows } from './theoryRows';
import './summary.css';

const TEXT = {
  title: 'Theory',
  scope: (id: string | undefined) => (id ? `for ${id}` : 'for the clients'),
  agrees: 'agrees',
  differs: 'differs',
  na: 'n/a',
};
const selectSummary = (s: AppState) => s.summary;

export function TheoryPanel() {
  const summary = useLiveStoreValue(selectSummary, PANEL_REDRAW_MS, PANEL_PHASE_MS);
  const scenario = useAppStore(selectScenario);
  const selection = useAppStore(selectSelection);
  const rows = useMemo(
    () => (summary ? theoryRows(scenario, summary, selection) : []),
    [scenario, summary, selection],
  );
  if (rows.length === 0) return null;
  return (
    <section className="panel theory-panel" aria-label={TEXT.title} data-testid="theory-panel">
      <h2 className="panel-title">
        {TEXT.title} <span className="dim">{TEXT.scope(selection?.id)}</span>
      </h2>
      <ul className="theory-list">
        {rows.map((r) => (
          <li key={r.theory + r.words} data-agrees={String(r.agrees)}>
            <span
              className={`theory-badge theory-badge--${r.agrees === null ? 'na' : r.agrees ? 'ok' : 'bad'}`}
            >
              {r.agrees === null ? TEXT.na : r.agrees ? TEXT.agrees : TEXT.differs}
            </span>{' '}
            {r.words}
          </li>
        ))}
      </ul>
    </section>
  );
}
