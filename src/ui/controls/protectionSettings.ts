// Pure: settings beyond Resilience4j's core on one call that are not the registry's (those
// come from src/sim/protections, registrySettings.ts): cost per attempt, the breaker's scope,
// and the other retry budgets (gRPC, Finagle). Ranges come from the schema.
import { choice, is, labelled, MS, num, settingAt, type Setting } from './settingTypes';

const E = 'edge';
const budgetOn = is(['retry', 'budget', 'enabled'], true);
export const budgetIs = (kind: string) => (owner: unknown) =>
  budgetOn(owner) && (settingAt(owner, ['retry', 'budget', 'type']) ?? 'tokens') === kind;

/** Seed 004's tokens, or the budgets of gRPC and Finagle (shown in the Retry group). */
export const BUDGET_SETTINGS: readonly Setting[] = [
  choice(E, 'Retry', {
    path: ['retry', 'budget', 'type'],
    name: 'budget.type',
    label: 'Kind of budget',
    options: [
      { value: 'tokens', label: 'tokens per success (seed 004)' },
      { value: 'grpc', label: 'gRPC retry throttling' },
      { value: 'finagle', label: 'Finagle RetryBudget' },
      { value: 'retryBreaker', label: 'retry breaker (Brooker 2022)' },
    ],
    visibleWhen: budgetOn,
    help: 'Seed 004’s tokens; gRPC’s token bucket (a failure costs one token, a success gives back a fraction, retries stop below half); Finagle’s share of recent requests plus a floor per second; or a retry breaker (no retries while the recent failure rate is above a threshold).',
  }),
  num(E, 'Retry', {
    path: ['retry', 'budget', 'grpc', 'maxTokens'],
    name: 'retryThrottling.maxTokens',
    label: 'Bucket size',
    unit: 'tokens',
    step: 1,
    log: true,
    visibleWhen: budgetIs('grpc'),
    help: 'The bucket starts full; each failure takes a token, and retries stop while fewer than half are left.',
  }),
  num(E, 'Retry', {
    path: ['retry', 'budget', 'grpc', 'tokenRatio'],
    name: 'retryThrottling.tokenRatio',
    label: 'Tokens back per success',
    unit: 'tokens',
    step: 0.01,
    visibleWhen: budgetIs('grpc'),
    help: 'What one success puts back in the bucket.',
  }),
  num(E, 'Retry', {
    path: ['retry', 'budget', 'finagle', 'percentCanRetry'],
    name: 'percentCanRetry',
    label: 'Retries per request',
    unit: '%',
    step: 1,
    displayFactor: 100,
    sliderMax: 100,
    visibleWhen: budgetIs('finagle'),
    help: 'Retries allowed as a share of the requests in the last TTL: 20 % is one retry per five requests.',
  }),
  num(E, 'Retry', {
    path: ['retry', 'budget', 'finagle', 'minRetriesPerSec'],
    name: 'minRetriesPerSec',
    label: 'Retries always allowed',
    unit: '/s',
    step: 1,
    sliderMax: 100,
    visibleWhen: budgetIs('finagle'),
    help: 'A floor: this many retries a second are allowed even with little traffic.',
  }),
  num(E, 'Retry', {
    path: ['retry', 'budget', 'finagle', 'ttlMs'],
    name: 'ttl',
    label: 'Remembered for',
    ...MS,
    visibleWhen: budgetIs('finagle'),
    help: 'The window over which requests earn retries.',
  }),
];

/** Where the breaker sits when the callee has replicas (Brooker 2022). */
export const BREAKER_SCOPE: Setting = choice(E, 'Circuit breaker', {
  path: ['breaker', 'scope'],
  name: 'breaker.scope',
  label: 'One breaker for',
  options: labelled({ service: 'the whole service', replica: 'each replica' }),
  help: 'One breaker over all replicas opens for everyone when one replica is bad; one per replica opens for the bad one only, and the balancer skips it.',
});

/** What an attempt costs: not a protection, a price the report totals. */
export const COST_SETTINGS: readonly Setting[] = [
  num(E, 'Cost', {
    path: ['costPerAttempt'],
    name: 'costPerAttempt',
    label: 'Price per attempt',
    unit: '¤',
    step: 0.01,
    sliderMax: 100,
    log: true,
    optional: true,
    help: 'What each attempt on this call costs (an agent paying per call); the report totals it. Retries and hedges pay too. None: free.',
  }),
];
