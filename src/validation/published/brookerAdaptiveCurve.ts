// Pure engine: no DOM, no wall clock, no unseeded randomness.
// Brooker 2022's adaptive retries ("Fixing retries with token buckets and circuit breakers",
// brooker.co.za/blog/2022/02/28/retries.html): the load (attempts per request) a token
// bucket lets through as the failure rate grows, ours against his simulation's.
import { parseScenario, type ScenarioInput } from '../../sim/scenario';
import { runScenario } from '../../sim/engine/simulation';
import { BROOKER_ADAPTIVE_BUDGET } from '../../scenarios/presets/brookerBudget';
import { compareRow, comparison, type Comparison } from './comparison';

export { BROOKER_ADAPTIVE_BUDGET };

/** His setup: 100 clients, each with its own bucket, 10 calls a second each, for 10 s. */
const CLIENTS = 100;
const CALLS_PER_SECOND = 10;
const DURATION_MS = 10_000;
/** An attempt's time at the service; his network adds 2 × 10 ms, which changes no count. */
const ATTEMPT_MS = 1;
/** Enough attempts that the bucket, not maxAttempts, stops the retries (5 tokens at most). */
const UNBOUNDED_ATTEMPTS = 100;

/** His setup as a scenario: the failure rate `p` of every attempt, drawn independently. */
export function brookerAdaptiveScenario(p: number, seed: number): ScenarioInput {
  return {
    version: 1,
    name: `Brooker 2022 adaptive retries at failure rate ${p}`,
    seed,
    durationMs: DURATION_MS,
    services: [
      {
        name: 'api',
        workers: 10_000,
        queueCapacity: 0,
        faults: { errorRates: { http5xx: p } },
        routes: [{ name: 'default', processing: { type: 'constant', ms: ATTEMPT_MS } }],
      },
    ],
    clients: [
      {
        name: 'users',
        service: 'api',
        // A user waits for its call (about 1 ms) and thinks: 10 calls a second, as his clients.
        closedLoop: {
          users: CLIENTS,
          thinkTime: { type: 'exponential', meanMs: 1_000 / CALLS_PER_SECOND - ATTEMPT_MS },
          protections: 'perUser',
        },
        policy: {
          retry: {
            enabled: true,
            maxAttempts: UNBOUNDED_ATTEMPTS,
            backoff: { type: 'none' },
            budget: BROOKER_ADAPTIVE_BUDGET,
          },
        },
      },
    ],
  };
}

/**
 * His published curve is a chart; these are the figures behind it: his simulator
 * (mbrooker/simulator_example, retry_sim) run for the adaptive strategy with his settings,
 * 30 runs a point (Python seeds 1 to 3, 10 runs each), averaged. Running it needed three
 * fixes that change no number: Call takes its client, client.py imports random and net_rtt,
 * the heap's ties are broken by a counter. Runs differ by under 0.5 %.
 */
export const BROOKER_2022_ADAPTIVE: readonly { failureRate: number; load: number }[] = [
  { failureRate: 0, load: 1.0 },
  { failureRate: 0.01, load: 1.0099 },
  { failureRate: 0.02, load: 1.0205 },
  { failureRate: 0.05, load: 1.0533 },
  { failureRate: 0.1, load: 1.1021 },
  { failureRate: 0.2, load: 1.1343 },
  { failureRate: 0.3, load: 1.139 },
  { failureRate: 0.4, load: 1.1407 },
  { failureRate: 0.5, load: 1.1415 },
  { failureRate: 0.6, load: 1.1421 },
  { failureRate: 0.7, load: 1.1424 },
  { failureRate: 0.8, load: 1.1428 },
  { failureRate: 0.9, load: 1.1431 },
];

export const BROOKER_CURVE_TOLERANCE = 0.03;
export const BROOKER_CURVE_SEEDS = 3;

/** Attempts at the service per request, the mean of `seeds` runs. */
export function adaptiveLoad(p: number, seeds = BROOKER_CURVE_SEEDS): number {
  let load = 0;
  for (let seed = 1; seed <= seeds; seed++) {
    const parsed = parseScenario(brookerAdaptiveScenario(p, seed));
    if (!parsed.ok) throw new Error(`Brooker scenario: ${JSON.stringify(parsed.issues)}`);
    const report = runScenario(parsed.scenario);
    load += report.services.api!.received / report.clients.users!.offered;
  }
  return load / seeds;
}

/** His curve, point by point, ours within 3 %. */
export function brookerAdaptiveCurve(seeds = BROOKER_CURVE_SEEDS): Comparison {
  const rows = BROOKER_2022_ADAPTIVE.map(({ failureRate, load }) =>
    compareRow({
      label: `failure rate ${failureRate}: attempts per request`,
      ours: adaptiveLoad(failureRate, seeds),
      theirs: load,
      tolerance: { relative: BROOKER_CURVE_TOLERANCE },
      unit: 'attempts/request',
    }),
  );
  return comparison(
    {
      id: 'brooker-2022-adaptive',
      title: 'Brooker 2022 adaptive retries: load against the failure rate',
      source:
        'Marc Brooker, "Fixing retries with token buckets and circuit breakers" (2022); figures from his simulator mbrooker/simulator_example retry_sim, 30 runs a point',
    },
    rows,
  );
}
