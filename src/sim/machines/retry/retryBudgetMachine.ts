// Pure engine: no DOM, no wall clock, no unseeded randomness.
// A retry token bucket as a machine that owns its tokens. It earns a credit per request
// (Brooker 2022's adaptive retries, Finagle) or per success (seed 004, the AWS SDKs), or
// both; a retry spends costPerRetry. A capped bucket stops at maxTokens; an uncapped one
// keeps what it earns. Every decision is a guard on the record its context holds:
//   a retry:  tokenAvailable → spend, else deny
//   a credit: creditFillsBucket → fill to the cap, else add the credit
// One state: everything the bucket can be in is its token count, so the machine runner steps
// it directly (fastPath/machineRunner.ts) and the facade answers "can a retry be paid for?" with the machine's
// own tokenAvailable guard.
import { setup } from 'xstate';

/**
 * Tokens are counted in millionths: ten additions of 0.1 in floating point make
 * 0.9999999999999999, which would deny the retry that ten successes paid for.
 */
export const MICROS_PER_TOKEN = 1_000_000;
export const toMicros = (tokens: number) => Math.round(tokens * MICROS_PER_TOKEN);

/** The bucket's state and settings, in millionths of a token. */
export interface RetryBudgetRecord {
  tokensMicros: number;
  perSuccessMicros: number;
  perRequestMicros: number;
  maxMicros: number;
  /** False: maxTokens does not bound the bucket (Finagle's deposits have no cap). */
  capped: boolean;
  costMicros: number;
  retriesPermitted: number;
  retriesDenied: number;
}

export interface RetryBudgetContext {
  b: RetryBudgetRecord;
}

export type RetryBudgetSettingsMicros = Partial<
  Pick<
    RetryBudgetRecord,
    'perSuccessMicros' | 'perRequestMicros' | 'maxMicros' | 'capped' | 'costMicros'
  >
>;

export type RetryBudgetEvent =
  | { type: 'request.sent' }
  | { type: 'attempt.succeeded' }
  | { type: 'retry.requested' }
  | { type: 'config.changed'; settings: RetryBudgetSettingsMicros };

interface Args {
  context: RetryBudgetContext;
  event: RetryBudgetEvent;
}

/** The credit an event earns: a request's or a success's; nothing for the other events. */
function creditMicros(b: RetryBudgetRecord, event: RetryBudgetEvent): number {
  if (event.type === 'request.sent') return b.perRequestMicros;
  if (event.type === 'attempt.succeeded') return b.perSuccessMicros;
  return 0;
}

export const retryBudgetMachine = setup({
  types: {
    context: {} as RetryBudgetContext,
    events: {} as RetryBudgetEvent,
    input: {} as RetryBudgetContext,
  },
  guards: {
    /** Enough tokens to pay for one retry. */
    tokenAvailable: ({ context: { b } }: Args) => b.tokensMicros >= b.costMicros,
    /** A capped bucket that this credit would take to its cap or past it. */
    creditFillsBucket: ({ context: { b }, event }: Args) =>
      b.capped && b.tokensMicros + creditMicros(b, event) >= b.maxMicros,
  },
  actions: {
    addCredit: ({ context: { b }, event }: Args) => void (b.tokensMicros += creditMicros(b, event)),
    fillToCap: ({ context: { b } }: Args) => void (b.tokensMicros = b.maxMicros),
    spendToken: ({ context: { b } }: Args) => {
      b.tokensMicros -= b.costMicros;
      b.retriesPermitted++;
    },
    denyRetry: ({ context: { b } }: Args) => void b.retriesDenied++,
    // The UI moves sliders mid-run: tokens are kept, clipped to a new cap.
    applyConfig: ({ context: { b }, event }: Args) => {
      if (event.type !== 'config.changed') return;
      Object.assign(b, event.settings);
      if (b.capped) b.tokensMicros = Math.min(b.tokensMicros, b.maxMicros);
    },
  },
}).createMachine({
  id: 'retryBudget',
  context: ({ input }) => input,
  on: {
    'request.sent': [
      { guard: 'creditFillsBucket', actions: 'fillToCap' },
      { actions: 'addCredit' },
    ],
    'attempt.succeeded': [
      { guard: 'creditFillsBucket', actions: 'fillToCap' },
      { actions: 'addCredit' },
    ],
    'retry.requested': [
      { guard: 'tokenAvailable', actions: 'spendToken' },
      { actions: 'denyRetry' },
    ],
    'config.changed': { actions: 'applyConfig' },
  },
});
