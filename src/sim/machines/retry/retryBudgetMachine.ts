// Pure engine: no DOM, no wall clock, no unseeded randomness.
// Seed 004's retry budget as a machine that owns its tokens: every success adds
// tokensPerSuccess up to maxTokens, a retry spends costPerRetry. The state is decided by
// guards on the tokens in context:
//   available.refilling ⇄ available.full (tokensAtMax)   available ⇄ exhausted (tokenAvailable)
// The facade (retryBudget.ts) only sends events and reads the snapshot.
import { assign, not, setup } from 'xstate';

export type RetryBudgetState = 'available' | 'exhausted';

/**
 * Tokens are counted in millionths: ten additions of 0.1 in floating point make
 * 0.9999999999999999, which would deny the retry that ten successes paid for.
 */
export const MICROS_PER_TOKEN = 1_000_000;
export const toMicros = (tokens: number) => Math.round(tokens * MICROS_PER_TOKEN);

export interface RetryBudgetContext {
  tokensMicros: number;
  perSuccessMicros: number;
  maxMicros: number;
  costMicros: number;
  retriesPermitted: number;
  retriesDenied: number;
}

export interface RetryBudgetSettingsMicros {
  perSuccessMicros?: number;
  maxMicros?: number;
  costMicros?: number;
}

export type RetryBudgetEvent =
  | { type: 'attempt.succeeded' }
  | { type: 'retry.requested' }
  | { type: 'config.changed'; settings: RetryBudgetSettingsMicros };

export const retryBudgetMachine = setup({
  types: {
    context: {} as RetryBudgetContext,
    events: {} as RetryBudgetEvent,
    input: {} as RetryBudgetContext,
  },
  guards: {
    /** Enough tokens to pay for one retry. */
    tokenAvailable: ({ context }) => context.tokensMicros >= context.costMicros,
    /** A success would add nothing: the budget is full. */
    tokensAtMax: ({ context }) => context.tokensMicros >= context.maxMicros,
  },
  actions: {
    addTokens: assign({
      tokensMicros: ({ context }) =>
        Math.min(context.maxMicros, context.tokensMicros + context.perSuccessMicros),
    }),
    spendToken: assign({
      tokensMicros: ({ context }) => context.tokensMicros - context.costMicros,
      retriesPermitted: ({ context }) => context.retriesPermitted + 1,
    }),
    denyRetry: assign({ retriesDenied: ({ context }) => context.retriesDenied + 1 }),
    // The UI moves sliders mid-run: tokens are kept, clipped to the new maximum.
    applyConfig: assign(({ context, event }) => {
      if (event.type !== 'config.changed') return {};
      const next = { ...context, ...event.settings };
      return { ...next, tokensMicros: Math.min(next.tokensMicros, next.maxMicros) };
    }),
  },
}).createMachine({
  id: 'retryBudget',
  context: ({ input }) => ({ ...input }),
  initial: 'available',
  on: {
    'attempt.succeeded': { guard: not('tokensAtMax'), actions: 'addTokens' },
    'config.changed': { actions: 'applyConfig' },
  },
  states: {
    // A retry finds a token and spends it.
    available: {
      always: { guard: not('tokenAvailable'), target: 'exhausted' },
      on: { 'retry.requested': { actions: 'spendToken' } },
      initial: 'refilling',
      states: {
        refilling: { always: { guard: 'tokensAtMax', target: 'full' } },
        // Successes add nothing here; the facade skips sending them (tokensAtMax).
        full: { always: { guard: not('tokensAtMax'), target: 'refilling' } },
      },
    },
    // Fewer tokens than a retry costs: callers give up after their failure.
    exhausted: {
      always: { guard: 'tokenAvailable', target: 'available' },
      on: { 'retry.requested': { actions: 'denyRetry' } },
    },
  },
});
