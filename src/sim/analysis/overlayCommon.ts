// Pure: no DOM, no wall clock, no randomness.
// What every theory overlay answers: the theory's value beside the run's, and how far
// apart they are; or why the closed form does not describe this part of the scenario.
import type { Scenario } from '../scenario';

export type Overlay =
  | {
      theory: string;
      applies: true;
      predicted: number;
      measured: number;
      /** |measured − predicted| ÷ |predicted|. */
      relativeError: number;
      words: string;
    }
  | { theory: string; applies: false; words: string };

/** Past this a run of ordinary length should not stray from a closed form that applies. */
export const AGREEMENT = 0.1;

const show = (x: number) => Number(x.toPrecision(3)).toString();

export function compare(
  theory: string,
  what: string,
  predicted: number,
  measured: number,
  unit = '',
): Overlay {
  const relativeError =
    predicted === 0
      ? measured === 0
        ? 0
        : Infinity
      : Math.abs(measured - predicted) / Math.abs(predicted);
  const pct = relativeError < 0.001 ? '0.1' : (relativeError * 100).toPrecision(2);
  const verdict = relativeError <= AGREEMENT ? `agrees within ${pct} %` : `differs by ${pct} %`;
  return {
    theory,
    applies: true,
    predicted,
    measured,
    relativeError,
    words: `${theory}: ${what} ${show(predicted)}${unit} in theory, ${show(measured)}${unit} measured: ${verdict}`,
  };
}

export const doesNotApply = (theory: string, because: string): Overlay => ({
  theory,
  applies: false,
  words: `${theory} does not apply here, because ${because}`,
});

/**
 * Why arrivals at `service` are not a Poisson stream, or undefined when they are: only
 * clients call it, each with Poisson arrivals at a constant rate and no retries of its own
 * (a retry re-sends after a failure, which is not independent of the past).
 */
export function notPoissonBecause(scenario: Scenario, service: string): string | undefined {
  const callers = scenario.services.filter((s) =>
    s.routes.some((r) => r.plan.some((st) => st.calls.some((c) => c.service === service))),
  );
  if (callers.length > 0)
    return `${service} is called by ${callers.map((c) => c.name).join(', ')}, not only by clients`;
  const clients = scenario.clients.filter((c) => c.service === service);
  if (clients.length === 0) return `nothing calls ${service}`;
  for (const c of clients) {
    if (c.arrival.type !== 'poisson')
      return `${c.name}'s arrivals are ${c.arrival.type}, not Poisson`;
    if (c.arrival.schedule.length > 0) return `${c.name}'s rate changes over time (a schedule)`;
    if (c.policy.retry.enabled)
      return `${c.name} retries, and a retry depends on what happened before`;
  }
  return undefined;
}

/** The total configured rate of the clients that call `service` directly, per second. */
export const clientRate = (scenario: Scenario, service: string): number =>
  scenario.clients.filter((c) => c.service === service).reduce((s, c) => s + c.arrival.rps, 0);

/** Why `service`'s timing is not its configured law, or undefined. */
export function faultedBecause(scenario: Scenario, service: string): string | undefined {
  const s = scenario.services.find((x) => x.name === service)!;
  if (s.faults.latencyMultiplier !== 1) return `${service}'s latency is multiplied by a fault`;
  if (s.faults.coldStart) return `${service} has a cold start`;
  if (scenario.faultTimeline.some((f) => f.service === service))
    return `${service} has scheduled faults`;
  return undefined;
}
