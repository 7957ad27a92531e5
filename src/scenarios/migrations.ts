// Old scenario documents keep opening: each migration lifts a document one version up.
// A link or a file made by an older app goes through every step from its version to
// SCENARIO_VERSION before validation.
import { SCENARIO_VERSION } from '../sim/scenario';

type Doc = Record<string, unknown>;
export type MigrationResult = { ok: true; doc: Doc; from: number } | { ok: false; error: string };

const isRecord = (v: unknown): v is Doc => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Version 0, the pre-release shape (before 2026-11-29):
 *   { version: 0, name?, seed?, durationS,
 *     services: { [name]: { workers, queue?, routes: { [route]: { latencyMs, calls? } }, policies? } },
 *     clients: [{ name, target: "service/route", rps, arrival?: "poisson" | "constant", timeoutMs? }] }
 * where `calls` is a list of stages, each a list of callee names ("service" or "service/route").
 */
function v0ToV1(doc: Doc): Doc {
  const splitTarget = (target: unknown) => {
    const [service, route] = String(target).split('/');
    return route ? { service, route } : { service };
  };
  const services = isRecord(doc.services) ? doc.services : {};
  const clients = Array.isArray(doc.clients) ? doc.clients : [];
  return {
    version: 1,
    ...(doc.name !== undefined ? { name: doc.name } : {}),
    ...(doc.seed !== undefined ? { seed: doc.seed } : {}),
    durationMs: typeof doc.durationS === 'number' ? doc.durationS * 1000 : doc.durationS,
    services: Object.entries(services).map(([name, raw]) => {
      const svc = isRecord(raw) ? raw : {};
      const routes = isRecord(svc.routes) ? svc.routes : {};
      return {
        name,
        workers: svc.workers,
        ...(svc.queue !== undefined ? { queueCapacity: svc.queue } : {}),
        ...(svc.policies !== undefined ? { policies: svc.policies } : {}),
        routes: Object.entries(routes).map(([routeName, rawRoute]) => {
          const route = isRecord(rawRoute) ? rawRoute : {};
          const stages = Array.isArray(route.calls) ? route.calls : [];
          return {
            name: routeName,
            processing: route.latencyMs,
            plan: stages.map((stage) => ({
              calls: (Array.isArray(stage) ? stage : [stage]).map(splitTarget),
            })),
          };
        }),
      };
    }),
    clients: clients.map((raw) => {
      const c = isRecord(raw) ? raw : {};
      return {
        name: c.name,
        ...splitTarget(c.target),
        arrival: { type: c.arrival ?? 'poisson', rps: c.rps },
        ...(c.timeoutMs !== undefined ? { policy: { timeoutMs: c.timeoutMs } } : {}),
      };
    }),
  };
}

/** MIGRATIONS[n] turns a version-n document into version n + 1. */
const MIGRATIONS: Readonly<Record<number, (doc: Doc) => Doc>> = { 0: v0ToV1 };

/** Lifts `input` to the current version; never throws. Validation comes after. */
export function migrateToCurrent(input: unknown): MigrationResult {
  if (!isRecord(input)) return { ok: false, error: 'a scenario must be a JSON object' };
  const from = input.version;
  if (typeof from !== 'number' || !Number.isInteger(from) || from < 0) {
    return { ok: false, error: `version: expected a whole number, got ${JSON.stringify(from)}` };
  }
  if (from > SCENARIO_VERSION) {
    return {
      ok: false,
      error: `version ${from} comes from a newer app; this one reads versions 0 to ${SCENARIO_VERSION}`,
    };
  }
  let doc: Doc = input;
  for (let v = from; v < SCENARIO_VERSION; v++) {
    const step = MIGRATIONS[v];
    if (!step) return { ok: false, error: `no migration from version ${v}` };
    try {
      doc = step(doc);
    } catch (error) {
      return { ok: false, error: `could not upgrade version ${v}: ${String(error)}` };
    }
  }
  return { ok: true, doc, from };
}
