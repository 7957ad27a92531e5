// Pure: what the sweep form offers to pick from: the scenario's numeric settings, as the
// paths lessons write (src/scenarios/patch.ts), and the metrics of the sweep core's catalog
// (REPORT_FIELDS) for this scenario's clients, services and edges.
import { REPORT_FIELDS } from '../../sweep';
import { edgeKey } from '../../sim/engine/types';
import type { Scenario } from '../../sim/scenario';

const IDENT = /^[A-Za-z_$][\w$]*$/;
/** Parts of a scenario that are not settings a sweep should move. */
const SKIP = new Set(['version', 'seed', 'atMs', 'untilMs']);

/** Every numeric leaf of the scenario, as a patch path; arrays of named things by name. */
export function numericPaths(scenario: Scenario): string[] {
  const out: string[] = [];
  const walk = (node: unknown, path: string, key: string) => {
    if (typeof node === 'number') {
      if (!SKIP.has(key)) out.push(path);
      return;
    }
    if (Array.isArray(node)) {
      node.forEach((item, i) => {
        const rec = item as Record<string, unknown> | null;
        const name = rec && typeof rec === 'object' ? (rec.name ?? rec.id) : undefined;
        walk(item, `${path}[${typeof name === 'string' ? name : i}]`, key);
      });
      return;
    }
    if (node && typeof node === 'object') {
      for (const [k, v] of Object.entries(node)) {
        // A record keyed by a callee (policies): its keys are names, not fields.
        const seg = key === 'policies' || !IDENT.test(k) ? `[${k}]` : `${path ? '.' : ''}${k}`;
        walk(v, `${path}${seg}`, k);
      }
    }
  };
  walk(scenario, '', '');
  return out;
}

/** The metric catalog for this scenario: a bare field means the first client. */
export function metricChoices(scenario: Scenario): string[] {
  const clients = scenario.clients.map((c) => c.name);
  const services = scenario.services.map((s) => s.name);
  const edges = [
    ...scenario.clients.map((c) => edgeKey(c.name, c.service)),
    ...scenario.services.flatMap((s) => Object.keys(s.policies).map((k) => edgeKey(s.name, k))),
  ];
  return [
    ...clients.flatMap((n) => REPORT_FIELDS.clients.map((f) => `clients[${n}].${f}`)),
    ...services.flatMap((n) => REPORT_FIELDS.services.map((f) => `services[${n}].${f}`)),
    ...edges.flatMap((n) => REPORT_FIELDS.edges.map((f) => `edges[${n}].${f}`)),
  ];
}
