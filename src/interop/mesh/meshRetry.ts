// Pure: no DOM. A route's retry (Envoy `retry_policy`, Istio `retries`) and timeout onto a call.
import type { PolicyWriter } from '../policyWriter';
import { applyTable, getDotted, lineIn, refuseRest, type Block } from './meshApply';
import {
  RETRIED_KINDS,
  RETRY_ON_KINDS,
  RETRY_SETTINGS,
  ROUTE_TIMEOUT,
  STATUS_KINDS,
  codecFor,
  type Mesh,
} from './meshNames';

const RETRY_REFUSED: Readonly<Record<string, string>> = {
  retry_host_predicate:
    'the balancer picks the next replica as for any request; host predicates are not modelled',
  host_selection_retry_max_attempts:
    'the balancer picks the next replica as for any request; host predicates are not modelled',
  retry_priority: 'priority levels are not modelled',
  rate_limited_retry_back_off:
    'a 429 waits the retry policy’s rateLimitedWaitMs, not a header’s value',
  retriable_headers: 'responses carry no headers in the simulation',
  retriable_request_headers: 'requests carry no headers in the simulation',
  retryRemoteLocalities: 'localities are not modelled',
};

const ISTIO_DEFAULT_RETRY_ON =
  'connect-failure,refused-stream,unavailable,cancelled,retriable-status-codes';

/** The failure kinds a retry_on list retries, and the words it has that name none. */
function kindsOf(
  retryOn: string,
  statusCodes: readonly number[],
): { kinds: Set<string>; unknown: string[] } {
  const kinds = new Set<string>();
  const unknown: string[] = [];
  const status = (code: number) => {
    const kind = STATUS_KINDS[code] ?? (code >= 500 && code < 600 ? 'http5xx' : undefined);
    if (kind) kinds.add(kind);
    else unknown.push(String(code));
  };
  for (const word of retryOn
    .split(',')
    .map((w) => w.trim())
    .filter((w) => w !== '')) {
    if (/^\d+$/.test(word)) status(Number(word));
    else if (word === 'retriable-status-codes') statusCodes.forEach(status);
    else if (RETRY_ON_KINDS[word]) RETRY_ON_KINDS[word]!.forEach((k) => kinds.add(k));
    else unknown.push(word);
  }
  return { kinds, unknown };
}

export function applyRetry(writer: PolicyWriter, call: string, block: Block, mesh: Mesh): void {
  writer.set(call, ['retry', 'enabled'], true, { key: block.name });
  const read = applyTable(writer, block, RETRY_SETTINGS, mesh, (s, v, src) =>
    writer.set(call, s.path, v, src),
  );
  // Envoy's backoff: fully jittered exponential, base × 2^n, capped by max_interval (10 × base unless set).
  writer.set(call, ['retry', 'backoff', 'type'], 'exponential', { key: block.name });
  writer.set(call, ['retry', 'backoff', 'multiplier'], 2, { key: block.name });
  writer.set(call, ['retry', 'jitter'], 'full', { key: block.name });
  if (
    mesh === 'envoy' &&
    read.has('retry_back_off.base_interval') &&
    !read.has('retry_back_off.max_interval')
  ) {
    const base = writer.read(call, ['retry', 'backoff', 'initialIntervalMs']) as number;
    writer.set(call, ['retry', 'backoff', 'maxIntervalMs'], base * 10, {
      key: `${block.name}.retry_back_off.max_interval`,
    });
    const filled = writer.filledByDefault.find(
      (f) => f.key === `${block.name}.retry_back_off.max_interval`,
    );
    if (filled)
      filled.value = `${codecFor(RETRY_SETTINGS[3]!, mesh).write(base * 10)} (10 × base_interval)`;
  }
  const onKey = mesh === 'envoy' ? 'retry_on' : 'retryOn';
  const codesKey = 'retriable_status_codes';
  const raw = getDotted(block.value, onKey);
  const retryOn =
    raw === undefined ? (mesh === 'istio' ? ISTIO_DEFAULT_RETRY_ON : '') : String(raw);
  if (raw === undefined && mesh === 'istio') writer.filled(`${block.name}.${onKey}`, retryOn);
  read.add(onKey);
  const codes =
    (getDotted(block.value, codesKey) as number[] | undefined) ?? (mesh === 'istio' ? [503] : []);
  if (mesh === 'envoy') read.add(codesKey);
  const { kinds, unknown } = kindsOf(retryOn, codes.map(Number));
  const missing = RETRIED_KINDS.filter((k) => !kinds.has(k));
  if (missing.length > 0 || unknown.length > 0)
    writer.refuse(
      `${block.name}.${onKey}`,
      lineIn(block, onKey),
      [
        missing.length > 0
          ? `the simulation retries every retryable failure (${RETRIED_KINDS.join(', ')}); this list leaves out ${missing.join(', ')}`
          : '',
        unknown.length > 0 ? `${unknown.join(', ')} name no failure kind of the simulation` : '',
      ]
        .filter((s) => s !== '')
        .join('; '),
    );
  refuseRest(
    writer,
    block,
    read,
    RETRY_REFUSED,
    `not a ${mesh === 'envoy' ? 'retry_policy' : 'retries'} setting this reader knows`,
  );
}

export function applyRouteTimeout(
  writer: PolicyWriter,
  call: string,
  route: Block,
  mesh: Mesh,
): void {
  const name = ROUTE_TIMEOUT[mesh]!;
  const raw = getDotted(route.value, name);
  const key = `${route.name}.${name}`;
  const fallback = mesh === 'envoy' ? ROUTE_TIMEOUT.envoyDefault : ROUTE_TIMEOUT.istioDefault;
  if (raw === undefined && fallback === undefined) return;
  const ms = codecFor(ROUTE_TIMEOUT, mesh).read(
    (raw ?? fallback) as string,
    key,
    lineIn(route, name),
  ) as number;
  // A zero timeout is Envoy's "no timeout".
  const ok = writer.set(call, ROUTE_TIMEOUT.path, ms === 0 ? undefined : ms, {
    key,
    line: lineIn(route, name),
  });
  if (raw === undefined && ok) writer.filled(key, String(fallback));
}
