// Pure: no DOM. Istio's DestinationRule (`connectionPool`, `outlierDetection`) and
// VirtualService (`retries`, `timeout`), from one file of Kubernetes manifests.
import { envoyThresholdsPolicySchema } from '../../sim/protections/envoyThresholds/descriptor';
import { readConfig } from '../configText';
import type { ImportResult } from '../importResult';
import { callsOf, guessCall, skeletonScenario, splitCall } from '../placement';
import { PolicyWriter } from '../policyWriter';
import { applyTable, getDotted, isObj, lineIn, refuseRest, type Block } from './meshApply';
import { OUTLIER_REFUSED, OUTLIER_SETTINGS, THRESHOLD_SETTINGS } from './meshNames';
import { applyRetry, applyRouteTimeout } from './meshRetry';
import type { MeshImportOptions } from './envoyImport';
import { CONNECT_TIMEOUT_WHY, MATCH_WHY } from './envoyShapes';

const POOL_REFUSED: Readonly<Record<string, string>> = {
  'tcp.connectTimeout': CONNECT_TIMEOUT_WHY,
  'tcp.tcpKeepalive': 'connections are not modelled beyond their count',
  'tcp.maxConnectionDuration': 'connections are not modelled beyond their count',
  'http.idleTimeout': 'connections are not modelled beyond their count',
  'http.maxRequestsPerConnection': 'connections are not modelled beyond their count',
  'http.h2UpgradePolicy': 'the protocol is not modelled',
  'http.useClientProtocol': 'the protocol is not modelled',
};

const DESTINATION_REFUSED =
  'every destination of the route gets its timeout and retries; traffic splits, subsets and ports are not modelled';
/** Istio's retry policy for a route that sets none. */
const ISTIO_IMPLICIT_RETRIES = 'attempts 2 on Istio’s default retryOn (the route sets no retries)';

const RULE_REFUSED =
  'not a resilience setting the simulation has (subsets, load balancing, TLS are left as they are)';

