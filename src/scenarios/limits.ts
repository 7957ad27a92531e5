// Limits on what one run may cost, checked when a link or file is opened, so a typo
// (1,000,000 req/s for a day) gets a message that names the field instead of a frozen tab.
// The schema bounds each number; this bounds their product, with the engine's own budget.
// From the module, not the engine's index: the page's main thread should not load the engine.
import { DEFAULT_LIMITS, offeredRequests } from '../sim/engine/limits';
import type { Scenario, ScenarioIssue } from '../sim/scenario';

/** Client requests one run may offer: the engine's budget (the bench preset offers 150,000). */
const MAX_OFFERED_REQUESTS = DEFAULT_LIMITS.maxOfferedRequests;

const fmt = (n: number) => Math.round(n).toLocaleString('en-US');

export function checkLimits(scenario: Scenario): ScenarioIssue[] {
  const perClient = scenario.clients.map((client) =>
    offeredRequests({ ...scenario, clients: [client] }, scenario.durationMs),
  );
  const total = perClient.reduce((a, b) => a + b, 0);
  if (total <= MAX_OFFERED_REQUESTS) return [];
  const worst = perClient.reduce((best, v, i) => (v > (perClient[best] ?? 0) ? i : best), 0);
  const client = scenario.clients[worst];
  return [
    {
      path: `clients.${worst}.arrival.rps`,
      message:
        `${fmt(client?.arrival.rps ?? 0)} req/s over ${fmt(scenario.durationMs / 1000)} s ` +
        `offers ${fmt(total)} requests in all, more than the ${fmt(MAX_OFFERED_REQUESTS)} one run may ` +
        'simulate: lower the rate or durationMs',
    },
  ];
}
