// Pure: no DOM, no wall clock, no randomness.
// The timeout budget beside the caller's own timeout (seed 002): does the worst case of
// the route a client calls fit the client's per-attempt timeout (nginx's
// proxy_read_timeout in the seed), and what is the largest per-attempt timeout on one
// edge that keeps it fitting: (120 − 4 × 2) ÷ 6 = 18.67 s, which the seed states,
// rounded down to what a person would type, as 18.6 s.
import { callPolicySchema, type Scenario } from '../scenario';
import { routeBudget, type RouteBudget } from './timeoutBudget';

/** The schema's largest per-attempt timeout (an hour): past it the search stops. */
const MAX_TIMEOUT_MS = 3_600_000;

export interface TimeoutVerdict {
  client: string;
  /** The entry route's worst case (its own queue wait aside). */
  route: RouteBudget;
  worstMs: number;
  /** The client's own per-attempt timeout; undefined: it waits forever. */
  callerTimeoutMs?: number;
  /** callerTimeoutMs − worstMs (negative: the caller gives up while the work goes on). */
  spareMs?: number;
  fits: boolean;
  words: string;
}

const seconds = (ms: number) =>
  ms === Infinity ? 'unbounded' : `${Number((ms / 1000).toFixed(3))} s`;

/** The worst case of `clientName`'s route against that client's own timeout. */
export function timeoutVerdict(scenario: Scenario, clientName: string): TimeoutVerdict {
  const client = scenario.clients.find((c) => c.name === clientName);
  if (!client) throw new Error(`no client "${clientName}" in the scenario`);
  const route = routeBudget(scenario, client.service, client.route);
  const worstMs = route.worstMs;
  const callerTimeoutMs = client.policy.timeoutMs;
  const where = `${client.service}/${client.route}`;
  if (callerTimeoutMs === undefined) {
    return {
      client: clientName,
      route,
      worstMs,
      fits: true,
      words: `${where}: worst case ${seconds(worstMs)}; ${clientName} has no timeout of its own, so it waits that long`,
    };
  }
  const spareMs = callerTimeoutMs - worstMs;
  const fits = spareMs >= 0;
  const words = fits
    ? `${where}: worst case ${seconds(worstMs)} fits ${clientName}'s ${seconds(callerTimeoutMs)} timeout with ${seconds(spareMs)} to spare`
    : `${where}: worst case ${seconds(worstMs)} exceeds ${clientName}'s ${seconds(callerTimeoutMs)} timeout` +
      (worstMs === Infinity ? '' : ` by ${seconds(-spareMs)}`) +
      `: ${clientName} gives up while the services keep working`;
  return { client: clientName, route, worstMs, callerTimeoutMs, spareMs, fits, words };
}

/** `scenario` with the per-attempt timeout of `edge` ("caller->callee") set to `timeoutMs`. */
function withEdgeTimeout(scenario: Scenario, edge: string, timeoutMs: number): Scenario {
  const [caller, callee] = edge.split('->');
  if (!caller || !callee) throw new Error(`an edge is "caller->callee", got "${edge}"`);
  if (!scenario.services.some((s) => s.name === caller))
    throw new Error(`no service "${caller}" (edge "${edge}")`);
  return {
    ...scenario,
    services: scenario.services.map((s) =>
      s.name !== caller
        ? s
        : {
            ...s,
            policies: {
              ...s.policies,
              [callee]: { ...(s.policies[callee] ?? callPolicySchema.parse({})), timeoutMs },
            },
          },
    ),
  };
}

export interface TimeoutFit {
  edge: string;
  /** The largest whole-ms per-attempt timeout that keeps the worst case within the client's; undefined when none does. */
  largestMs?: number;
  /** largestMs rounded down to 0.1 s, as a person would set it. */
  largestRoundedMs?: number;
  words: string;
}

/**
 * The largest per-attempt timeout on `edge` for which `clientName`'s worst case still
 * fits its own timeout. The worst case never shrinks as a timeout grows, so a bisection
 * over whole milliseconds finds the edge of the set that fits.
 */
export function largestFittingTimeout(
  scenario: Scenario,
  clientName: string,
  edge: string,
): TimeoutFit {
  const budget = timeoutVerdict(scenario, clientName).callerTimeoutMs;
  if (budget === undefined)
    return { edge, words: `${clientName} has no timeout of its own: any per-attempt timeout fits` };
  const fits = (t: number) => timeoutVerdict(withEdgeTimeout(scenario, edge, t), clientName).fits;
  if (!fits(1)) {
    return {
      edge,
      words: `no per-attempt timeout on ${edge} fits: the rest of the route already exceeds ${seconds(budget)}`,
    };
  }
  if (fits(MAX_TIMEOUT_MS)) {
    return {
      edge,
      largestMs: MAX_TIMEOUT_MS,
      largestRoundedMs: MAX_TIMEOUT_MS,
      words: `any per-attempt timeout on ${edge} fits ${seconds(budget)}`,
    };
  }
  let lo = 1;
  let hi = MAX_TIMEOUT_MS;
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (fits(mid)) lo = mid;
    else hi = mid;
  }
  const largestRoundedMs = Math.floor(lo / 100) * 100;
  return {
    edge,
    largestMs: lo,
    largestRoundedMs,
    words: `the largest per-attempt timeout on ${edge} that fits ${clientName}'s ${seconds(budget)}: ${seconds(largestRoundedMs)} (exactly ${seconds(lo)})`,
  };
}
