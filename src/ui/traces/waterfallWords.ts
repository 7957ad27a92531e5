// The words of a waterfall row in the page's language: outcomes and decisions come from the
// engine as identifiers ("http 500", "attemptsExhausted") and are spelt out here.
import type { TFunction } from 'i18next';
import type { Decision, WaterfallRow } from './waterfallLayout';

const OUTCOMES = [
  'timeout',
  'network',
  'poison',
  'circuitOpen',
  'bulkheadFull',
  'maxRetriesExceeded',
  'callerGone',
  'cancelled',
  'abandoned',
  'open',
] as const;
const GAVE_UP = [
  'nonRetryable',
  'attemptsExhausted',
  'budgetExhausted',
  'deadlineExceeded',
] as const;

const isOneOf = <T extends string>(list: readonly T[], s: string): s is T =>
  (list as readonly string[]).includes(s);

/** An outcome as a person reads it; one the catalog lacks stays as the engine named it. */
export function outcomeText(t: TFunction, outcome: string): string {
  const http = /^http (\d+)$/.exec(outcome);
  if (http) return t('waterfall.outcome.http', { status: http[1] });
  return isOneOf(OUTCOMES, outcome) ? t(`waterfall.outcome.${outcome}`) : outcome;
}

export function decisionText(t: TFunction, d: Decision): string {
  const raw = d.detail ?? '';
  const detail =
    d.word === 'gaveUp' && isOneOf(GAVE_UP, raw)
      ? t(`waterfall.gaveUp.${raw}`)
      : d.word === 'fallback'
        ? outcomeText(t, raw)
        : raw;
  return t(`waterfall.decision.${d.word}`, { detail });
}

export function rowLabel(t: TFunction, row: WaterfallRow): string {
  if (row.kind === 'call') return t('waterfall.call', { caller: row.caller, callee: row.callee });
  const n = row.attempt ?? 1;
  return row.hedge ? t('waterfall.hedgeAttempt', { n }) : t('waterfall.attempt', { n });
}

/** About five ticks at 1, 2 or 5 × a power of ten ms, from 0 to past `totalMs`. */
export function axisTicksMs(totalMs: number): number[] {
  if (!(totalMs > 0)) return [0];
  const rough = totalMs / 5;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= rough) ?? rough;
  const ticks: number[] = [];
  for (let ms = 0; ms <= totalMs + 1e-9; ms += step) ticks.push(Math.round(ms * 1000) / 1000);
  return ticks;
}
