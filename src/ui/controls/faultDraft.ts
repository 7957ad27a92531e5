// Pure: the fault a person asks for in the panel ("slow it down 20× at 60 s for 30 s") as a
// ScheduledFault for the scenario's timeline.
import type { ScheduledFault } from '../../sim/scenario';

export type FaultKind = 'latency' | 'errors' | 'down';

export interface FaultDraft {
  service: string;
  kind: FaultKind;
  /** latency: the slow-down factor (×); errors: percent of responses that fail (5xx). */
  amount: number;
  /** Start now, or at `atS` simulated seconds. */
  when: 'now' | 'at';
  atS: number;
  /** How long it lasts in seconds; 0 or less = until the end of the run. */
  forS: number;
}

const MS_PER_S = 1000;
const PERCENT = 100;

export const FAULT_LABELS: Record<FaultKind, string> = {
  latency: 'Slow it down',
  errors: 'Make it fail',
  down: 'Take it down',
};

export function buildFault(d: FaultDraft, nowMs: number): ScheduledFault {
  const atMs = d.when === 'now' ? nowMs : Math.max(0, d.atS * MS_PER_S);
  const base = {
    service: d.service,
    kind: d.kind,
    atMs,
    ...(d.forS > 0 ? { untilMs: atMs + d.forS * MS_PER_S } : {}),
  };
  if (d.kind === 'latency') return { ...base, latencyMultiplier: Math.max(1, d.amount) };
  if (d.kind === 'errors') {
    const share = Math.min(1, Math.max(0, d.amount / PERCENT));
    return { ...base, errorRates: { ...NO_ERRORS, http5xx: share } };
  }
  return base;
}

const NO_ERRORS = {
  http5xx: 0,
  http429: 0,
  http408: 0,
  http4xxPermanent: 0,
  http4xxRetryable: 0,
  network: 0,
  poison: 0,
};

/**
 * Words for a fault in English ("Slow it down 20× at 60 s for 30 s").
 * @internal exported for tests; the page words a fault from its catalog (FaultInjector).
 */
export function describeDraft(d: FaultDraft): string {
  const what =
    d.kind === 'latency'
      ? `${FAULT_LABELS.latency} ${d.amount}×`
      : d.kind === 'errors'
        ? `${FAULT_LABELS.errors} ${d.amount} %`
        : FAULT_LABELS.down;
  const when = d.when === 'now' ? 'now' : `at ${d.atS} s`;
  const span = d.forS > 0 ? ` for ${d.forS} s` : '';
  return `${what} ${when}${span}`;
}
