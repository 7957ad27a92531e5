// Test support: runs a trace of many interleaved retry chains, a budget and config changes
// through the facades, and logs everything observable (attempts started, results, the
// chain records the machine writes, tokens, states, metrics), so two runs can be compared.
import { QueueClock } from '../../core/simClock';
import { RandomStream } from '../../core/random';
import type { Outcome } from './outcome';
import { createRetryBudget, type RetryBudget, type RetryBudgetConfig } from './retryBudget';
import type { retryBudgetMachine } from './retryBudgetMachine';
import { RetryChains, type RetryChain } from './retryChain';
import type { retryChainMachine } from './retryChainMachine';
import type { ChainRecord } from './retryChainTypes';
import { createRetryPolicy, type RetryPolicyOverrides } from './retryPolicy';

export type RetryOp =
  /** A new chain; `first` reports attempt 1's outcome at once (the engine's way). */
  | { op: 'start'; deadlineMs?: number; first?: Outcome }
  /** The attempt running on the `chain`-th running chain (modulo) ends so. */
  | { op: 'finish'; chain: number; outcome: Outcome }
  | { op: 'advance'; ms: number }
  | { op: 'cancel'; chain: number }
  | { op: 'budget'; config: Partial<Omit<RetryBudgetConfig, 'initialTokens'>> }
  | { op: 'policy'; overrides: RetryPolicyOverrides };

export interface RetryKitOptions {
  reference?: boolean;
  chainMachine?: typeof retryChainMachine;
  budgetMachine?: typeof retryBudgetMachine;
  policy?: RetryPolicyOverrides;
  /** undefined: no budget. */
  budget?: Partial<RetryBudgetConfig>;
  seed?: number;
}

/** Runs `ops` and returns the log; then runs the clock 10 minutes on so backoffs play out. */
export function runRetryTrace(ops: RetryOp[], options: RetryKitOptions = {}): string[] {
  const clock = new QueueClock();
  const log: string[] = [];
  const reference = options.reference ?? false;
  const budget: RetryBudget | undefined = options.budget
    ? createRetryBudget(options.budget, clock, { reference, machine: options.budgetMachine })
    : undefined;
  const retry = new RetryChains({
    policy: createRetryPolicy(options.policy),
    clock,
    rng: new RandomStream(options.seed ?? 7),
    budget,
    reference,
    machine: options.chainMachine,
  });
  const chains: RetryChain[] = [];
  /** Chains with an attempt running, in the order the attempts started. */
  const running: RetryChain[] = [];

  const observe = (label: string) => {
    const records = chains.map((c) => {
      const r = c as unknown as ChainRecord;
      return [r.state, r.attempts, r.lastDelayMs, r.gaveUpReason ?? '-', r.retryAtMs];
    });
    log.push(
      `${label} @${clock.nowMs()} ` +
        JSON.stringify({
          records,
          retry: retry.getMetrics(),
          budget: budget && {
            state: budget.state,
            canRetry: budget.canRetry(),
            ...budget.getMetrics(),
          },
        }),
    );
  };

  for (const op of ops) {
    switch (op.op) {
      case 'start': {
        const id = chains.length;
        const chain = retry.start({
          deadlineAtMs: op.deadlineMs === undefined ? undefined : clock.nowMs() + op.deadlineMs,
          firstAttemptOutcome: op.first,
          startAttempt: (n, self) => {
            log.push(`c${id} attempt ${n} @${clock.nowMs()}`);
            running.push(self);
          },
          onFinished: (result) => log.push(`c${id} ended ${JSON.stringify(result)}`),
        });
        chains.push(chain);
        if (op.first) log.push(`c${id} attempt 1 @${clock.nowMs()}`);
        break;
      }
      case 'finish': {
        if (running.length === 0) break;
        const [chain] = running.splice(op.chain % running.length, 1);
        chain!.attemptFinished(op.outcome);
        break;
      }
      case 'advance':
        clock.advanceBy(op.ms);
        break;
      case 'cancel': {
        if (chains.length === 0) break;
        const chain = chains[op.chain % chains.length]!;
        chain.cancel();
        const at = running.indexOf(chain);
        if (at >= 0) running.splice(at, 1);
        break;
      }
      case 'budget':
        budget?.changeConfig(op.config);
        break;
      case 'policy':
        retry.changePolicy(createRetryPolicy(op.overrides), budget);
        break;
    }
    observe(op.op);
  }
  clock.advanceBy(600_000);
  observe('end');
  return log;
}
