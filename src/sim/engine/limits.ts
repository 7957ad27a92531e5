// Pure engine: no DOM, no wall clock, no unseeded randomness.
import type { Scenario } from '../scenario';
import { SimulationLimitError } from './inFlight';
import type { Limits } from './simulationApi';
import { meanOf } from './sampleDistribution';

/** Enough for the bench (≈150,000 requests, a few million events) with room to spare. */
export const DEFAULT_LIMITS: Limits = {
  maxEvents: 50_000_000,
  maxInFlight: 200_000,
  maxOfferedRequests: 5_000_000,
};

export function resolveLimits(partial: Partial<Limits> | undefined): Limits {
  return { ...DEFAULT_LIMITS, ...partial };
}

/** Client requests the scenario offers over `durationMs`: the integral of each rate schedule. */
export function offeredRequests(scenario: Scenario, durationMs: number): number {
  let total = 0;
  for (const client of scenario.clients) {
    if (client.closedLoop) {
      total += closedLoopRequests(client.closedLoop, durationMs);
      continue;
    }
    const steps = [{ atMs: 0, rps: client.arrival.rps }, ...client.arrival.schedule]
      .filter((s) => s.atMs < durationMs)
      .sort((a, b) => a.atMs - b.atMs);
    steps.forEach((step, i) => {
      const endMs = steps[i + 1]?.atMs ?? durationMs;
      total += (step.rps * (endMs - step.atMs)) / 1000;
    });
  }
  return total;
}

/**
 * At most: each user sends one request per think time (answers take time too), or its
 * request count. A think time of 0 with no count has no bound here: the event budget holds.
 */
function closedLoopRequests(
  loop: NonNullable<Scenario['clients'][number]['closedLoop']>,
  durationMs: number,
): number {
  const thinkMs = meanOf(loop.thinkTime);
  const perUser = Math.min(
    loop.requestsPerUser ?? Infinity,
    thinkMs > 0 ? durationMs / thinkMs + 1 : Infinity,
  );
  return Number.isFinite(perUser) ? loop.users * perUser : 0;
}

/** The limits a scenario breaks before it runs, as issues a form can show (empty when none). */
export function scenarioLimitIssues(
  scenario: Scenario,
  limits: Limits = DEFAULT_LIMITS,
): LimitIssue[] {
  try {
    checkOfferedLoad(scenario, scenario.durationMs, limits);
    return [];
  } catch (error) {
    if (!(error instanceof SimulationLimitError)) throw error;
    const offered = Math.round(offeredRequests(scenario, scenario.durationMs));
    const over = { offered, max: limits.maxOfferedRequests, durationS: scenario.durationMs / 1000 };
    return [{ path: 'clients', message: error.message, tooManyRequests: over }];
  }
}

/**
 * A limit the scenario breaks: the engine's English, and its figures, so a page can say it
 * in its own language.
 */
export interface LimitIssue {
  path: string;
  message: string;
  tooManyRequests?: { offered: number; max: number; durationS: number };
}

/** Refuses, before running, a scenario that would offer more requests than the budget. */
export function checkOfferedLoad(scenario: Scenario, durationMs: number, limits: Limits): void {
  const offered = offeredRequests(scenario, durationMs);
  if (offered > limits.maxOfferedRequests) {
    const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
    throw new SimulationLimitError(
      'maxOfferedRequests',
      `the clients would send ${fmt(offered)} requests in ${durationMs / 1000} s, ` +
        `more than the limit of ${fmt(limits.maxOfferedRequests)}: lower the request rates or the duration`,
    );
  }
}
