// Pure: no DOM. Envoy's cluster (`circuit_breakers.thresholds`, `outlier_detection`) and
// route (`retry_policy`, `timeout`) config, from a bootstrap, an xDS resource list or bare
// objects: a cluster is put on the call to the service named like it.
import type { Scenario } from '../../sim/scenario';
import { envoyThresholdsPolicySchema } from '../../sim/protections/envoyThresholds/descriptor';
import { readConfig, type ConfigFile } from '../configText';
import type { ImportResult } from '../importResult';
import { callsOf, guessCall, skeletonScenario, splitCall } from '../placement';
import { PolicyWriter } from '../policyWriter';
import { applyTable, isObj, lineIn, refuseRest, type Block, type Obj } from './meshApply';
import { OUTLIER_REFUSED, OUTLIER_SETTINGS, THRESHOLD_SETTINGS } from './meshNames';
import { applyRetry, applyRouteTimeout } from './meshRetry';

export interface MeshImportOptions {
  onto?: Scenario;
  /** Cluster or host name → call (`caller->callee`). */
  map?: Readonly<Record<string, string>>;
}

const CLUSTER_MARKS = [
  'circuit_breakers',
  'outlier_detection',
  'connect_timeout',
  'load_assignment',
];

interface Found {
  clusters: Block[];
  routes: Block[];
}

function find(file: ConfigFile): Found {
  const found: Found = { clusters: [], routes: [] };
  const walk = (v: unknown, doc: number, path: (string | number)[]) => {
    if (Array.isArray(v)) v.forEach((item, i) => walk(item, doc, [...path, i]));
    if (!isObj(v)) return;
    if (typeof v.name === 'string' && CLUSTER_MARKS.some((m) => m in v))
      found.clusters.push({ file, doc, path, value: v, name: `cluster ${v.name}` });
    else if (path.at(-1) === 'route' && typeof v.cluster === 'string')
      found.routes.push({ file, doc, path, value: v, name: `route to ${v.cluster}` });
    for (const [k, child] of Object.entries(v)) walk(child, doc, [...path, k]);
  };
  file.documents.forEach((d, i) => walk(d, i, []));
  return found;
}

const sub = (b: Block, key: string, value: Obj, name = `${b.name}.${key}`): Block => ({
  ...b,
  path: [...b.path, ...key.split('.')],
  value,
  name,
});

export function importEnvoy(text: string, options: MeshImportOptions = {}): ImportResult {
  const file = readConfig(text, 'yaml');
  const { clusters, routes } = find(file);
  const names = [
    ...new Set([
      ...clusters.map((c) => c.value.name as string),
      ...routes.map((r) => r.value.cluster as string),
    ]),
  ];
  const scenario = options.onto ?? skeletonScenario(names);
  const writer = new PolicyWriter(scenario);
  const calls = callsOf(scenario);
  const place = (name: string, block: Block): string | undefined => {
    writer.instances.add(name);
    const call = options.map?.[name] ?? guessCall(name, calls);
    if (call !== undefined && calls.includes(call)) {
      writer.placements[name] = call;
      return call;
    }
    writer.refuse(
      block.name,
      lineIn(block),
      `no call chosen for "${name}" and none is named like it (map it: --map ${name}=caller->callee)`,
    );
    return undefined;
  };

  for (const cluster of clusters) {
    const call = place(cluster.value.name as string, cluster);
    if (!call) continue;
    const breakers = cluster.value.circuit_breakers;
    if (isObj(breakers)) {
      const thresholds = Array.isArray(breakers.thresholds) ? breakers.thresholds : [];
      thresholds.forEach((t, i) => {
        if (!isObj(t)) return;
        const block = sub(
          cluster,
          `circuit_breakers.thresholds`,
          t,
          `${cluster.name}.circuit_breakers.thresholds[${i}]`,
        );
        block.path = [...block.path, i];
        if (t.priority !== undefined && t.priority !== 'DEFAULT') {
          writer.refuse(
            block.name,
            lineIn(block),
            `priority ${String(t.priority)}: requests carry no routing priority here, only DEFAULT is read`,
          );
          return;
        }
        writer.set(call, ['envoyThresholds', 'enabled'], true, { key: block.name });
        const read = applyTable(
          writer,
          block,
          THRESHOLD_SETTINGS.map((s) => ({
            path: s.path,
            envoy: s.envoy,
            kind: 'count' as const,
            envoyDefault: defaultOf(s.path),
          })),
          'envoy',
          (s, v, src) => writer.set(call, s.path, v, src),
        );
        read.add('priority');
        refuseRest(
          writer,
          block,
          read,
          {
            retry_budget:
              'Envoy’s retry budget bounds retries in flight by a share of active requests; the simulation’s budgets are token buckets, not a concurrency share',
            track_remaining: 'observability only: it changes what is reported, not what happens',
          },
          'not a threshold this reader knows',
        );
      });
    }
    const outlier = cluster.value.outlier_detection;
    if (isObj(outlier)) {
      const { callee } = splitCall(call);
      const block = sub(cluster, 'outlier_detection', outlier);
      const read = applyTable(writer, block, OUTLIER_SETTINGS, 'envoy', (s, v, src) =>
        writer.setOutlier(callee, s.path[0]!, v, src),
      );
      refuseRest(
        writer,
        block,
        read,
        OUTLIER_REFUSED,
        'not an outlier detection setting the simulation has',
      );
    }
  }
  for (const route of routes) {
    const call = place(route.value.cluster as string, route);
    if (!call) continue;
    applyRouteTimeout(writer, call, route, 'envoy');
    const retry = route.value.retry_policy;
    if (isObj(retry)) applyRetry(writer, call, sub(route, 'retry_policy', retry), 'envoy');
  }
  return writer.result();
}

/** Envoy's defaults are the policy's own (the descriptor declares them). */
function defaultOf(path: readonly string[]): number {
  return (envoyThresholdsPolicySchema.parse({}) as unknown as Record<string, number>)[path[1]!]!;
}
