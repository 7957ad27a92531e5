// Breaker transitions (with their reasons) and faults, newest first. Clicking one moves the
// charts' cursor to it (and selects the call or service it is about).
import { useMemo } from 'react';
import '../views.css';
import './log.css';
import '../graph/graph.css';
import '../graph/edges.css';
import { useAppStore } from '../../store/useAppStore';
import {
  selectCursorMs,
  selectFaults,
  selectScenario,
  selectTransitions,
} from '../../store/selectors';
import type { AppState } from '../../store/types';
import { describeChange } from '../compare/changeLabels';
import { appStore } from '../../store/appStore';
import { BreakerBadge } from '../graph/BreakerBadge';
import { clock, logEntries, type LogEntry } from './logEntries';

const MAX_ENTRIES = 200;

/** Edits show once the run has reached them (a replayed link's are still ahead). */
const selectNowS = (s: AppState) =>
  // Without edits the log does not follow the clock (it would redraw every second).
  s.scenario.editTimeline.length > 0 ? Math.floor(s.nowMs / 1000) : 0;

function pick(entry: LogEntry) {
  const { setCursor, select } = appStore.getState();
  setCursor(entry.tMs);
  if (entry.kind === 'edit') return;
  select(
    entry.kind === 'transition'
      ? { kind: 'edge', id: entry.target }
      : { kind: 'service', id: entry.target },
  );
}

export function EventLog() {
  const transitions = useAppStore(selectTransitions);
  const faults = useAppStore(selectFaults);
  const cursorMs = useAppStore(selectCursorMs);
  const scenario = useAppStore(selectScenario);
  const nowS = useAppStore(selectNowS);
  const edits = useMemo(
    () =>
      scenario.editTimeline
        .filter((e) => e.atMs <= (nowS + 1) * 1000)
        .map((e) => ({ tMs: e.atMs, ...describeChange(e) })),
    [scenario, nowS],
  );
  const entries = useMemo(
    () => logEntries(transitions, faults, MAX_ENTRIES, edits),
    [transitions, faults, edits],
  );
  return (
    <section className="panel log-panel" aria-label="Event log">
      <h2 className="panel-title">
        Events <span className="dim">({transitions.length + faults.length + edits.length})</span>
      </h2>
      {entries.length === 0 && <p className="hint">Breaker transitions and faults appear here.</p>}
      <ol className="event-log" data-testid="event-log">
        {entries.map((e) => (
          <li key={e.key}>
            <button
              type="button"
              className={`event kind-${e.kind}${cursorMs === e.tMs ? ' is-cursor' : ''}`}
              onClick={() => pick(e)}
              title="Move the charts’ cursor here"
            >
              <span className="event__time">{clock(e.tMs)}</span>
              {e.to ? (
                <span className="event__change">
                  <span className="event__from">{e.from} →</span>
                  <BreakerBadge state={e.to} />
                </span>
              ) : (
                <span className="fault-chip">
                  {e.kind === 'edit' ? '✎' : '⚡'} {e.headline}
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
