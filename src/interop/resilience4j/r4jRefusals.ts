// Pure: no DOM. Resilience4j's own exceptions for a protection's refusal, read from a retry's
// retryExceptions / ignoreExceptions onto the retry's retryOnCircuitOpen / retryOnBulkheadFull
// and written back as ignoreExceptions. These classes are Resilience4j's, so they need no
// table from the person (their own exception classes do: they stay listed).
import type { FailureReason } from '../../sim/engine/failureReasonList';
import { rateLimiterProtection } from '../../sim/protections/rateLimiter/descriptor';
import type { CallPolicy } from '../../sim/scenario';
import type { Leaf } from '../configText';
import type { PolicyWriter } from '../policyWriter';
import { listValue } from '../values';

/** The retry's switches for refusals: an open breaker's, and every other local refusal's. */
export type RefusalFlag = 'retryOnCircuitOpen' | 'retryOnBulkheadFull';

interface R4jRefusal {
  exception: string;
  /** The failure reason the caller sees for it (the engine's declaration). */
  reason: FailureReason;
  /** The call's layer that refuses this way. */
  layer: 'breaker' | 'bulkhead' | typeof rateLimiterProtection.key;
  /** The retry's switch for it: a registry layer's refusal reads as a full bulkhead (outcomes.ts). */
  flag: RefusalFlag;
}

const RATE_LIMITED = Object.keys(rateLimiterProtection.failureReasons)[0] as FailureReason;

/** In order: the first of each flag is the one written when its layer is off. */
export const R4J_REFUSALS: readonly R4jRefusal[] = [
  {
    exception: 'io.github.resilience4j.circuitbreaker.CallNotPermittedException',
    reason: 'circuitOpen',
    layer: 'breaker',
    flag: 'retryOnCircuitOpen',
  },
  {
    exception: 'io.github.resilience4j.bulkhead.BulkheadFullException',
    reason: 'bulkheadFull',
    layer: 'bulkhead',
    flag: 'retryOnBulkheadFull',
  },
  {
    exception: 'io.github.resilience4j.ratelimiter.RequestNotPermitted',
    reason: RATE_LIMITED,
    layer: rateLimiterProtection.key,
    flag: 'retryOnBulkheadFull',
  },
];

/** Every Resilience4j refusal is a RuntimeException: a list naming one of these names them all. */
const SUPERTYPES = ['java.lang.Throwable', 'java.lang.Exception', 'java.lang.RuntimeException'];

const FLAGS = [...new Set(R4J_REFUSALS.map((r) => r.flag))];

const layerOn = (policy: CallPolicy, layer: R4jRefusal['layer']): boolean =>
  (policy[layer] as { enabled?: boolean } | undefined)?.enabled === true;

/** The refusals that decide a flag: those whose layer the call has, else the flag's first. */
function decidingRefusals(policy: CallPolicy, flag: RefusalFlag): R4jRefusal[] {
  const all = R4J_REFUSALS.filter((r) => r.flag === flag);
  const on = all.filter((r) => layerOn(policy, r.layer));
  return on.length > 0 ? on : all.slice(0, 1);
}

/** ignoreExceptions for the refusals the retry does not retry (none: it retries them all). */
export function refusalsIgnored(policy: CallPolicy): string[] {
  return FLAGS.flatMap((flag) =>
    policy.retry[flag] ? [] : decidingRefusals(policy, flag).map((r) => r.exception),
  );
}

export interface ExceptionList {
  key: string;
  value: Leaf;
  line?: number;
}

/**
 * Resilience4j retries an exception when retryExceptions is empty or names it (or a
 * supertype), and ignoreExceptions does not. Sets both flags on the call; lists a list that
 * names other classes (they follow the simulation's failure kinds), and a flag whose
 * refusals the lists treat apart.
 */
export function readRefusals(
  writer: PolicyWriter,
  call: string,
  where: string,
  lists: { retry?: ExceptionList; ignore?: ExceptionList },
): void {
  const retry = lists.retry ? listValue(lists.retry.value) : [];
  const ignore = lists.ignore ? listValue(lists.ignore.value) : [];
  const covers = (list: readonly string[], exception: string) =>
    list.includes(exception) || list.some((c) => SUPERTYPES.includes(c));
  const retried = (exception: string) =>
    (retry.length === 0 || covers(retry, exception)) && !covers(ignore, exception);
  const policy = writer.read(call, []) as CallPolicy;
  const read: string[] = [];
  for (const flag of FLAGS) {
    const deciding = decidingRefusals(policy, flag);
    const value = retried(deciding[0]!.exception);
    const source = lists.ignore ?? lists.retry;
    const key = source?.key ?? `${where}.ignoreExceptions`;
    if (deciding.some((r) => retried(r.exception) !== value))
      writer.refuse(
        key,
        source?.line,
        `the simulated retry treats ${deciding.map((r) => r.exception.split('.').at(-1)).join(' and ')} alike (${flag}); these lists retry one and not the other: ${flag} is ${value}, as for ${deciding[0]!.exception.split('.').at(-1)}`,
      );
    writer.set(call, ['retry', flag], value, { key, line: source?.line });
    read.push(`${flag} ${value}`);
  }
  if (!lists.retry && !lists.ignore)
    writer.filled(
      `${where}.ignoreExceptions`,
      `none: Resilience4j retries its own refusals too (${R4J_REFUSALS.map((r) => r.exception.split('.').at(-1)).join(', ')}), so ${read.join(', ')}`,
    );
  const known = new Set(R4J_REFUSALS.map((r) => r.exception));
  for (const list of [lists.retry, lists.ignore]) {
    if (!list) continue;
    const others = listValue(list.value).filter((c) => !known.has(c));
    if (others.length > 0)
      writer.refuse(
        list.key,
        list.line,
        `${others.join(', ')}: which other failures are retried follows the simulation’s table of failure kinds, not exception classes; Resilience4j’s own refusals are read from the lists (${read.join(', ')})`,
      );
  }
}
