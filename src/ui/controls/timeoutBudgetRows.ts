// Pure: the timeout budget beside an edge's timeout sliders (seed 002): for
// each client whose call tree goes through the edge, the route's worst case from the
// settings alone against the client's own timeout, this edge's arithmetic, and the largest
// per-attempt timeout on it that still fits. The figures are src/sim/analysis's.
import {
  explainCall,
  largestFittingTimeout,
  timeoutVerdict,
  type CallBudget,
  type RouteBudget,
  type TimeoutFit,
  type TimeoutVerdict,
} from '../../sim/analysis';
import type { Scenario } from '../../sim/scenario';

export interface BudgetRow {
  client: string;
  fits: boolean;
  /** The verdict in words: "api/card: worst case 98.005 s fits cards's 120 s timeout …". */
  words: string;
  /** This edge's calls in the tree, as a person checks them: "3 × 15 s + 2 s + 2 s = 49 s". */
  arithmetic: string[];
  /** The largest per-attempt timeout on this edge that fits (a service's edge only). */
  fit?: string;
  notes: string[];
  /** The figures behind the words, for the page to word them in its language. */
  verdict: TimeoutVerdict;
  calls: CallBudget[];
  fitFigures?: TimeoutFit;
}

/** Every call on `edge` in a route's tree, depth first. */
function callsOn(route: RouteBudget, edge: string): CallBudget[] {
  return route.stages
    .flat()
    .flatMap((c) => [...(c.edge === edge ? [c] : []), ...callsOn(c.callee, edge)]);
}

export function budgetRows(scenario: Scenario, edge: string): BudgetRow[] {
  const rows: BudgetRow[] = [];
  for (const client of scenario.clients) {
    const own = edge === `${client.name}->${client.service}`;
    let verdict;
    try {
      verdict = timeoutVerdict(scenario, client.name);
    } catch {
      continue; // a route the editor has not finished: nothing to say yet
    }
    const calls = callsOn(verdict.route, edge);
    if (!own && calls.length === 0) continue;
    const fit = own ? undefined : largestFittingTimeout(scenario, client.name, edge);
    rows.push({
      client: client.name,
      fits: verdict.fits,
      words: verdict.words,
      arithmetic: [...new Set(calls.map((c) => explainCall(c)))],
      ...(fit ? { fit: fit.words, fitFigures: fit } : {}),
      notes: verdict.route.notes,
      verdict,
      calls: [...new Map(calls.map((c) => [explainCall(c), c])).values()],
    });
  }
  return rows;
}
