// Pure: no DOM. Envoy's and Istio's names for the retry, the timeouts and outlier ejection,
// and where each lives in the scenario: the one table the import and the export both read.
// Envoy's circuit breaker thresholds carry their names on their registry descriptor.
import { envoyThresholdsProtection } from '../../sim/protections/envoyThresholds/descriptor';
import type { Scalar } from '../configText';
import { goDurationCodec, numberCodec, protoDurationCodec, type Codec } from '../codecs';

export type Mesh = 'envoy' | 'istio';

export interface MeshSetting {
  /** Path in the call policy (route settings) or in the callee's outlierEjection. */
  path: readonly string[];
  /** The key under its block, per mesh; absent: that mesh has no such setting. */
  envoy?: string;
  istio?: string;
  kind: 'count' | 'duration' | 'retries';
  /** The mesh's value when the key is left out, as written; undefined: none (off). */
  envoyDefault?: Scalar;
  istioDefault?: Scalar;
}

/** `num_retries` and Istio's `attempts` count retries; the policy counts attempts (1 + retries). */
const retriesCodec: Codec = {
  read: (v, key, line) => (numberCodec.read(v, key, line) as number) + 1,
  write: (v) => (v as number) - 1,
};

export function codecFor(s: MeshSetting, mesh: Mesh): Codec {
  if (s.kind === 'retries') return retriesCodec;
  if (s.kind === 'count') return numberCodec;
  return mesh === 'envoy' ? protoDurationCodec : goDurationCodec;
}

/** Envoy route `retry_policy`, Istio VirtualService `retries`. */
export const RETRY_SETTINGS: readonly MeshSetting[] = [
  {
    path: ['retry', 'maxAttempts'],
    envoy: 'num_retries',
    istio: 'attempts',
    kind: 'retries',
    envoyDefault: 1,
    istioDefault: 2,
  },
  { path: ['timeoutMs'], envoy: 'per_try_timeout', istio: 'perTryTimeout', kind: 'duration' },
  // Istio has no backoff settings: its sidecar uses Envoy's defaults.
  {
    path: ['retry', 'backoff', 'initialIntervalMs'],
    envoy: 'retry_back_off.base_interval',
    kind: 'duration',
    envoyDefault: '0.025s',
    istioDefault: '25ms',
  },
  {
    path: ['retry', 'backoff', 'maxIntervalMs'],
    envoy: 'retry_back_off.max_interval',
    kind: 'duration',
    envoyDefault: '0.25s',
    istioDefault: '250ms',
  },
];

/** Envoy route `timeout`, Istio VirtualService `timeout`: the whole call, retries included. */
export const ROUTE_TIMEOUT: MeshSetting = {
  path: ['deadlineMs'],
  envoy: 'timeout',
  istio: 'timeout',
  kind: 'duration',
  envoyDefault: '15s',
};

/** Envoy cluster `outlier_detection`, Istio DestinationRule `outlierDetection`: the callee's outlierEjection. */
export const OUTLIER_SETTINGS: readonly MeshSetting[] = [
  {
    path: ['consecutive5xx'],
    envoy: 'consecutive_5xx',
    istio: 'consecutive5xxErrors',
    kind: 'count',
    envoyDefault: 5,
    istioDefault: 5,
  },
  {
    path: ['baseEjectionTimeMs'],
    envoy: 'base_ejection_time',
    istio: 'baseEjectionTime',
    kind: 'duration',
    envoyDefault: '30s',
    istioDefault: '30s',
  },
  {
    path: ['maxEjectionTimeMs'],
    envoy: 'max_ejection_time',
    kind: 'duration',
    envoyDefault: '300s',
    istioDefault: '300s',
  },
  {
    path: ['maxEjectionPercent'],
    envoy: 'max_ejection_percent',
    istio: 'maxEjectionPercent',
    kind: 'count',
    envoyDefault: 10,
    istioDefault: 10,
  },
];

export const OUTLIER_REFUSED: Readonly<Record<string, string>> = {
  interval: 'the simulation ejects at once, not at the next sweep of the interval',
  consecutive_gateway_failure: 'only consecutive 5xx (refusals and timeouts included) eject here',
  consecutiveGatewayErrors: 'only consecutive 5xx (refusals and timeouts included) eject here',
  consecutiveErrors: 'deprecated by Istio; read consecutive5xxErrors',
  minHealthPercent:
    'ejection never stops for the share of healthy hosts here (at least one replica always stays)',
  splitExternalLocalOriginErrors: 'local and upstream failures are one here',
};

/** Envoy's `circuit_breakers.thresholds` / Istio's `connectionPool`, from the descriptor. */
export const THRESHOLD_SETTINGS = envoyThresholdsProtection.settings.flatMap((s) =>
  s.kind === 'number' && s.names?.envoy && s.names.istio
    ? [
        {
          path: s.path,
          envoy: s.names.envoy,
          istio: s.names.istio.replace(/^connectionPool\./, ''),
        },
      ]
    : [],
);

/**
 * Envoy's retry_on conditions (Istio's retryOn says the same) and the failure kinds each
 * retries. `5xx` covers no answer at all too: a reset, a refused connection, a per-try timeout.
 */
export const RETRY_ON_KINDS: Readonly<Record<string, readonly string[]>> = {
  '5xx': ['http5xx', 'network', 'timeout'],
  'gateway-error': ['http5xx', 'timeout'],
  reset: ['network'],
  'connect-failure': ['network'],
  'refused-stream': ['network'],
  unavailable: ['network'],
  'retriable-4xx': ['http4xxRetryable'],
  // gRPC's CANCELLED: no callee of the simulation answers with it, so it retries nothing here.
  cancelled: [],
};

/** The kinds the simulation's retry always retries (seed 002's table). */
export const RETRIED_KINDS = [
  'network',
  'http5xx',
  'timeout',
  'http429',
  'http4xxRetryable',
] as const;
/** HTTP codes behind retriable_status_codes that name a kind. */
export const STATUS_KINDS: Readonly<Record<number, string>> = {
  429: 'http429',
  409: 'http4xxRetryable',
};
/** What the export writes: every kind the simulation retries. */
export const RETRY_ON_ALL =
  '5xx,reset,connect-failure,refused-stream,retriable-4xx,retriable-status-codes';
export const RETRIABLE_STATUS_CODES = [429];
