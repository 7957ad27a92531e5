// Pure: breaker transitions, faults and the protections' event streams merged into one
// time-ordered log, newest first, filtered by kind.
import type { ProtectionRecord } from '../../sim/engine/protectionDigest';
import type { FaultRecord, TransitionRecord } from '../../sim/engine/types';

/** What the log can show, with the filter's label; the first three are shown by default. */
export const LOG_KINDS = {
  transition: 'Transitions',
  fault: 'Faults',
  edit: 'Setting changes',
  alert: 'Rate exceeded, reset',
  breakerCalls: 'Breaker calls /s',
  retryCalls: 'Retries /s',
} as const;
export type LogKind = keyof typeof LOG_KINDS;
export const DEFAULT_LOG_KINDS: ReadonlySet<LogKind> = new Set([
  'transition',
  'fault',
  'edit',
  'alert',
]);

/** A setting changed during the run, in the settings' words (compare/changeLabels.ts). */
export interface EditRecord {
  tMs: number;
  subject: string;
  text: string;
}

/** Resilience4j's event types in words, per publisher (the English catalog's, too). */
export const MEANING = {
  breaker: {
    SUCCESS: 'calls recorded as successes',
    ERROR: 'calls recorded as failures',
    IGNORED_ERROR: 'errors the breaker ignored',
    NOT_PERMITTED: 'calls refused (CallNotPermittedException)',
    RESET: 'breaker reset: window emptied, CLOSED',
    FAILURE_RATE_EXCEEDED: 'failure rate reached the threshold',
    SLOW_CALL_RATE_EXCEEDED: 'slow-call rate reached the threshold',
  },
  retry: {
    RETRY: 'retries scheduled',
    SUCCESS: 'calls that succeeded after retrying',
    ERROR: 'calls that failed after retrying',
    IGNORED_ERROR: 'failures the retry policy does not retry',
  },
} as const satisfies Record<ProtectionRecord['source'], Record<string, string>>;

function protectionKind(r: ProtectionRecord): LogKind {
  if (r.source === 'retry') return 'retryCalls';
  return r.spanMs > 0 ? 'breakerCalls' : 'alert';
}

function protectionEntry(r: ProtectionRecord, id: number): LogEntry {
  const meaning = (MEANING[r.source] as Readonly<Record<string, string>>)[r.type] ?? r.type;
  const counted = r.spanMs > 0;
  return {
    key: `p${id}`,
    tMs: r.tMs,
    kind: protectionKind(r),
    subject: r.edge.replace('->', ' → '),
    target: r.edge,
    headline: counted ? `${r.source} ${r.type} × ${r.count}` : `${r.source} ${r.type}`,
    protection: r,
    detail: counted
      ? `${r.count} ${meaning} in ${clock(r.tMs)}–${clock(r.tMs + r.spanMs)}${r.detail ? ` (${r.detail})` : ''}`
      : `${meaning}${r.detail ? `: ${r.detail}` : ''}`,
  };
}

export interface LogEntry {
  key: string;
  tMs: number;
  kind: LogKind;
  /** "gateway → orders" or the service name. */
  subject: string;
  /** Edge key for transitions and protection events, service name for faults. */
  target: string;
  /** "CLOSED → OPEN" or "started" / "ended". */
  headline: string;
  /** The readable reason or the fault's description. */
  detail: string;
  /** Breaker states left and entered (for colour + words), if a transition. */
  from?: TransitionRecord['from'];
  to?: TransitionRecord['to'];
  /** Whether a fault started or ended, so the page can say it in its own words. */
  phase?: FaultRecord['phase'];
  /** The records' own data, for the page to word `detail` in its language (logWords.ts). */
  cause?: TransitionRecord['cause'];
  fault?: FaultRecord['fault'];
  protection?: ProtectionRecord;
}

/**
 * At most `limit` entries of the kinds in `show`, newest first; equal times keep their
 * arrival order reversed.
 */
export function logEntries(
  transitions: readonly TransitionRecord[],
  faults: readonly FaultRecord[],
  limit: number,
  protection: readonly ProtectionRecord[] = [],
  show: ReadonlySet<LogKind> = DEFAULT_LOG_KINDS,
  edits: readonly EditRecord[] = [],
): LogEntry[] {
  const all: LogEntry[] = [
    // First: at one instant a rate is exceeded before the breaker opens on it.
    ...protection.map((r) => once(r, protectionEntry)),
    ...transitions.map((record) => once(record, transitionEntry)),
    ...faults.map((record) => once(record, faultEntry)),
    ...edits.map((e, i): LogEntry => ({
      key: `e${i}-${e.tMs}`,
      tMs: e.tMs,
      kind: 'edit',
      subject: e.subject,
      target: e.subject,
      headline: 'setting changed',
      detail: e.text,
    })),
  ];
  const entries = all.filter((e) => show.has(e.kind));
  // Stable sort by time; reversing afterwards puts the newest (and latest-arrived) first.
  entries.sort((a, b) => a.tMs - b.tMs);
  return entries.reverse().slice(0, limit);
}

/**
 * Each record's entry is built once and kept while the record lives: the log redraws only
 * the rows that are new (rows are memoised on their entry), and a row keeps its key when
 * older records are dropped from the front of the store's bounded lists.
 */
const builtEntries = new WeakMap<object, LogEntry>();
let nextEntryId = 0;
function once<R extends object>(record: R, build: (record: R, id: number) => LogEntry): LogEntry {
  let entry = builtEntries.get(record);
  if (!entry) {
    entry = build(record, nextEntryId++);
    builtEntries.set(record, entry);
  }
  return entry;
}

function transitionEntry(t: TransitionRecord, id: number): LogEntry {
  return {
    key: `t${id}`,
    tMs: t.tMs,
    kind: 'transition',
    subject: t.edge.replace('->', ' → '),
    target: t.edge,
    headline: `${t.from} → ${t.to}`,
    detail: t.reason,
    from: t.from,
    to: t.to,
    ...(t.cause ? { cause: t.cause } : {}),
  };
}

function faultEntry(f: FaultRecord, id: number): LogEntry {
  return {
    key: `f${id}`,
    tMs: f.tMs,
    kind: 'fault',
    subject: f.service,
    target: f.service,
    headline: `fault ${f.phase}`,
    detail: f.description,
    phase: f.phase,
    ...(f.fault ? { fault: f.fault } : {}),
  };
}

/** "1:05.2" for 65 200 ms: minutes and seconds of simulated time. */
export function clock(tMs: number): string {
  const totalS = tMs / 1000;
  const minutes = Math.floor(totalS / 60);
  const seconds = totalS - minutes * 60;
  return `${minutes}:${seconds.toFixed(1).padStart(4, '0')}`;
}
