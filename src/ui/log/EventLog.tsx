// Breaker transitions (with their reasons) and faults, newest first. Clicking one moves the
// charts' cursor to it (and selects the call or service it is about).
import { useTranslation } from 'react-i18next';
import { useMemo } from 'react';
import '../views.css';
import './log.css';
import '../graph/graph.css';
import '../graph/edges.css';
import { useAppStore } from '../../store/useAppStore';
import { selectCursorMs, selectFaults, selectTransitions } from '../../store/selectors';
import { appStore } from '../../store/appStore';
import { BreakerBadge } from '../graph/BreakerBadge';
import { clock, logEntries, type LogEntry } from './logEntries';

const MAX_ENTRIES = 200;

function pick(entry: LogEntry) {
  const { setCursor, select } = appStore.getState();
  setCursor(entry.tMs);
  select(
    entry.kind === 'transition'
      ? { kind: 'edge', id: entry.target }
      : { kind: 'service', id: entry.target },
  );
}

export function EventLog() {
  const { t } = useTranslation();
  const transitions = useAppStore(selectTransitions);
  const faults = useAppStore(selectFaults);
  const cursorMs = useAppStore(selectCursorMs);
  const entries = useMemo(
    () => logEntries(transitions, faults, MAX_ENTRIES),
    [transitions, faults],
  );
  return (
    <section className="panel log-panel" aria-label={t('log.label')}>
      <h2 className="panel-title">
        {t('log.title')} <span className="dim">({transitions.length + faults.length})</span>
      </h2>
      {entries.length === 0 && <p className="hint">{t('log.empty')}</p>}
      <ol className="event-log" data-testid="event-log">
        {entries.map((e) => (
          <li key={e.key}>
            <button
              type="button"
              className={`event kind-${e.kind}${cursorMs === e.tMs ? ' is-cursor' : ''}`}
              onClick={() => pick(e)}
              title={t('log.moveCursor')}
            >
              <span className="event__time">{clock(e.tMs)}</span>
              {e.to ? (
                <span className="event__change">
                  <span className="event__from">{e.from} →</span>
                  <BreakerBadge state={e.to} />
                </span>
              ) : (
                <span className="fault-chip">
                  ⚡ {e.phase ? t(`log.faultPhase.${e.phase}`) : e.headline}
                </span>
              )}
              <span className="event__subject">{e.subject}</span>
              <span className="event__detail">{e.detail}</span>
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}
