// Pure engine: no DOM, no wall clock, no unseeded randomness.
// The retry budget's two states. The facade (retryBudget.ts) keeps the token count and
// sends only the crossing events, so a success does not cost an actor send.
import { setup } from 'xstate';

export type RetryBudgetState = 'available' | 'exhausted';

export type RetryBudgetEvent = { type: 'tokens.depleted' } | { type: 'tokens.replenished' };

export const retryBudgetMachine = setup({
  types: { events: {} as RetryBudgetEvent },
}).createMachine({
  id: 'retryBudget',
  initial: 'available',
  states: {
    // A retry finds a token and spends it.
    available: { on: { 'tokens.depleted': 'exhausted' } },
    // Fewer tokens than a retry costs: callers give up after their first failure.
    exhausted: { on: { 'tokens.replenished': 'available' } },
  },
});
