// Public API of retry: outcomes, interval functions, jitter, policy, budget and chain.
export { SUCCESS, isSuccess, type Outcome } from './outcome';
export * as IntervalFunctions from './intervalFunctions';
export {
  exponentialIntervalMs,
  randomize,
  type IntervalFunction,
  type UniformSource,
} from './intervalFunctions';
export {
  applyJitter,
  fullJitterMs,
  equalJitterMs,
  decorrelatedJitterMs,
  type JitterKind,
  type JitterInput,
} from './jitter';
export {
  DEFAULT_RETRY_POLICY,
  createRetryPolicy,
  classifyFailure,
  backoffIntervalMs,
  decideRetry,
  type BackoffConfig,
  type BackoffType,
  type FailureKind,
  type KindRule,
  type NoRetryReason,
  type RetryDecision,
  type RetryPolicy,
  type RetryPolicyOverrides,
} from './retryPolicy';
export {
  DEFAULT_RETRY_BUDGET_CONFIG,
  RetryBudget,
  createRetryBudget,
  type RetryBudgetConfig,
  type RetryBudgetMetrics,
} from './retryBudget';
export { retryBudgetMachine, type RetryBudgetState } from './retryBudgetMachine';
export {
  retryChainMachine,
  isBudgetExhausted,
  wouldPassDeadline,
  type GaveUpReason,
  type RetryBudgetLike,
  type RetryChainResult,
} from './retryChainMachine';
export { createRetryChain, type RetryChain, type RetryChainOptions } from './retryChain';
