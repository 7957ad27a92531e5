// The event log's details in the page's language: a transition's cause, a fault and a
// protection event from the records' codes and figures, through the `log` catalog. The
// English catalog imports the engine's own templates, so English reads as the CLI prints.
import type { TFunction } from 'i18next';
import { causeValues, type TransitionCause } from '../../sim/machines/breaker/breakerReasons';
import { describeWith } from '../../sim/engine/faultTimeline';
import type { ScheduledFault } from '../../sim/scenario';
import type { ProtectionRecord } from '../../sim/engine/protectionDigest';
import { clock, type LogEntry } from './logEntries';

type Words = (key: string, values?: Readonly<Record<string, unknown>>) => string;
// The keys are built from the records' codes at run time; catalog.test.ts checks that both
// languages have the same keys and fill in the same placeholders.
const loose = (t: TFunction) => t as unknown as Words;

export function causeWords(t: TFunction, cause: TransitionCause): string {
  const words = loose(t);
  const values = causeValues(cause);
  const window = cause.window ? words(`log.window.${cause.window}`, values) : '';
  return words(`log.reasons.${cause.kind}`, { ...values, window });
}

/** @internal exported for tests */
export function faultWords(t: TFunction, fault: ScheduledFault): string {
  const words = loose(t);
  return describeWith(fault, (key, values) => words(`log.fault.${key}`, values));
}

function protectionWords(t: TFunction, r: ProtectionRecord): string {
  const words = loose(t);
  const meaning = words(`log.meaning.${r.source}.${r.type}`, { defaultValue: r.type });
  const extra =
    r.ratePercent !== undefined
      ? words('log.rate', { rate: r.ratePercent })
      : r.detail
        ? words(`log.gaveUp.${r.detail}`, { defaultValue: r.detail })
        : '';
  if (r.spanMs > 0)
    return words(extra ? 'log.countedWith' : 'log.counted', {
      count: r.count,
      meaning,
      from: clock(r.tMs),
      to: clock(r.tMs + r.spanMs),
      extra,
    });
  return extra ? words('log.singleWith', { meaning, extra }) : meaning;
}

/** The entry's detail in the page's language (its English `detail` when there is no data). */
export function entryDetail(t: TFunction, e: LogEntry): string {
  if (e.cause) return causeWords(t, e.cause);
  if (e.fault) return faultWords(t, e.fault);
  if (e.protection) return protectionWords(t, e.protection);
  return e.detail;
}

/** A protection entry's headline: the publisher in words, Resilience4j's event type as is. */
export function entryHeadline(t: TFunction, e: LogEntry): string {
  const r = e.protection;
  if (!r) return e.headline;
  const source = t(r.source === 'breaker' ? 'log.sourceBreaker' : 'log.sourceRetry');
  return r.spanMs > 0 ? `${source} ${r.type} × ${r.count}` : `${source} ${r.type}`;
}
