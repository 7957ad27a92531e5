// Pure: breaker transitions and faults merged into one time-ordered log, newest first.
import type { FaultRecord, TransitionRecord } from '../../sim/engine/types';

export interface LogEntry {
  key: string;
  tMs: number;
  kind: 'transition' | 'fault';
  /** "gateway → orders" or the service name. */
  subject: string;
  /** Edge key for transitions, service name for faults. */
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
}

/** At most `limit` entries, newest first; equal times keep their arrival order reversed. */
export function logEntries(
  transitions: readonly TransitionRecord[],
  faults: readonly FaultRecord[],
  limit: number,
): LogEntry[] {
  const entries: LogEntry[] = [
    ...transitions.map((t, i): LogEntry => ({
      key: `t${i}-${t.tMs}-${t.edge}`,
      tMs: t.tMs,
      kind: 'transition',
      subject: t.edge.replace('->', ' → '),
      target: t.edge,
      headline: `${t.from} → ${t.to}`,
      detail: t.reason,
      from: t.from,
      to: t.to,
    })),
    ...faults.map((f, i): LogEntry => ({
      key: `f${i}-${f.tMs}-${f.service}`,
      tMs: f.tMs,
      kind: 'fault',
      subject: f.service,
      target: f.service,
      headline: `fault ${f.phase}`,
      detail: f.description,
      phase: f.phase,
    })),
  ];
  // Stable sort by time; reversing afterwards puts the newest (and latest-arrived) first.
  entries.sort((a, b) => a.tMs - b.tMs);
  return entries.reverse().slice(0, limit);
}

/** "1:05.2" for 65 200 ms: minutes and seconds of simulated time. */
export function clock(tMs: number): string {
  const totalS = tMs / 1000;
  const minutes = Math.floor(totalS / 60);
  const seconds = totalS - minutes * 60;
  return `${minutes}:${seconds.toFixed(1).padStart(4, '0')}`;
}
