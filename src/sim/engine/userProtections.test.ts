// Closed-loop users with their own protections (closedLoop.protections 'perUser'): the call
// shows their sets together, not the shared set nobody uses.
import { describe, expect, it } from 'vitest';
import { parseScenario } from '../scenario';
import { createSimulation } from './simulation';
import type { SecondFrame } from './types';
import { retryStrategy } from './testing/trafficScenarios';
import { summariseUserProtections, type UserProtectionState } from './userProtections';

const users = (
  states: [UserProtectionState['breakerState'], number][],
  tokens: (number | undefined)[] = [],
): UserProtectionState[] =>
  states
    .flatMap(([state, n]) => Array.from({ length: n }, () => state))
    .map((breakerState, i) => ({ breakerState, budgetTokens: tokens[i] }));

describe('the users’ protections together', () => {
  it('counts breakers per state and names the worst: 12 of 100 OPEN', () => {
    const s = summariseUserProtections(
      users([
        ['CLOSED', 85],
        ['OPEN', 12],
        ['HALF_OPEN', 3],
      ]),
    );
    expect(s.users).toBe(100);
    expect(s.breakers).toEqual({ CLOSED: 85, OPEN: 12, HALF_OPEN: 3 });
    expect(s.worst).toBe('OPEN');
    expect(
      summariseUserProtections(
        users([
          ['HALF_OPEN', 1],
          ['CLOSED', 9],
        ]),
      ).worst,
    ).toBe('HALF_OPEN');
  });

  it('gives the fewest and the median tokens (the middle two’s mean for an even count)', () => {
    const even = summariseUserProtections(users([['NONE', 4]], [5, 1, 9, 3]));
    expect([even.tokensMin, even.tokensMedian]).toEqual([1, 4]);
    const odd = summariseUserProtections(users([['NONE', 5]], [10, 0.5, 7, 2, 10]));
    expect([odd.tokensMin, odd.tokensMedian]).toEqual([0.5, 7]);
    expect(odd.breakers).toEqual({});
    expect(odd.worst).toBe('NONE');
  });

  it('without budgets or users: no tokens, no state', () => {
    const none = summariseUserProtections(users([['CLOSED', 3]]));
    expect([none.tokensMin, none.tokensMedian]).toEqual([undefined, undefined]);
    expect(summariseUserProtections([])).toMatchObject({ users: 0, worst: 'NONE' });
  });
});

describe('the graph’s snapshot of a perUser client', () => {
  function snapshotAt(protections: 'shared' | 'perUser', tMs: number) {
    const input = retryStrategy('tokenBucket', 1, { users: 20, protections, durationMs: 5_000 });
    input.clients[0]!.policy = {
      ...input.clients[0]!.policy,
      breaker: { enabled: true, type: 'consecutiveFailures', failureThreshold: 3 },
    };
    const parsed = parseScenario(input);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
    const sim = createSimulation(parsed.scenario);
    sim.advanceTo(tMs);
    const snap = sim.snapshot().edges['users->api']!;
    sim.dispose();
    return snap;
  }

  it('shows every user’s breaker and the spread of their tokens', () => {
    // Every attempt fails: each user's breaker opens after its own 3 failures, and each
    // user's bucket (10 tokens, no success to refill it) is spent by its retries.
    const snap = snapshotAt('perUser', 2_000);
    expect(snap.perUser?.users).toBe(20);
    expect(snap.perUser?.breakers.OPEN ?? 0).toBeGreaterThan(0);
    const counted = Object.values(snap.perUser!.breakers).reduce((a, b) => a + b, 0);
    expect(counted).toBe(20);
    expect(snap.breakerState).toBe(snap.perUser!.worst);
    expect(snap.perUser!.tokensMin!).toBeLessThan(10);
    expect(snap.budgetTokens).toBe(snap.perUser!.tokensMedian);
    expect(snapshotAt('shared', 2_000).perUser).toBeUndefined();
  });
});

describe('the per-second frames of a perUser client', () => {
  it('chart the users’ worst breaker and median tokens, as the graph shows them', () => {
    const input = retryStrategy('tokenBucket', 1, {
      users: 20,
      protections: 'perUser',
      durationMs: 5_000,
    });
    input.clients[0]!.policy = {
      ...input.clients[0]!.policy,
      breaker: { enabled: true, type: 'consecutiveFailures', failureThreshold: 3 },
    };
    const parsed = parseScenario(input);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
    const frames: SecondFrame[] = [];
    const sim = createSimulation(parsed.scenario, { onSecond: (f) => frames.push(f) });
    sim.advanceTo(2_000);
    const snap = sim.snapshot().edges['users->api']!;
    sim.dispose();
    const frame = frames.find((f) => f.tMs === 2_000)!.edges['users->api']!;
    // Every attempt fails, so users' breakers are OPEN by now; the shared one never saw a call.
    expect(snap.perUser!.worst).not.toBe('CLOSED');
    expect(frame.breakerState).toBe(snap.perUser!.worst);
    expect(frame.budgetTokens).toBe(snap.perUser!.tokensMedian);
  });
});
