// Pure: no DOM, no wall clock, no randomness.
// The timeout budget beside the caller's own timeout (seed 002): does the worst case of
// the route a client calls fit the client's per-attempt timeout (nginx's
// proxy_read_timeout in the seed), and what is the largest per-attempt timeout on one
// edge that keeps it fitting: (120 − 4 × 2) ÷ 6 = 18.67 s, which the seed states,
// rounded down to what a person would type, as 18.6 s.
import { callPolicySchema, type Scenario } from '../scenario';
import { fillTemplate, type TemplateValues } from '../fillTemplate';
import { routeBudget, type RouteBudget } from './timeoutBudget';

/** The verdicts' English; the page's English catalog imports these, its Korean mirrors them. */
export const TIMEOUT_EN = {
  noOwn:
    '{{where}}: worst case {{worst}}; {{client}} has no timeout of its own, so it waits that long',
  fits: "{{where}}: worst case {{worst}} fits {{client}}'s {{timeout}} timeout with {{spare}} to spare",
  exceeds:
    "{{where}}: worst case {{worst}} exceeds {{client}}'s {{timeout}} timeout: {{client}} gives up while the services keep working",
  exceedsBy:
    "{{where}}: worst case {{worst}} exceeds {{client}}'s {{timeout}} timeout by {{over}}: {{client}} gives up while the services keep working",
  unbounded: 'unbounded',
  fitAny: '{{client}} has no timeout of its own: any per-attempt timeout fits',
  fitNone:
    'no per-attempt timeout on {{edge}} fits: the rest of the route already exceeds {{budget}}',
  fitAll: 'any per-attempt timeout on {{edge}} fits {{budget}}',
  fitLargest:
    "the largest per-attempt timeout on {{edge}} that fits {{client}}'s {{budget}}: {{largest}} (exactly {{exact}})",
} as const;
export type TimeoutWords = (key: keyof typeof TIMEOUT_EN, values: TemplateValues) => string;
const english: TimeoutWords = (key, values) => fillTemplate(TIMEOUT_EN[key], values);

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

/** 98005 → "98.005 s"; Infinity → unbounded. */
const secondsWith = (words: TimeoutWords) => (ms: number) =>
  ms === Infinity ? words('unbounded', {}) : `${Number((ms / 1000).toFixed(3))} s`;

/** A verdict in words (English by default; the page passes its catalog's). */
export function verdictWords(v: TimeoutVerdict, words: TimeoutWords = english): string {
  const seconds = secondsWith(words);
  const where = `${v.route.service}/${v.route.route}`;
  const base = { where, worst: seconds(v.worstMs), client: v.client };
  if (v.callerTimeoutMs === undefined) return words('noOwn', base);
  const timeout = seconds(v.callerTimeoutMs);
  if (v.fits) return words('fits', { ...base, timeout, spare: seconds(v.spareMs ?? 0) });
  if (v.worstMs === Infinity) return words('exceeds', { ...base, timeout });
  return words('exceedsBy', { ...base, timeout, over: seconds(-(v.spareMs ?? 0)) });
}

/** The worst case of `clientName`'s route against that client's own timeout. */
export function timeoutVerdict(scenario: Scenario, clientName: string): TimeoutVerdict {
  const client = scenario.clients.find((c) => c.name === clientName);
  if (!client) throw new Error(`no client "${clientName}" in the scenario`);
  const route = routeBudget(scenario, client.service, client.route);
  const worstMs = route.worstMs;
  const callerTimeoutMs = client.policy.timeoutMs;
  if (callerTimeoutMs === undefined) {
    const v = { client: clientName, route, worstMs, fits: true, words: '' };
    return { ...v, words: verdictWords(v) };
  }
  const spareMs = callerTimeoutMs - worstMs;
  const fits = spareMs >= 0;
  const v = { client: clientName, route, worstMs, callerTimeoutMs, spareMs, fits, words: '' };
  return { ...v, words: verdictWords(v) };
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
  /** The client and its own timeout the fit is measured against (undefined: none). */
  client: string;
  budgetMs?: number;
  words: string;
}

/** A fit in words (English by default; the page passes its catalog's). */
export function fitWords(f: TimeoutFit, words: TimeoutWords = english): string {
  const seconds = secondsWith(words);
  if (f.budgetMs === undefined) return words('fitAny', { client: f.client });
  const budget = seconds(f.budgetMs);
  if (f.largestMs === undefined) return words('fitNone', { edge: f.edge, budget });
  if (f.largestMs >= MAX_TIMEOUT_MS) return words('fitAll', { edge: f.edge, budget });
  return words('fitLargest', {
    edge: f.edge,
    client: f.client,
    budget,
    largest: seconds(f.largestRoundedMs ?? f.largestMs),
    exact: seconds(f.largestMs),
  });
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
  const withWords = (f: Omit<TimeoutFit, 'words' | 'client' | 'budgetMs'>): TimeoutFit => {
    const fit = { ...f, client: clientName, budgetMs: budget, words: '' };
    return { ...fit, words: fitWords(fit) };
  };
  if (budget === undefined) return withWords({ edge });
  const fits = (t: number) => timeoutVerdict(withEdgeTimeout(scenario, edge, t), clientName).fits;
  if (!fits(1)) return withWords({ edge });
  if (fits(MAX_TIMEOUT_MS))
    return withWords({ edge, largestMs: MAX_TIMEOUT_MS, largestRoundedMs: MAX_TIMEOUT_MS });
  let lo = 1;
  let hi = MAX_TIMEOUT_MS;
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (fits(mid)) lo = mid;
    else hi = mid;
  }
  return withWords({ edge, largestMs: lo, largestRoundedMs: Math.floor(lo / 100) * 100 });
}
