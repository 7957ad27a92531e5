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
  isLastAttempt,
  isRetryAllowed,
  retryDelayMs,
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
  type RetryBudgetOptions,
  type RetryBudgetState,
} from './retryBudget';
export {
  retryBudgetMachine,
  type RetryBudgetContext,
  type RetryBudgetRecord,
} from './retryBudgetMachine';
export { retryChainMachine, type RetryMachineEvent } from './retryChainMachine';
export type {
  ChainRecord,
  ChainState,
  GaveUpReason,
  RetryBudgetLike,
  RetryChainResult,
  RetryMetrics,
} from './retryChainTypes';
export {
  RetryChains,
  createRetryChain,
  type ChainListener,
  type ChainStartOptions,
  type RetryChain,
  type RetryChainOptions,
  type RetryChainsOptions,
} from './retryChain';
