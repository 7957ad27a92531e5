// Pure: no DOM. Every part of a call policy an export may leave out, and what it was in the
// run: the schema's own parts declared here once, the registry's protections from their
// descriptors. An exporter names the parts it wrote; every other part in use gets a comment,
// so nothing simulated is dropped from an export without a word.
import type { AnyProtection } from '../sim/protections/descriptor';
import type { ProtectionKey } from '../sim/protections/derived';
import { PROTECTIONS } from '../sim/protections/registry';
import type { CallPolicy } from '../sim/scenario';

type CorePart =
  | 'timeoutMs'
  | 'deadlineMs'
  | 'propagateCancellation'
  | 'retry'
  | 'breaker'
  | 'bulkhead'
  | 'costPerAttempt';
export type PolicyPart = CorePart | ProtectionKey;

/** The call policy's own parts: what each was in the run, or undefined when it is off. */
const CORE_PARTS: Readonly<Record<CorePart, (p: CallPolicy) => string | undefined>> = {
  timeoutMs: (p) =>
    p.timeoutMs === undefined ? undefined : `a per-attempt timeout of ${p.timeoutMs} ms`,
  deadlineMs: (p) =>
    p.deadlineMs === undefined
      ? undefined
      : `an overall deadline of ${p.deadlineMs} ms across retries`,
  propagateCancellation: (p) =>
    p.propagateCancellation ? 'the callee stops its work when the caller gives up' : undefined,
  retry: (p) => (p.retry.enabled ? `a retry of ${p.retry.maxAttempts} attempts` : undefined),
  breaker: (p) => (p.breaker.enabled ? 'a circuit breaker' : undefined),
  bulkhead: (p) =>
    p.bulkhead.enabled ? `a bulkhead of ${p.bulkhead.maxConcurrentCalls} calls` : undefined,
  costPerAttempt: (p) =>
    p.costPerAttempt === undefined
      ? undefined
      : `a price of ${p.costPerAttempt} per attempt (the run's bookkeeping)`,
};

/** A registry protection in use, with its number settings as the settings panel names them. */
function protectionInUse(d: AnyProtection, policy: CallPolicy): string | undefined {
  const part = (policy as unknown as Record<string, Record<string, unknown> | undefined>)[d.key];
  if (part?.enabled !== true) return undefined;
  const values = d.settings.flatMap((s) => {
    if (s.kind !== 'number') return [];
    const v = part[s.path[1]!];
    if (typeof v !== 'number') return [];
    return [`${s.label.toLowerCase()} ${v * (s.displayFactor ?? 1)} ${s.unit}`];
  });
  return values.length > 0 ? `${d.title} (${values.join(', ')})` : d.title;
}

/** Every part the policy uses, with what it was: the list exporters check themselves against. */
export function partsInUse(policy: CallPolicy): { part: PolicyPart; was: string }[] {
  const core = (Object.keys(CORE_PARTS) as CorePart[]).flatMap((part) => {
    const was = CORE_PARTS[part](policy);
    return was === undefined ? [] : [{ part: part as PolicyPart, was }];
  });
  const registry = PROTECTIONS.flatMap((d) => {
    const was = protectionInUse(d as AnyProtection, policy);
    return was === undefined ? [] : [{ part: d.key as PolicyPart, was }];
  });
  return [...core, ...registry];
}

/** Every policy part the schema has: the core parts and the registry's. */
export const POLICY_PARTS: readonly PolicyPart[] = [
  ...(Object.keys(CORE_PARTS) as CorePart[]),
  ...PROTECTIONS.map((d) => d.key),
];

/** A comment line's text for each part in use the export did not write. */
export function unexpressedNotes(policy: CallPolicy, written: ReadonlySet<PolicyPart>): string[] {
  return partsInUse(policy)
    .filter(({ part }) => !written.has(part))
    .map(({ was }) => `simulated: ${was}; not written here`);
}

/**
 * The note for a library that counts only the calls it let through, when the breaker was run
 * with opossum's rolling window (windowCountsRefusedCalls); undefined otherwise.
 */
export function refusedCallsNote(policy: CallPolicy, library: string): string | undefined {
  const b = policy.breaker;
  return b.enabled && b.type === 'slidingWindow' && b.windowCountsRefusedCalls
    ? `simulated: refused calls count in the failure rate, over a window kept across state changes (opossum’s); ${library} counts only the calls it let through`
    : undefined;
}