export function importIstio(text: string, options: MeshImportOptions = {}): ImportResult {
  const file = readConfig(text, 'yaml');
  const docs = file.documents.map((d, i) => ({ d, i })).filter(({ d }) => isObj(d));
  const hostOf = (h: unknown) => String(h ?? '');
  const rules = docs.filter(({ d }) => (d as { kind?: string }).kind === 'DestinationRule');
  const services = docs.filter(({ d }) => (d as { kind?: string }).kind === 'VirtualService');
  const names: string[] = [];
  for (const { d } of rules) names.push(hostOf((d as { spec?: { host?: string } }).spec?.host));
  for (const { d } of services)
    for (const http of ((d as { spec?: { http?: unknown[] } }).spec?.http ?? []) as {
      route?: { destination?: { host?: string } }[];
    }[])
      for (const r of http.route ?? []) names.push(hostOf(r.destination?.host));
  const scenario =
    options.onto ?? skeletonScenario([...new Set(names.map((n) => n.split('.')[0]!))]);
  const writer = new PolicyWriter(scenario);
  const calls = callsOf(scenario);
  const place = (host: string, block: Block): string | undefined => {
    writer.instances.add(host);
    const call =
      options.map?.[host] ?? options.map?.[host.split('.')[0]!] ?? guessCall(host, calls);
    if (call !== undefined && calls.includes(call)) {
      writer.placements[host] = call;
      return call;
    }
    writer.refuse(
      block.name,
      lineIn(block),
      `no call chosen for host "${host}" and none is named like it (map it: --map ${host}=caller->callee)`,
    );
    return undefined;
  };
  for (const { d, i } of docs) {
    const kind = (d as { kind?: string }).kind;
    if (kind !== 'DestinationRule' && kind !== 'VirtualService')
      writer.refuse(
        String(kind ?? `document ${i + 1}`),
        file.lineOf(i, []),
        'only DestinationRule and VirtualService are read',
      );
  }

  for (const { d, i } of rules) {
    const spec = (d as { spec?: Record<string, unknown> }).spec ?? {};
    const host = hostOf(spec.host);
    const rule: Block = {
      file,
      doc: i,
      path: ['spec'],
      value: spec,
      name: `DestinationRule ${host}`,
    };
    const call = place(host, rule);
    if (!call) continue;
    const policy = isObj(spec.trafficPolicy) ? spec.trafficPolicy : {};
    const base = { ...rule, path: ['spec', 'trafficPolicy'] };
    for (const key of Object.keys(spec))
      if (key !== 'host' && key !== 'trafficPolicy')
        writer.refuse(`${rule.name}.${key}`, lineIn(rule, key), RULE_REFUSED);
    for (const key of Object.keys(policy))
      if (key !== 'connectionPool' && key !== 'outlierDetection')
        writer.refuse(`${rule.name}.trafficPolicy.${key}`, lineIn(base, key), RULE_REFUSED);
    if (isObj(policy.connectionPool)) {
      const block: Block = {
        ...base,
        path: [...base.path, 'connectionPool'],
        value: policy.connectionPool,
        name: `${rule.name}.connectionPool`,
      };
      writer.set(call, ['envoyThresholds', 'enabled'], true, { key: block.name });
      const defaults = envoyThresholdsPolicySchema.parse({}) as unknown as Record<string, number>;
      const read = applyTable(
        writer,
        block,
        THRESHOLD_SETTINGS.map((s) => ({
          path: s.path,
          istio: s.istio,
          kind: 'count' as const,
          istioDefault: defaults[s.path[1]!],
        })),
        'istio',
        (s, v, src) => writer.set(call, s.path, v, src),
      );
      refuseRest(
        writer,
        block,
        read,
        POOL_REFUSED,
        'not a connection pool setting this reader knows',
      );
    }
    if (isObj(policy.outlierDetection)) {
      const { callee } = splitCall(call);
      const block: Block = {
        ...base,
        path: [...base.path, 'outlierDetection'],
        value: policy.outlierDetection,
        name: `${rule.name}.outlierDetection`,
      };
      const read = applyTable(writer, block, OUTLIER_SETTINGS, 'istio', (s, v, src) =>
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

  for (const { d, i } of services) {
    const http = ((d as { spec?: { http?: unknown[] } }).spec?.http ?? []) as Record<
      string,
      unknown
    >[];
    http.forEach((route, r) => {
      const destinations = (Array.isArray(route.route) ? route.route : []) as {
        destination?: { host?: string };
      }[];
      const block: Block = {
        file,
        doc: i,
        path: ['spec', 'http', r],
        value: route,
        name: `VirtualService http[${r}]`,
      };
      // A route's match narrows which requests it serves; the simulation applies the route to
      // every request of the call, so the reader says so rather than dropping it unseen.
      if ('match' in route) writer.refuse(`${block.name}.match`, lineIn(block, 'match'), MATCH_WHY);
      for (const key of Object.keys(route))
        if (!['route', 'retries', 'timeout', 'match', 'name'].includes(key))
          writer.refuse(
            `${block.name}.${key}`,
            lineIn(block, key),
            key === 'fault'
              ? 'faults are the scenario’s own (its fault timeline)'
              : 'not a resilience setting the simulation has',
          );
      destinations.forEach((dest, n) => {
        const at = { ...block, path: [...block.path, 'route', n] };
        for (const key of ['weight', 'destination.subset', 'destination.port', 'headers'])
          if (getDotted(dest, key) !== undefined)
            writer.refuse(`${block.name}.route[${n}].${key}`, lineIn(at, key), DESTINATION_REFUSED);
      });
      for (const dest of destinations) {
        const host = hostOf(dest.destination?.host);
        const call = place(host, block);
        if (!call) continue;
        applyRouteTimeout(writer, call, block, 'istio');
        // No `retries`: Istio still retries, twice on its default retryOn (its documented
        // default policy), so the reader applies that policy with every value listed as filled.
        const retries = isObj(route.retries) ? route.retries : {};
        if (!isObj(route.retries)) writer.filled(`${block.name}.retries`, ISTIO_IMPLICIT_RETRIES);
        applyRetry(
          writer,
          call,
          {
            ...block,
            path: [...block.path, 'retries'],
            value: retries,
            name: `${block.name}.retries`,
          },
          'istio',
        );
      }
    });
    for (const kind of ['tcp', 'tls'] as const) {
      const routes = (d as { spec?: Record<string, unknown> }).spec?.[kind];
      if (!Array.isArray(routes)) continue;
      routes.forEach((_, r) =>
        writer.refuse(
          `VirtualService ${kind}[${r}]`,
          file.lineOf(i, ['spec', kind, r]),
          NOT_HTTP_WHY(kind),
        ),
      );
    }
  }
  return writer.result();
}

/** A VirtualService's tcp and tls routes carry connections, which the scenario does not model. */
const NOT_HTTP_WHY = (kind: 'tcp' | 'tls') =>
  `a ${kind.toUpperCase()} route forwards connections, not HTTP requests: the scenario's calls are requests, and Istio gives ${kind} routes no timeout or retries to read`;
