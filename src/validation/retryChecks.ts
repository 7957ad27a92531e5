// Pure: retries and closed loops. A chain of up to n attempts against independent failures
// sends (1 − pⁿ)/(1 − p) attempts per call; N users thinking Z between calls of S each, with
// a worker always free, call N/(Z + S) times a second (the machine-repairman model with as
// many repairmen as machines). Brooker 2022's setting (testing/trafficScenarios.ts).
import { parseScenario } from '../sim/scenario';
import { runScenario } from '../sim/engine/simulation';
import type { RunReport } from '../sim/engine/types';
import { retryStrategy, type RetryStrategy } from '../sim/engine/testing/trafficScenarios';
import type { ValidationCheck, ValidationScale } from './validationCheck';

const RETRY_RUN_S: Record<ValidationScale, number> = { full: 60, reduced: 15 };
/** Attempts per call of Brooker's "3 retries" strategy. */
export const MAX_ATTEMPTS = 4;
const THINK_MS = 100;
const SERVICE_MS = 5;
const USERS = 100;

/** Brooker 2022's closed loop with `strategy` at failure rate `p`. */
export function runRetries(
  strategy: RetryStrategy,
  p: number,
  seed: number,
  scale: ValidationScale,
): RunReport {
  const input = { ...retryStrategy(strategy, p, { durationMs: RETRY_RUN_S[scale] * 1000 }), seed };
  const parsed = parseScenario(input);
  if (!parsed.ok) throw new Error(`bad validation scenario: ${JSON.stringify(parsed.issues)}`);
  return runScenario(parsed.scenario);
}

/** Attempts that reached the service per call the users made. */
export function amplificationOf(r: RunReport): number {
  return r.services.api!.received / r.clients.users!.offered;
}

/** (1 − pⁿ) / (1 − p): the mean of a geometric number of attempts cut at n. */
export const chainAmplification = (p: number, n = MAX_ATTEMPTS): number =>
  p >= 1 ? n : (1 - p ** n) / (1 - p);

export const RETRY_CHECKS: readonly ValidationCheck[] = [
  ...[0.2, 0.5].map((p): ValidationCheck => ({
    id: `retry-amplification-${p}`,
    element: `Retry chain, ${MAX_ATTEMPTS} attempts, failure rate ${p}`,
    reference: '(1 − pⁿ) / (1 − p) attempts per call (independent failures)',
    figure: 'attempts per call',
    expected: chainAmplification(p),
    relativeTolerance: 0.03,
    measure: (seed, scale) => amplificationOf(runRetries('threeRetries', p, seed, scale)),
  })),
  {
    id: 'closed-loop-throughput',
    element: `Closed loop, ${USERS} users, think ${THINK_MS} ms, service ${SERVICE_MS} ms`,
    reference: 'machine-repairman, a worker always free: X = N / (Z + S)',
    figure: 'calls per second',
    expected: (USERS / (THINK_MS + SERVICE_MS)) * 1000,
    relativeTolerance: 0.03,
    measure: (seed, scale) =>
      runRetries('none', 0, seed, scale).clients.users!.offered / RETRY_RUN_S[scale],
  },
];
