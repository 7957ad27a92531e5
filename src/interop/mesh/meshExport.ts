// Pure: no DOM. A call's policy as Envoy (a Cluster and a RouteConfiguration) and as Istio
// (a DestinationRule and a VirtualService), each setting through the mesh table; where the
// mesh means something else than what was simulated, a note beside the line.
import type { CallPolicy } from '../../sim/scenario';
import type { Scalar } from '../configText';
import { hedgeProtection } from '../../sim/protections/hedge/descriptor';
import { rateLimiterProtection } from '../../sim/protections/rateLimiter/descriptor';
import { rateLimitedManager } from './envoyRateLimitExport';
import {
  unexpressedNotes,
  type Coverage,
  type Expressible,
  type ExportSubject,
} from '../unexpressed';
import { yamlDocuments, yamlWithNotes, type Note } from '../yamlOut';
import {
  OUTLIER_SETTINGS,
  RETRIABLE_STATUS_CODES,
  RETRY_ON_ALL,
  RETRY_SETTINGS,
  ROUTE_TIMEOUT,
  THRESHOLD_SETTINGS,
  codecFor,
  type Mesh,
  type MeshSetting,
} from './meshNames';

type Obj = Record<string, unknown>;

function getIn(obj: unknown, path: readonly string[]): unknown {
  return path.reduce<unknown>((o, k) => (o as Obj | undefined)?.[k], obj);
}

function setDotted(obj: Obj, dotted: string, value: unknown): void {
  const keys = dotted.split('.');
  let node = obj;
  for (const k of keys.slice(0, -1)) node = (node[k] ??= {}) as Obj;
  node[keys.at(-1)!] = value;
}

function writeTable(source: unknown, table: readonly MeshSetting[], mesh: Mesh): Obj {
  const out: Obj = {};
  for (const s of table) {
    const name = s[mesh];
    const value = getIn(source, s.path);
    if (name && value !== undefined) setDotted(out, name, codecFor(s, mesh).write(value) as Scalar);
  }
  return out;
}

function retryNotes(policy: CallPolicy, mesh: Mesh, at: (string | number)[]): Note[] {
  const r = policy.retry;
  const notes: Note[] = [];
  if (r.backoff.type !== 'exponential' || r.backoff.multiplier !== 2 || r.jitter !== 'full')
    notes.push({
      path: mesh === 'envoy' ? [...at, 'retry_back_off', 'base_interval'] : at,
      text: `simulated: ${r.backoff.type} backoff ×${r.backoff.multiplier}, ${r.jitter === 'none' ? 'no' : r.jitter} jitter; ${mesh === 'envoy' ? 'Envoy' : 'Istio (Envoy underneath)'} always waits a fully jittered base × 2^n`,
    });
  if (mesh === 'istio' && (r.backoff.initialIntervalMs !== 25 || r.backoff.maxIntervalMs !== 250))
    notes.push({
      path: at,
      text: `simulated: backoff from ${r.backoff.initialIntervalMs} ms up to ${r.backoff.maxIntervalMs} ms; Istio has no backoff setting (Envoy's 25 ms to 250 ms)`,
    });
  return notes;
}

/** What both meshes write; anything else in use gets a comment with why. */
const MESH_WRITES: readonly Expressible[] = [
  'timeoutMs',
  'deadlineMs',
  'retry',
  'envoyThresholds',
  'outlierEjection',
];

function meshCoverage(mesh: Mesh, writes: ReadonlySet<Expressible>): Coverage {
  const proxy = mesh === 'envoy' ? 'Envoy' : 'Istio’s sidecar (Envoy)';
  return {
    library: mesh === 'envoy' ? 'Envoy' : 'Istio',
    writes,
    why: {
      breaker:
        'Envoy’s circuit_breakers are concurrency limits, not a failure rate; outlier ejection is per host',
      bulkhead:
        'the nearest is max_requests in circuit_breakers, which refuses at once (no wait); set it there if that will do',
      'retry.retryOnRefusal': `the simulated breaker and bulkhead refuse in the caller, where ${proxy} does not see it`,
      'retry.retryOnPoison': `a 200 (a poison answer) is never retried by ${proxy}`,
      'retry.rateLimitedWait': `${proxy} waits its backoff after a 429 (rate_limited_retry_back_off reads a header the simulation does not send)`,
      'retry.failAfterMaxAttempts': `${proxy} returns the last attempt’s answer as it is`,
      'retry.budget': 'Envoy’s retry_budget is a share of active requests, not tokens',
    },
  };
}

