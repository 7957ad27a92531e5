// Breaker transitions (with their reasons), faults and the breakers' and retries' event
// streams, newest first, filtered by kind. Clicking one moves the charts' cursor to it (and
// selects the call or service it is about).
import { entryDetail, entryHeadline } from './logWords';
import { memo, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../views.css';
import './log.css';
import '../graph/graph.css';
import '../graph/edges.css';
import { useAppStore } from '../../store/useAppStore';
import {
  selectCursorMs,
  selectFaults,
  selectProtection,
  selectScenario,
  selectTransitions,
} from '../../store/selectors';
import type { AppState } from '../../store/types';
import { describeChange } from '../compare/changeLabels';
import { changeWords } from '../compare/changeWords';
import { useLanguage } from '../i18n/lessons';
import { appStore } from '../../store/appStore';
import { BreakerBadge } from '../graph/BreakerBadge';
import {
  clock,
  DEFAULT_LOG_KINDS,
  LOG_KINDS,
  logEntries,
  type LogEntry,
  type LogKind,
} from './logEntries';

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
    entry.kind === 'fault'
      ? { kind: 'service', id: entry.target }
      : { kind: 'edge', id: entry.target },
  );
}

/** One entry; memoised, so a new batch redraws only the rows that are new. */
const LogRow = memo(function LogRow({
  entry: e,
  isCursor,
}: {
  entry: LogEntry;
  isCursor: boolean;
}) {
  const { t } = useTranslation();
  return (
    <li>
      <button
        type="button"
        className={`event kind-${e.kind}${isCursor ? ' is-cursor' : ''}`}
        onClick={() => pick(e)}
        title={t('log.moveCursor')}
      >
        <span className="event__time">{clock(e.tMs)}</span>
        {e.to ? (
          <span className="event__change">
            <span className="event__from">{e.from} →</span>
            <BreakerBadge state={e.to} />
          </span>
        ) : e.kind === 'fault' || e.kind === 'edit' ? (
          <span className="fault-chip">
            {e.kind === 'edit'
              ? `✎ ${t('log.settingChanged')}`
              : `⚡ ${e.phase ? t(`log.faultPhase.${e.phase}`) : e.headline}`}
          </span>
        ) : (
          <span className={`protection-chip protection-chip--${e.kind}`}>
            {entryHeadline(t, e)}
          </span>
        )}
        <span className="event__subject">{e.subject}</span>
        <span className="event__detail">{entryDetail(t, e)}</span>
      </button>
    </li>
  );
});

function toggled(kinds: ReadonlySet<LogKind>, kind: LogKind): ReadonlySet<LogKind> {
  const next = new Set(kinds);
  if (next.has(kind)) next.delete(kind);
  else next.add(kind);
  return next;
}

function LogFilter(props: {
  show: ReadonlySet<LogKind>;
  onChange: (show: ReadonlySet<LogKind>) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="log-filter" role="group" aria-label={t('log.show')}>
      {(Object.keys(LOG_KINDS) as LogKind[]).map((kind) => (
        <button
          key={kind}
          type="button"
          className="log-filter__kind"
          aria-pressed={props.show.has(kind)}
          onClick={() => props.onChange(toggled(props.show, kind))}
        >
          {t(`log.kinds.${kind}`)}
        </button>
      ))}
    </div>
  );
}

export function EventLog() {
  const { t } = useTranslation();
  const transitions = useAppStore(selectTransitions);
  const faults = useAppStore(selectFaults);
  const protection = useAppStore(selectProtection);
  const cursorMs = useAppStore(selectCursorMs);
  const scenario = useAppStore(selectScenario);
  const nowS = useAppStore(selectNowS);
  const language = useLanguage();
  const edits = useMemo(
    () =>
      scenario.editTimeline
        .filter((e) => e.atMs <= (nowS + 1) * 1000)
        .map((e) => {
          const change = describeChange(e);
          return { tMs: e.atMs, subject: change.subject, text: changeWords(t, language, change) };
        }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- t follows the language
    [scenario, nowS, language],
  );
  const [show, setShow] = useState(DEFAULT_LOG_KINDS);
  const entries = useMemo(
    () => logEntries(transitions, faults, MAX_ENTRIES, protection, show, edits),
    [transitions, faults, protection, show, edits],
  );
  return (
    <section className="panel log-panel" aria-label={t('log.label')}>
      <h2 className="panel-title">
        {t('log.title')}{' '}
        <span className="dim">({transitions.length + faults.length + edits.length})</span>
      </h2>
      <LogFilter show={show} onChange={setShow} />
      {entries.length === 0 && <p className="hint">{t('log.empty')}</p>}
      <ol className="event-log" data-testid="event-log">
        {entries.map((e) => (
          <LogRow key={e.key} entry={e} isCursor={cursorMs === e.tMs} />
        ))}
      </ol>
    </section>
  );
}
