// Brooker 2022's adaptive retry bucket as a scenario's retry budget, shared by the lesson on
// shared and per-client budgets and the check of his load curve
// (src/validation/published/brookerAdaptiveCurve.ts).

/**
 * His bucket (mbrooker/simulator_example, retry_sim: AdaptiveRetryStrategy(0.1, 5)): every
 * call adds 0.1 token whatever its answer, the bucket starts full at 5 and never holds more,
 * a retry spends 1.
 */
export const BROOKER_ADAPTIVE_BUDGET = {
  enabled: true,
  tokensPerSuccess: 0,
  tokensPerRequest: 0.1,
  maxTokens: 5,
  initialTokens: 5,
  capped: true,
} as const;
