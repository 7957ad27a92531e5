// Pure: no DOM. Envoy's cluster (`circuit_breakers.thresholds`, `outlier_detection`) and
// route (`retry_policy`, `hedge_policy`, `timeout`, a virtual host's `retry_policy`) config,
// from a bootstrap, an xDS resource list or bare objects: a cluster is put on the call to the
// service named like it. Every key of every block walked is read or listed (envoyShapes.ts).
import type { Scenario } from '../../sim/scenario';
import { envoyThresholdsPolicySchema } from '../../sim/protections/envoyThresholds/descriptor';
import { readConfig, type ConfigFile } from '../configText';
import type { ImportResult } from '../importResult';
import { callsOf, guessCall, skeletonScenario, splitCall } from '../placement';
import { PolicyWriter } from '../policyWriter';
import {
  applyTable,
  isObj,
  lineIn,
  refuseRest,
  refuseUnread,
  sub,
  type Block,
  type BlockShape,
  type Obj,
} from './meshApply';
import { OUTLIER_REFUSED, OUTLIER_SETTINGS, THRESHOLD_SETTINGS } from './meshNames';
import { applyEnvoyRoute, routeTargets, type FoundRoute } from './envoyRoutes';
import {
  CIRCUIT_BREAKERS_SHAPE,
  CLUSTER_SHAPE,
  clusterTypeWhy,
  ROUTE_ENTRY_SHAPE,
  THRESHOLD_REFUSED,
  VIRTUAL_HOST_SHAPE,
} from './envoyShapes';
import { readManager } from './envoyManager';
import { ownLocalRateLimit, PER_ROUTE_WHY } from './envoyLocalRateLimit';

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
  'eds_cluster_config',
];

/** An HTTP connection manager's config: the keys only it has. */
const isHcm = (v: Obj) => 'route_config' in v || 'rds' in v || Array.isArray(v.http_filters);

interface Found {
  clusters: Block[];
  hosts: Block[];
  /** Route entries of virtual hosts (`match` and `route`), for their keys' lines. */
  entries: Block[];
  routes: FoundRoute[];
  /** HTTP connection managers, for their own timeouts and filters. */
  managers: Block[];
}

const isRouteAction = (v: Obj) => typeof v.cluster === 'string' || isObj(v.weighted_clusters);

function find(file: ConfigFile): Found {
  const found: Found = { clusters: [], hosts: [], entries: [], routes: [], managers: [] };
  const walk = (v: unknown, doc: number, path: (string | number)[]) => {
    if (Array.isArray(v)) v.forEach((item, i) => walk(item, doc, [...path, i]));
    if (!isObj(v)) return;
    if (Array.isArray(v.routes) && Array.isArray(v.domains)) {
      // A virtual host: its routes are read with it, so its own policies reach them.
      const host: Block = { file, doc, path, value: v, name: `virtual host ${String(v.name)}` };
      found.hosts.push(host);
      v.routes.forEach((entry, i) => {
        if (!isObj(entry)) return;
        const at: Block = { ...host, path: [...path, 'routes', i], value: entry };
        at.name = `${host.name}.routes[${i}]`;
        found.entries.push(at);
        if (isObj(entry.route) && isRouteAction(entry.route))
          found.routes.push({
            action: sub(at, 'route', entry.route, routeName(entry.route)),
            host,
          });
      });
      return;
    }
    if (isHcm(v))
      found.managers.push({ file, doc, path, value: v, name: 'http_connection_manager' });
    if (typeof v.name === 'string' && CLUSTER_MARKS.some((m) => m in v))
      found.clusters.push({ file, doc, path, value: v, name: `cluster ${v.name}` });
    else if (path.at(-1) === 'route' && isRouteAction(v))
      found.routes.push({ action: { file, doc, path, value: v, name: routeName(v) } });
    for (const [k, child] of Object.entries(v)) walk(child, doc, [...path, k]);
  };
  file.documents.forEach((d, i) => walk(d, i, []));
  return found;
}

function routeName(action: Obj): string {
  return `route to ${routeTargets(action)
    .map((t) => t.name)
    .join(', ')}`;
}

export function importEnvoy(text: string, options: MeshImportOptions = {}): ImportResult {
  const file = readConfig(text, 'yaml');
  const { clusters, hosts, entries, routes, managers } = find(file);
  const names = [
    ...new Set([
      ...clusters.map((c) => c.value.name as string),
      ...routes.flatMap((r) => routeTargets(r.action.value).map((t) => t.name)),
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
    refuseUnread(writer, cluster, {
      ...CLUSTER_SHAPE,
      refused: { ...CLUSTER_SHAPE.refused, type: clusterTypeWhy(cluster.value.type) },
    });
    const breakers = cluster.value.circuit_breakers;
    if (isObj(breakers)) {
      refuseUnread(writer, sub(cluster, 'circuit_breakers', breakers), CIRCUIT_BREAKERS_SHAPE);
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
        refuseRest(writer, block, read, THRESHOLD_REFUSED, 'not a threshold this reader knows');
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
  for (const host of hosts) refuseUnread(writer, host, withOwnRateLimit(host, VIRTUAL_HOST_SHAPE));
  for (const entry of entries)
    refuseUnread(
      writer,
      entry,
      withOwnRateLimit(
        entry,
        matchesAll(entry.value.match)
          ? { ...ROUTE_ENTRY_SHAPE, read: [...ROUTE_ENTRY_SHAPE.read, 'match'] }
          : ROUTE_ENTRY_SHAPE,
      ),
    );
  const hostRetryUsed = new Set<Block>();
  for (const route of routes)
    if (applyEnvoyRoute(writer, route, place) && route.host) hostRetryUsed.add(route.host);
  // After the routes: the manager's settings go on the calls its routes lead to.
  for (const manager of managers) readManager(writer, manager, routes, [...hosts, ...entries]);
  for (const host of hosts)
    if (isObj(host.value.retry_policy) && !hostRetryUsed.has(host))
      writer.refuse(
        `${host.name}.retry_policy`,
        lineIn(host, 'retry_policy'),
        'every route of this virtual host sets its own retry_policy, which Envoy uses instead',
      );
  return writer.result();
}

/** A route or virtual host with its own local rate limit says so for its typed_per_filter_config. */
function withOwnRateLimit(holder: Block, shape: BlockShape): BlockShape {
  if (ownLocalRateLimit(holder.value) === undefined) return shape;
  return { ...shape, refused: { ...shape.refused, typed_per_filter_config: PER_ROUTE_WHY } };
}

/** A match of every request (`prefix: /`): what the simulation does, so nothing to list. */
function matchesAll(match: unknown): boolean {
  return isObj(match) && Object.keys(match).length === 1 && match.prefix === '/';
}

/** Envoy's defaults are the policy's own (the descriptor declares them). */
function defaultOf(path: readonly string[]): number {
  return (envoyThresholdsPolicySchema.parse({}) as unknown as Record<string, number>)[path[1]!]!;
}
