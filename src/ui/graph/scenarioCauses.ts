// Pure: every trigger a lesson teaches, read from the scenario, as a cause on the service it
// hits: a scheduled fault; a traffic spike (a client's rate schedule stepping up), on the
// service the client calls; a cache's expiry, where every key filled in the run's first
// second expires together one TTL later, on the callee the herd of misses lands on; and a
// retry storm (seed 004: "the retry traffic itself becomes the new cause"), where a trigger
// ends on a service its callers retry, or where a closed loop's users all start and retry
// together, shown only in the seconds its retries are half its calls or more. The graph marks
// the cause while it runs, the cascade heatmap names it, and "slow at fault" drops the speed
// as each one starts.
import type { SecondFrame } from '../../sim/engine/types';
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
  /**
   * A trigger the run itself makes (a retry storm): it runs only in a second whose frame shows
   * it. Absent: a trigger of the scenario's, running for its whole span.
   */
  showsIn?(frame: SecondFrame): boolean;
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

/** Fewer retries a second than this is a few callers' bad luck, not a storm. */
const STORM_MIN_RETRIES_PER_S = 5;

/** Retries into `service` this second at least half its calls (a third of its attempts). */
function stormOn(service: string): (frame: SecondFrame) => boolean {
  const suffix = `->${service}`;
  return (frame) => {
    let calls = 0;
    let retries = 0;
    for (const key in frame.edges) {
      if (!key.endsWith(suffix)) continue;
      const edge = frame.edges[key]!;
      calls += edge.calls;
      retries += edge.retries;
    }
    return retries >= STORM_MIN_RETRIES_PER_S && 2 * retries >= calls;
  };
}

/** A retry policy that retries: on, with more than the first attempt. */
const retries = (retry: { enabled: boolean; maxAttempts: number }) =>
  retry.enabled && retry.maxAttempts > 1;

/** Does some caller of `service` (a client or a service's call) retry its calls? */
function retriedBy(scenario: Scenario, service: string): boolean {
  return (
    scenario.clients.some((c) => c.service === service && retries(c.policy.retry)) ||
    scenario.services.some((s) => {
      const policy = s.policies[service];
      return policy !== undefined && retries(policy.retry);
    })
  );
}

/**
 * Where retries may become the cause: after a trigger ends on a service its callers retry
 * (the metastable lesson's burst), and from the start where a closed loop's users begin
 * together and retry (the backoff lesson's writers in lockstep).
 */
function stormCauses(scenario: Scenario, triggers: readonly CauseSpan[]): CauseSpan[] {
  const starts = new Map<string, number>();
  for (const t of triggers)
    if (
      t.untilMs !== undefined &&
      t.untilMs < scenario.durationMs &&
      retriedBy(scenario, t.service)
    )
      starts.set(t.service, Math.max(starts.get(t.service) ?? 0, t.untilMs));
  for (const client of scenario.clients)
    if (client.closedLoop && client.closedLoop.users > 1 && retries(client.policy.retry))
      if (!starts.has(client.service)) starts.set(client.service, 0);
  return [...starts].map(([service, atMs]) => ({
    service,
    atMs,
    words: (lng) => i18n.t('graph.causeRetryStorm', { lng }),
    showsIn: stormOn(service),
  }));
}

const memo = new WeakMap<Scenario, readonly CauseSpan[]>();

/** Every trigger of the scenario, in order of its start (memoised per scenario object). */
export function scenarioCauses(scenario: Scenario): readonly CauseSpan[] {
  let causes = memo.get(scenario);
  if (!causes) {
    const triggers = [
      ...faultCauses(scenario),
      ...spikeCauses(scenario),
      ...expiryCauses(scenario),
    ];
    causes = [...triggers, ...stormCauses(scenario, triggers)].sort((a, b) => a.atMs - b.atMs);
    memo.set(scenario, causes);
  }
  return causes;
}

/** The causes whose start can be watched now: a storm only while `frame` shows it. */
export function causesShownIn(
  causes: readonly CauseSpan[],
  frame: SecondFrame | null,
): readonly CauseSpan[] {
  return causes.filter((c) => c.showsIn === undefined || (frame !== null && c.showsIn(frame)));
}

/**
 * When `cause` started, as the run's seconds tell: a scenario's trigger at its own time, a
 * storm at the start of the first second of `frames` that shows it (none: it has not yet).
 */
export function startedAtMs(cause: CauseSpan, frames: readonly SecondFrame[]): number | undefined {
  if (cause.showsIn === undefined) return cause.atMs;
  const shown = frames.find((f) => f.tMs > cause.atMs && cause.showsIn!(f));
  return shown === undefined ? undefined : Math.max(cause.atMs, shown.tMs - 1000);
}

/** The services some trigger of the scenario hits: their cards have room for a cause row. */
export function causedServices(scenario: Scenario): ReadonlySet<string> {
  return new Set(scenarioCauses(scenario).map((c) => c.service));
}
