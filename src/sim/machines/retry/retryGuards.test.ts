// Every guard matters: each guard of the retry machine and the budget machine, replaced by
// `() => true` and then `() => false` through machine.provide, changes what the facades do
// on at least one scenario. A guard nothing notices would be dead or duplicated.
import { describe, expect, it } from 'vitest';
import { retryBudgetMachine } from './retryBudgetMachine';
import { retryChainMachine } from './retryChainMachine';
import { runRetryTrace, type RetryKitOptions, type RetryOp } from './retryTestKit';

const NETWORK = { kind: 'network' } as const;
const SUCCESS = { kind: 'success' } as const;

/** Scenarios that between them give every guard a decision to make. */
const SCENARIOS: { name: string; options: RetryKitOptions; ops: RetryOp[] }[] = [
  {
    // A retryable failure, retried until maxAttempts; a permanent 4xx, not retried.
    name: 'classification and attempts',
    options: { policy: { maxAttempts: 3 } },
    ops: [
      { op: 'start', first: NETWORK },
      { op: 'advance', ms: 600 },
      { op: 'finish', chain: 0, outcome: NETWORK },
      { op: 'advance', ms: 1_100 },
      { op: 'finish', chain: 0, outcome: NETWORK },
      { op: 'advance', ms: 5_000 },
      { op: 'finish', chain: 0, outcome: NETWORK },
      { op: 'start', first: { kind: 'http', status: 404 } },
      { op: 'advance', ms: 5_000 },
      { op: 'finish', chain: 0, outcome: NETWORK },
    ],
  },
  {
    // 15 s attempts against a 20 s deadline: the second retry would start past it.
    name: 'deadline',
    options: { policy: { maxAttempts: 3 } },
    ops: [
      { op: 'start', deadlineMs: 20_000 },
      { op: 'advance', ms: 15_000 },
      { op: 'finish', chain: 0, outcome: { kind: 'http', status: 503 } },
      { op: 'advance', ms: 15_500 },
      { op: 'finish', chain: 0, outcome: { kind: 'http', status: 503 } },
      { op: 'advance', ms: 10_000 },
    ],
  },
  {
    // One token: the first chain's retry spends it, the second chain finds none; a first-
    // attempt success then refills, and a retried chain succeeds.
    name: 'budget and successes',
    options: { policy: { maxAttempts: 2 }, budget: { initialTokens: 1, maxTokens: 1.05 } },
    ops: [
      { op: 'start', first: NETWORK },
      { op: 'start', first: NETWORK },
      { op: 'advance', ms: 600 },
      { op: 'finish', chain: 0, outcome: SUCCESS },
      { op: 'start', first: SUCCESS },
      { op: 'start', first: SUCCESS },
      { op: 'start', first: SUCCESS },
      { op: 'start' },
      { op: 'finish', chain: 0, outcome: SUCCESS },
      { op: 'start', first: NETWORK },
      { op: 'cancel', chain: 6 },
    ],
  },
  {
    // failAfterMaxAttempts: a 503 (a result) exhausts into maxRetriesExceeded, a network
    // failure (an exception) keeps its own outcome.
    name: 'fail after max attempts',
    options: { policy: { maxAttempts: 2, failAfterMaxAttempts: true } },
    ops: [
      { op: 'start', first: { kind: 'http', status: 503 } },
      { op: 'start', first: NETWORK },
      { op: 'advance', ms: 600 },
      { op: 'finish', chain: 0, outcome: { kind: 'http', status: 503 } },
      { op: 'finish', chain: 0, outcome: NETWORK },
    ],
  },
  {
    // Seed 004's budget starts full: a retry takes it below the maximum, successes refill it.
    name: 'a full budget',
    options: { policy: { maxAttempts: 2 }, budget: { maxTokens: 2 } },
    ops: [
      { op: 'start', first: SUCCESS },
      { op: 'start', first: NETWORK },
      { op: 'advance', ms: 600 },
      { op: 'finish', chain: 0, outcome: SUCCESS },
      ...Array.from({ length: 10 }, () => ({ op: 'start', first: SUCCESS }) as const),
    ],
  },
];

function runAll(options: Partial<RetryKitOptions> = {}): string[][] {
  return SCENARIOS.map((s) => runRetryTrace(s.ops, { ...s.options, ...options }));
}

const CHAIN_GUARDS = [
  'retryNotAllowed',
  'attemptsExhausted',
  'deadlineWouldPass',
  'budgetExhausted',
  'retried',
  'failAfterMaxAttempts',
];
const BUDGET_GUARDS = ['tokenAvailable', 'creditFillsBucket'];

describe('every guard of the retry machines matters', () => {
  const standard = runAll();

  it('names every guard the machines have', () => {
    expect(Object.keys(retryChainMachine.implementations.guards).sort()).toEqual(
      [...CHAIN_GUARDS].sort(),
    );
    expect(Object.keys(retryBudgetMachine.implementations.guards).sort()).toEqual(
      [...BUDGET_GUARDS].sort(),
    );
  });

  for (const guard of CHAIN_GUARDS) {
    for (const forced of [true, false]) {
      it(`retry machine: ${guard} forced to ${forced} changes what the facade does`, () => {
        const chainMachine = retryChainMachine.provide({ guards: { [guard]: () => forced } });
        expect(runAll({ chainMachine })).not.toEqual(standard);
      });
    }
  }

  for (const guard of BUDGET_GUARDS) {
    for (const forced of [true, false]) {
      it(`budget machine: ${guard} forced to ${forced} changes what the facade does`, () => {
        const budgetMachine = retryBudgetMachine.provide({ guards: { [guard]: () => forced } });
        expect(runAll({ budgetMachine })).not.toEqual(standard);
      });
    }
  }
});