/** The descriptor's name for Envoy's hedging block (`hedge_policy`). */
const HEDGE_KEY = hedgeProtection.names.envoy!;

/** Where Envoy's hedging (on the per-try timeout) means something else than the simulated hedge. */
function hedgeNotes(policy: CallPolicy, at: (string | number)[]): Note[] {
  const h = policy.hedge!;
  const texts = [
    `simulated: a hedge after ${h.delayMs} ms; Envoy hedges when per_try_timeout fires, so per_try_timeout carries that delay, and counts each hedge as one of num_retries`,
  ];
  if (h.delayPercentile !== undefined)
    texts.push(
      `simulated: the delay followed p${h.delayPercentile} of the answers so far; Envoy's per_try_timeout is fixed`,
    );
  if (h.maxHedgedShare < 1)
    texts.push(
      `simulated: at most ${h.maxHedgedShare * 100}% of calls hedged; Envoy caps hedges only by num_retries`,
    );
  if (!h.cancelLoser)
    texts.push('simulated: the slower attempt ran on; Envoy resets it when the first answers');
  return texts.map((text) => ({ path: at, text }));
}

export function exportEnvoy(subject: ExportSubject, callee: string): string {
  const { policy, outlier } = subject;
  const cluster: Obj = { name: callee };
  const clusterNotes: Note[] = [];
  if (policy.envoyThresholds?.enabled)
    cluster.circuit_breakers = {
      thresholds: [
        {
          priority: 'DEFAULT',
          ...writeTable(
            policy,
            THRESHOLD_SETTINGS.map((s) => ({ ...s, kind: 'count' as const })),
            'envoy',
          ),
        },
      ],
    };
  if (outlier) {
    cluster.outlier_detection = writeTable(outlier, OUTLIER_SETTINGS, 'envoy');
    clusterNotes.push({
      path: ['outlier_detection'],
      text: 'simulated: a host is ejected at once; Envoy ejects at its next interval (10 s)',
    });
  }
  const route: Obj = {
    cluster: callee,
    timeout:
      policy.deadlineMs === undefined
        ? '0s'
        : codecFor(ROUTE_TIMEOUT, 'envoy').write(policy.deadlineMs),
  };
  const routeNotes: Note[] = [];
  // A rate limiter is a filter of the connection manager, which then holds the routes.
  const rateLimited = policy.rateLimiter?.enabled === true;
  const routeAt = [
    ...(rateLimited ? ['route_config'] : []),
    'virtual_hosts',
    0,
    'routes',
    0,
    'route',
  ];
  if (policy.deadlineMs === undefined)
    routeNotes.push({
      path: [...routeAt, 'timeout'],
      text: 'no overall deadline was simulated: 0s turns Envoy’s 15 s default off',
    });
  const hedge = policy.hedge?.enabled === true;
  const written = new Set<Expressible>(MESH_WRITES);
  if (rateLimited) written.add(rateLimiterProtection.key);
  // Hedging takes the per-try timeout for its delay: a simulated attempt timeout is then noted.
  const perTryMs = hedge ? policy.hedge!.delayMs : policy.timeoutMs;
  if (hedge) {
    written.add('hedge');
    if (policy.timeoutMs !== undefined) written.delete('timeoutMs');
  }
  if (policy.retry.enabled) {
    route.retry_policy = {
      retry_on: RETRY_ON_ALL,
      retriable_status_codes: RETRIABLE_STATUS_CODES,
      ...writeTable({ ...policy, timeoutMs: perTryMs }, RETRY_SETTINGS, 'envoy'),
    };
    routeNotes.push(...retryNotes(policy, 'envoy', [...routeAt, 'retry_policy']));
  } else if (perTryMs !== undefined) {
    // Envoy hedges only within a retry policy that retries something: one retry is the hedge.
    route.retry_policy = {
      retry_on: hedge ? 'reset' : '',
      num_retries: hedge ? 1 : 0,
      per_try_timeout: codecFor(RETRY_SETTINGS[1]!, 'envoy').write(perTryMs),
    };
    routeNotes.push({
      path: [...routeAt, 'retry_policy'],
      text: hedge
        ? 'no retry was simulated: Envoy hedges within a retry policy, so its one retry is the hedge (a reset is retried once too)'
        : 'no retry was simulated: a retry policy of 0 retries carries the per-attempt timeout',
    });
  }
  if (hedge) {
    route[HEDGE_KEY] = { hedge_on_per_try_timeout: true };
    routeNotes.push(...hedgeNotes(policy, [...routeAt, HEDGE_KEY]));
  }
  for (const text of unexpressedNotes(subject, meshCoverage('envoy', written)))
    routeNotes.push({ path: [], text });
  const routeConfig = {
    name: `${callee}-route`,
    virtual_hosts: [{ name: callee, domains: ['*'], routes: [{ match: { prefix: '/' }, route }] }],
  };
  const routes = rateLimited
    ? (() => {
        const { manager, notes } = rateLimitedManager(policy, callee, routeConfig);
        return yamlWithNotes(
          manager,
          [...notes, ...routeNotes],
          [
            'Envoy HTTP connection manager (the typed_config of a listener’s envoy.filters.network.http_connection_manager), with the route configuration',
          ],
        );
      })()
    : yamlWithNotes(routeConfig, routeNotes, ['Envoy route configuration (RouteConfiguration)']);
  return yamlDocuments([
    yamlWithNotes(cluster, clusterNotes, [
      `Envoy cluster (static_resources.clusters[]) for ${callee}, from the Resilience Playground`,
      'add its type, endpoints (load_assignment) and connect_timeout: the simulation does not model them',
    ]),
    routes,
  ]);
}

