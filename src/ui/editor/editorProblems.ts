// Pure: where a refused edit went wrong, in the graph's terms. parseScenario's issues name
// fields (`services.2.routes.0.plan.1.calls.0.route`); the editor draws them on the node or
// the edge they are about, with the message beside it.
import { findCycle, type Scenario, type ScenarioIssue } from '../../sim/scenario';
import { edgeKey } from '../../sim/engine/types';

export interface LocatedProblem {
  message: string;
  /** A few words for the marked node: the message itself, or "in a call cycle". */
  label: string;
  /** Service names to mark. */
  nodes: string[];
  /** Edge keys ("caller->callee", clients included) to mark. */
  edges: string[];
  /** The schema's issue, for wording it in the page's language (problemWords.ts). */
  issue: ScenarioIssue;
  /** What it is about, in names (a service, "caller/route", a client); none for the whole. */
  where?: string;
  /** The services of a call cycle, in order, back to the first. */
  cycle?: string[];
}

const CALL_PATH = /^services\.(\d+)\.routes\.(\d+)\.plan\.(\d+)\.calls\.(\d+)/;
const SERVICE_PATH = /^services\.(\d+)/;
const CLIENT_PATH = /^clients\.(\d+)/;

function locateOne(s: Scenario, issue: ScenarioIssue): LocatedProblem {
  const problem: LocatedProblem = {
    message: issue.message,
    label: issue.message,
    nodes: [],
    edges: [],
    issue,
  };
  const call = CALL_PATH.exec(issue.path);
  if (call) {
    const [, si, ri, st, ci] = call.map(Number);
    const caller = s.services[si ?? -1];
    const spec = caller?.routes[ri ?? -1]?.plan[st ?? -1]?.calls[ci ?? -1];
    if (caller && spec) {
      problem.nodes.push(caller.name);
      problem.edges.push(edgeKey(caller.name, spec.service));
      problem.where = `${caller.name}/${caller.routes[ri ?? -1]?.name}`;
      problem.message = `${problem.where}: ${issue.message}`;
    }
    return problem;
  }
  const client = CLIENT_PATH.exec(issue.path);
  if (client) {
    const c = s.clients[Number(client[1])];
    if (c) {
      problem.edges.push(edgeKey(c.name, c.service));
      problem.where = c.name;
      problem.message = `client ${c.name}: ${issue.message}`;
    }
    return problem;
  }
  if (issue.path === 'services' && issue.message.startsWith('call cycle')) {
    problem.label = 'in a call cycle';
    const cycle = findCycle(s) ?? [];
    problem.cycle = cycle;
    problem.nodes.push(...new Set(cycle));
    for (let i = 0; i + 1 < cycle.length; i++) {
      problem.edges.push(edgeKey(cycle[i] ?? '', cycle[i + 1] ?? ''));
    }
    return problem;
  }
  const service = SERVICE_PATH.exec(issue.path);
  const svc = service ? s.services[Number(service[1])] : undefined;
  if (svc) {
    problem.nodes.push(svc.name);
    problem.where = svc.name;
    problem.message = `${svc.name}: ${issue.message}`;
  } else if (issue.path !== '(root)') {
    problem.where = issue.path;
    problem.message = `${issue.path}: ${issue.message}`;
  }
  return problem;
}

/** Each issue with the nodes and edges it is about (none when it is about the whole scenario). */
export function locateProblems(s: Scenario, issues: readonly ScenarioIssue[]): LocatedProblem[] {
  return issues.map((issue) => locateOne(s, issue));
}
