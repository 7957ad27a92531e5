// Pure: the call graph a scenario describes (who calls whom), in drawing order.
import type { Scenario } from '../../sim/scenario';
import { edgeKey } from '../../sim/engine/types';

export interface CallLink {
  /** "caller->callee", the engine's edge key. */
  key: string;
  caller: string;
  callee: string;
  /** The caller is a client (people or an upstream system), not a service. */
  fromClient: boolean;
}

/** Every distinct caller → callee link: client entries first, then service calls. */
export function callLinks(scenario: Scenario): CallLink[] {
  const links: CallLink[] = [];
  const seen = new Set<string>();
  const add = (caller: string, callee: string, fromClient: boolean) => {
    const key = edgeKey(caller, callee);
    if (seen.has(key)) return;
    seen.add(key);
    links.push({ key, caller, callee, fromClient });
  };
  for (const client of scenario.clients) add(client.name, client.service, true);
  for (const service of scenario.services) {
    for (const route of service.routes) {
      for (const stage of route.plan) {
        for (const call of stage.calls) add(service.name, call.service, false);
      }
    }
  }
  return links;
}

/**
 * Call depth of each service: 0 for services no other service calls, then one more than
 * its deepest caller (longest path), so a chain reads left to right.
 */
export function callDepths(scenario: Scenario): Map<string, number> {
  const callers = new Map<string, string[]>();
  for (const link of callLinks(scenario)) {
    if (link.fromClient) continue;
    callers.set(link.callee, [...(callers.get(link.callee) ?? []), link.caller]);
  }
  const depths = new Map<string, number>();
  const visiting = new Set<string>();
  const depthOf = (name: string): number => {
    const known = depths.get(name);
    if (known !== undefined) return known;
    // A cycle is rejected by the schema; guard anyway so a bad scenario cannot hang the page.
    if (visiting.has(name)) return 0;
    visiting.add(name);
    const parents = callers.get(name) ?? [];
    const depth = parents.length === 0 ? 0 : 1 + Math.max(...parents.map(depthOf));
    visiting.delete(name);
    depths.set(name, depth);
    return depth;
  };
  for (const service of scenario.services) depthOf(service.name);
  return depths;
}