export function exportIstio(subject: ExportSubject, callee: string): string {
  const { policy, outlier } = subject;
  const trafficPolicy: Obj = {};
  const ruleNotes: Note[] = [];
  if (policy.envoyThresholds?.enabled)
    trafficPolicy.connectionPool = writeTable(
      policy,
      THRESHOLD_SETTINGS.map((s) => ({ ...s, kind: 'count' as const })),
      'istio',
    );
  if (outlier) {
    trafficPolicy.outlierDetection = writeTable(outlier, OUTLIER_SETTINGS, 'istio');
    ruleNotes.push({
      path: ['spec', 'trafficPolicy', 'outlierDetection'],
      text: `simulated: a host is ejected at once, for at most ${outlier.maxEjectionTimeMs} ms; Istio ejects at its interval and has no maximum`,
    });
  }
  const rule = {
    apiVersion: 'networking.istio.io/v1beta1',
    kind: 'DestinationRule',
    metadata: { name: callee },
    spec: { host: callee, trafficPolicy },
  };
  const http: Obj = { route: [{ destination: { host: callee } }] };
  const vsNotes: Note[] = [];
  if (policy.deadlineMs !== undefined)
    http.timeout = codecFor(ROUTE_TIMEOUT, 'istio').write(policy.deadlineMs);
  if (policy.retry.enabled) {
    http.retries = {
      retryOn: `${RETRY_ON_ALL.replace(',retriable-status-codes', '')},${RETRIABLE_STATUS_CODES.join(',')}`,
      ...writeTable(policy, RETRY_SETTINGS, 'istio'),
    };
    vsNotes.push(...retryNotes(policy, 'istio', ['spec', 'http', 0, 'retries']));
  } else {
    http.retries = { attempts: 0 };
    vsNotes.push({
      path: ['spec', 'http', 0, 'retries'],
      text: 'no retry was simulated: Istio retries twice unless told 0',
    });
    if (policy.timeoutMs !== undefined)
      vsNotes.push({
        path: ['spec', 'http', 0],
        text: `simulated: a per-attempt timeout of ${policy.timeoutMs} ms; Istio's perTryTimeout applies only with retries`,
      });
  }
  for (const text of unexpressedNotes(subject, meshCoverage('istio', new Set(MESH_WRITES))))
    vsNotes.push({ path: [], text });
  const vs = {
    apiVersion: 'networking.istio.io/v1beta1',
    kind: 'VirtualService',
    metadata: { name: callee },
    spec: { hosts: [callee], http: [http] },
  };
  return yamlDocuments([
    yamlWithNotes(rule, ruleNotes, [`Istio for ${callee}, from the Resilience Playground`]),
    yamlWithNotes(vs, vsNotes),
  ]);
}
