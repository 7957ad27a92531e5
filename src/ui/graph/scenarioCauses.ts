// Pure: every trigger a lesson teaches, read from the scenario, as a cause on the service it
// hits: a scheduled fault; a traffic spike (a client's rate schedule stepping up), on the
// service the client calls; and a cache's expiry, where every key filled in the run's first
// second expires together one TTL later, on the callee the herd of misses lands on. The
// graph marks the cause while it runs, the cascade heatmap names it, and "slow at fault"
// drops the speed as each one starts.
import type { Scenario, ScheduledFault } from '../../sim/scenario';
import { i18n } from '../i18n/i18n';
import { percentDigits } from './health';
import type { Language } from '../i18n/languages';

/** A trigger on one service: from `atMs` until `untilMs` (absent: to the run's end). */
export interface CauseSpan {
  service: string;
  atMs: number;
  untilMs?: number;
  /**
   * Its words in the page's language (or the one given: the presenter card's width counts
   * both), short enough for the card's cause row ("slow ×20", "traffic ×2.7").
   */
  words(language?: Language): string;
}

function faultWords(fault: ScheduledFault, lng: Language | undefined): string {
  if (fault.kind === 'down') return i18n.t('graph.faultDown', { lng });
  if (fault.kind === 'errors') {
    const share = Object.values(fault.errorRates ?? {}).reduce((a, b) => a + b, 0);
    return i18n.t('graph.faultFailing', { percent: percentDigits(share), lng });
  }
  return fault.latencyMultiplier !== undefined
    ? i18n.t('graph.faultSlowBy', { factor: fault.latencyMultiplier, lng })
    : i18n.t('graph.faultSlow', { lng });
}

function faultCauses(scenario: Scenario): CauseSpan[] {
  return scenario.faultTimeline.map((fault) => ({
    service: fault.service,
    atMs: fault.atMs,
    ...(fault.untilMs !== undefined ? { untilMs: fault.untilMs } : {}),
    words: (lng) => faultWords(fault, lng),
  }));
}

/** A step of a client's rate above the rate before it: a spike until the next step. */
function spikeCauses(scenario: Scenario): CauseSpan[] {
  const spikes: CauseSpan[] = [];
  for (const client of scenario.clients) {
    const steps = client.arrival.schedule;
    let rps = client.arrival.rps;
    steps.forEach((step, i) => {
      const before = rps;
      rps = step.rps;
      // From nothing, a start is not a spike: the run's traffic begins there.
      if (step.atMs === 0 || before <= 0 || step.rps <= before) return;
      const factor = Math.round((step.rps / before) * 10) / 10;
      const next = steps[i + 1];
      spikes.push({
        service: client.service,
        atMs: step.atMs,
        ...(next ? { untilMs: next.atMs } : {}),
        words: (lng) => i18n.t('graph.causeSpike', { factor, lng }),
      });
    });
  }
  return spikes;
}

/**
 * How long the herd of an expiry lasts, at least: the keys filled over the first second expire
 * over one second, and each miss holds its caller for the callee's answer.
 */
const EXPIRY_HERD_MS = 5_000;

/** A cache whose keys all fill at the start expires them together, one TTL in. */
function expiryCauses(scenario: Scenario): CauseSpan[] {
  const expiries: CauseSpan[] = [];
  for (const service of scenario.services)
    for (const [callee, policy] of Object.entries(service.policies)) {
      const cache = policy.cache;
      if (!cache?.enabled || cache.ttlMs >= scenario.durationMs) continue;
      // With TTL jitter the keys expire over ttlMs × (1 ± ttlJitter): the herd is spread.
      const spreadMs = cache.ttlMs * cache.ttlJitter;
      expiries.push({
        service: callee,
        atMs: cache.ttlMs - spreadMs,
        untilMs: cache.ttlMs + spreadMs + EXPIRY_HERD_MS,
        words: (lng) => i18n.t('graph.causeExpiry', { lng }),
      });
    }
  return expiries;
}

const memo = new WeakMap<Scenario, readonly CauseSpan[]>();

/** Every trigger of the scenario, in order of its start (memoised per scenario object). */
export function scenarioCauses(scenario: Scenario): readonly CauseSpan[] {
  let causes = memo.get(scenario);
  if (!causes) {
    causes = [...faultCauses(scenario), ...spikeCauses(scenario), ...expiryCauses(scenario)].sort(
      (a, b) => a.atMs - b.atMs,
    );
    memo.set(scenario, causes);
  }
  return causes;
}

/** The services some trigger of the scenario hits: their cards have room for a cause row. */
export function causedServices(scenario: Scenario): ReadonlySet<string> {
  return new Set(scenarioCauses(scenario).map((c) => c.service));
}
