// Pure: "find the smallest bulkhead / breaker threshold that keeps availability ≥ X" as a
// sweep form for the selected call: one setting over a small range, and the requirement
// the core's suggestFromSweep answers when it is done (src/sweep/suggest.ts).
import type { RunSummary } from '../../sim/engine/types';
import type { Scenario } from '../../sim/scenario';
import type { CellSummary } from '../../sweep';
import { callPolicyOf, parseEdgeId } from '../../store/selectors';
import { defaultForm, type SweepForm } from './sweepForm';

export type SuggestKind = 'bulkhead' | 'breaker';

/**
 * The path of an edge's policy: a client's own, or a service's towards its callee.
 * @internal exported for tests
 */
export function policyPath(scenario: Scenario, edgeId: string): string | undefined {
  const edge = parseEdgeId(edgeId);
  if (!edge) return undefined;
  if (scenario.clients.some((c) => c.name === edge.caller && c.service === edge.callee))
    return `clients[${edge.caller}].policy`;
  if (scenario.services.some((s) => s.name === edge.caller && s.policies[edge.callee]))
    return `services[${edge.caller}].policies[${edge.callee}]`;
  return undefined;
}

/** The kinds this edge can answer: a protection that is on (a setting of one that is off changes nothing). */
export function suggestKinds(scenario: Scenario, edgeId: string): SuggestKind[] {
  const policy = policyPath(scenario, edgeId) ? callPolicyOf(scenario, edgeId) : undefined;
  if (!policy) return [];
  return [
    ...(policy.bulkhead.enabled ? (['bulkhead'] as const) : []),
    ...(policy.breaker.enabled ? (['breaker'] as const) : []),
  ];
}

export function suggestForm(
  scenario: Scenario,
  edgeId: string,
  kind: SuggestKind,
  atLeast: string,
): SweepForm | undefined {
  const prefix = policyPath(scenario, edgeId);
  const policy = callPolicyOf(scenario, edgeId);
  if (!prefix || !policy) return undefined;
  const client = scenario.clients[0]!.name;
  const axis =
    kind === 'bulkhead'
      ? (() => {
          const to = Math.max(10, policy.bulkhead.maxConcurrentCalls * 2);
          const steps = Math.min(10, to);
          return {
            path: `${prefix}.bulkhead.maxConcurrentCalls`,
            from: '1',
            to: String(to),
            steps: String(steps),
          };
        })()
      : { path: `${prefix}.breaker.failureRateThreshold`, from: '10', to: '90', steps: '9' };
  return {
    ...defaultForm(),
    axes: [axis],
    metric: `clients[${client}].availability`,
    atLeast: `clients[${client}].availability>=${atLeast}`,
  };
}

/**
 * A requirement the scenario can meet: the availability its own run reached (the pinned
 * baseline A's when there is one), rounded down to the percent; null before any run.
 */
export function reachableTarget(summary: RunSummary | null, scenario: Scenario): string | null {
  const client = scenario.clients[0]?.name;
  const availability = client === undefined ? undefined : summary?.clients[client]?.availability;
  if (availability === undefined || !(summary!.clients[client!]!.offered > 0)) return null;
  return floorToPercent(availability);
}

/** A fraction as a requirement's figure: rounded down to the percent, so it is met. */
const floorToPercent = (fraction: number) => (Math.floor(fraction * 100) / 100).toFixed(2);

/**
 * After a sweep: the best mean of its metric any swept value reached over its seeds, rounded
 * down to the percent (a requirement one of the values meets); null when no value gave one.
 */
export function sweptReachable(cells: readonly CellSummary[]): string | null {
  let best = -Infinity;
  for (const { cell, metrics } of cells) {
    const metric = metrics[0];
    if (cell >= 0 && metric !== undefined && metric.n > 0 && metric.mean > best) best = metric.mean;
  }
  return Number.isFinite(best) ? floorToPercent(best) : null;
}

/**
 * The example in the form's requirement field: the metric being swept, at a figure this
 * scenario reaches when the metric is an availability (a canned 0.99 asked retry-storm for
 * what no setting gives it); else the shape alone.
 */
export function requirementHint(metric: string, reachable: string | null): string {
  const name = metric.trim() || 'availability';
  return name.endsWith('availability') && reachable !== null
    ? `${name}>=${reachable}`
    : `${name}>=…`;
}
