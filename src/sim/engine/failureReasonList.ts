// Pure engine: no DOM, no wall clock, no unseeded randomness.
// Every reason a request or call can fail for, as the caller saw it: the engine's own, then
// the registry's protections' refusals. The report's failuresByReason, the sweep's metric
// names and the page's words for them all read this list.
import { PROTECTION_FAILURE_REASONS, type ProtectionFailureReason } from '../protections/derived';

export const CORE_FAILURE_REASONS = [
  'http5xx',
  'http429',
  'http408',
  'http4xxPermanent',
  'http4xxRetryable',
  'network',
  'timeout',
  'poison',
  'circuitOpen',
  'bulkheadFull',
  'queueFull',
  'deadline',
  'maxRetriesExceeded',
] as const;

/** Why a request or call failed, as the caller saw it. */
export type FailureReason = (typeof CORE_FAILURE_REASONS)[number] | ProtectionFailureReason;

export const FAILURE_REASONS: readonly FailureReason[] = [
  ...CORE_FAILURE_REASONS,
  ...(Object.keys(PROTECTION_FAILURE_REASONS) as ProtectionFailureReason[]),
];
