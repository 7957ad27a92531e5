// Pure: what the sweep form offers to pick from: the scenario's numeric settings, as the
// paths lessons write (src/scenarios/patch.ts), and the metrics of the sweep core's catalog
// (REPORT_FIELDS) for this scenario's clients, services and edges.
import { REPORT_FIELDS, metricOwners } from '../../sweep';
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

/** The metric catalog for this scenario: every field of every client, service and call. */
export function metricChoices(scenario: Scenario): string[] {
  return (Object.keys(REPORT_FIELDS) as (keyof typeof REPORT_FIELDS)[]).flatMap((kind) =>
    metricOwners(scenario, kind).flatMap((owner) =>
      REPORT_FIELDS[kind].map((f) => `${kind}[${owner}].${f}`),
    ),
  );
}
