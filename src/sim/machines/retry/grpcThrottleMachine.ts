// Pure engine: no DOM, no wall clock, no unseeded randomness.
// gRPC's retry throttling (proposal A6): a token count starts at maxTokens; each failed
// attempt takes 1 token (not below 0), each success gives tokenRatio back (not above
// maxTokens); a retry is allowed only while the count is above maxTokens / 2. Retries
// spend nothing themselves: the failures they answer already did. Tokens are counted in
// thousandths, as gRPC does (tokenRatio keeps three decimals).
// The tokens and every decision live in the machine; the facade steps it and reads.
import { setup } from 'xstate';

export const MILLI = 1_000;

export interface GrpcThrottleRecord {
  tokensMilli: number;
  maxMilli: number;
  ratioMilli: number;
  retriesPermitted: number;
  retriesDenied: number;
}

export type GrpcThrottleEvent =
  { type: 'attempt.succeeded' } | { type: 'attempt.failed' } | { type: 'retry.requested' };

export interface GrpcThrottleArgs {
  context: { t: GrpcThrottleRecord };
}

export const grpcThrottleMachine = setup({
  types: {
    context: {} as { t: GrpcThrottleRecord },
    events: {} as GrpcThrottleEvent,
    input: {} as { t: GrpcThrottleRecord },
  },
  guards: {
    /** A success's tokenRatio fits under maxTokens. */
    roomForRatio: ({ context: { t } }: GrpcThrottleArgs) =>
      t.tokensMilli + t.ratioMilli <= t.maxMilli,
    /** A whole token is there for a failure to take. */
    tokenLeft: ({ context: { t } }: GrpcThrottleArgs) => t.tokensMilli >= MILLI,
    /** A6: retries only while the count is above half of maxTokens. */
    aboveThreshold: ({ context: { t } }: GrpcThrottleArgs) => t.tokensMilli * 2 > t.maxMilli,
  },
  actions: {
    addRatio: ({ context: { t } }: GrpcThrottleArgs) => void (t.tokensMilli += t.ratioMilli),
    fill: ({ context: { t } }: GrpcThrottleArgs) => void (t.tokensMilli = t.maxMilli),
    takeToken: ({ context: { t } }: GrpcThrottleArgs) => void (t.tokensMilli -= MILLI),
    empty: ({ context: { t } }: GrpcThrottleArgs) => void (t.tokensMilli = 0),
    permitRetry: ({ context: { t } }: GrpcThrottleArgs) => void t.retriesPermitted++,
    denyRetry: ({ context: { t } }: GrpcThrottleArgs) => void t.retriesDenied++,
  },
}).createMachine({
  id: 'grpcRetryThrottle',
  context: ({ input }) => input,
  on: {
    'attempt.succeeded': [{ guard: 'roomForRatio', actions: 'addRatio' }, { actions: 'fill' }],
    'attempt.failed': [{ guard: 'tokenLeft', actions: 'takeToken' }, { actions: 'empty' }],
    'retry.requested': [
      { guard: 'aboveThreshold', actions: 'permitRetry' },
      { actions: 'denyRetry' },
    ],
  },
});

export interface GrpcThrottleConfig {
  maxTokens: number;
  tokenRatio: number;
}
