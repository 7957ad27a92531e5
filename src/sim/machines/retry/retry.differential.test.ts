// Differential: the reference facades (every event sent) and the fast ones (sends skipped
// by the machines' own guards) must be indistinguishable on random traces of interleaved
// chains, clock advances, cancels, deadlines and config changes.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Outcome } from './outcome';
import type { JitterKind } from './jitter';
import { machineSends } from '../machineSends';
import { runRetryTrace, type RetryKitOptions, type RetryOp } from './retryTestKit';

const outcome: fc.Arbitrary<Outcome> = fc.oneof(
  { arbitrary: fc.constant({ kind: 'success' } as Outcome), weight: 5 },
  { arbitrary: fc.constant({ kind: 'http', status: 503 } as Outcome), weight: 3 },
  { arbitrary: fc.constant({ kind: 'http', status: 429 } as Outcome), weight: 1 },
  { arbitrary: fc.constant({ kind: 'http', status: 404 } as Outcome), weight: 1 },
  { arbitrary: fc.constant({ kind: 'http', status: 408 } as Outcome), weight: 1 },
  { arbitrary: fc.constant({ kind: 'network' } as Outcome), weight: 2 },
  { arbitrary: fc.constant({ kind: 'timeout' } as Outcome), weight: 2 },
  { arbitrary: fc.constant({ kind: 'poison' } as Outcome), weight: 1 },
  {
    arbitrary: fc
      .integer({ min: 0, max: 5_000 })
      .map((retryAfterMs): Outcome => ({ kind: 'circuitOpen', retryAfterMs })),
    weight: 1,
  },
  {
    arbitrary: fc
      .integer({ min: 0, max: 5_000 })
      .map((retryAfterMs): Outcome => ({ kind: 'bulkheadFull', retryAfterMs })),
    weight: 1,
  },
);

const jitter = fc.constantFrom<JitterKind>('none', 'full', 'equal', 'decorrelated');

const policy = fc.record({
  maxAttempts: fc.integer({ min: 1, max: 5 }),
  jitter,
  retryOnCircuitOpen: fc.boolean(),
  retryOnBulkheadFull: fc.boolean(),
  failAfterMaxAttempts: fc.boolean(),
  backoff: fc.record({
    type: fc.constantFrom('none', 'constant', 'linear', 'exponential' as const),
    initialIntervalMs: fc.integer({ min: 0, max: 2_000 }),
  }),
});

const op: fc.Arbitrary<RetryOp> = fc.oneof(
  {
    arbitrary: fc.record(
      {
        op: fc.constant('start' as const),
        deadlineMs: fc.integer({ min: 0, max: 10_000 }),
        first: outcome,
      },
      { requiredKeys: ['op'] },
    ),
    weight: 4,
  },
  {
    arbitrary: fc.record({
      op: fc.constant('finish' as const),
      chain: fc.nat(20),
      outcome,
    }),
    weight: 8,
  },
  {
    arbitrary: fc.record({
      op: fc.constant('advance' as const),
      ms: fc.integer({ min: 0, max: 3_000 }),
    }),
    weight: 4,
  },
  { arbitrary: fc.record({ op: fc.constant('cancel' as const), chain: fc.nat(20) }), weight: 1 },
  {
    arbitrary: fc.record({
      op: fc.constant('budget' as const),
      config: fc.record(
        {
          tokensPerSuccess: fc.constantFrom(0, 0.1, 0.5, 1),
          maxTokens: fc.constantFrom(1, 2, 5, 50),
          costPerRetry: fc.constantFrom(0.5, 1, 2),
        },
        { requiredKeys: [] },
      ),
    }),
    weight: 1,
  },
  { arbitrary: fc.record({ op: fc.constant('policy' as const), overrides: policy }), weight: 1 },
);

const setupArb = fc.record({
  policy,
  budget: fc.option(
    fc.record({
      tokensPerSuccess: fc.constantFrom(0.1, 0.5, 1),
      maxTokens: fc.constantFrom(1, 3, 50),
      initialTokens: fc.constantFrom(0, 1, 2, 50),
    }),
    { nil: undefined },
  ),
  seed: fc.nat(1000),
});

describe('retry chains and budget: reference and fast facades agree', () => {
  it('on 300 random traces: attempts, results, records, tokens, states and metrics', () => {
    let fastSends = 0;
    let referenceSends = 0;
    fc.assert(
      fc.property(setupArb, fc.array(op, { maxLength: 60 }), (setup, ops) => {
        const options: RetryKitOptions = { ...setup };
        // Real sends to an actor: the reference sends every event, the fast facades step the
        // chains' records and most budget events directly (fastPath/recordRunner.ts).
        const steps = () => machineSends.count;
        const before = steps();
        const reference = runRetryTrace(ops, { ...options, reference: true });
        const middle = steps();
        const fast = runRetryTrace(ops, options);
        referenceSends += middle - before;
        fastSends += steps() - middle;
        expect(fast).toEqual(reference);
      }),
      { numRuns: 300 },
    );
    // The fast facades did run without sends: otherwise this test would compare a thing with itself.
    expect(fastSends).toBeLessThan(referenceSends * 0.9);
  });
});
