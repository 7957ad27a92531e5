// Client-side adaptive throttling (Google SRE book, ch. 21, "Handling Overload"): the
// probability formula, the steady state it reaches against a backend of fixed capacity,
// and the authority rule.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { QueueClock } from '../../core/simClock';
import { RandomStream } from '../../core/random';
import type { Outcome } from '../retry';
import { itFollowsTheAuthorityRule } from '../testing/authorityKit';
import { AdaptiveThrottle } from './adaptiveThrottle';
import { throttleMachine } from './throttleMachine';
import { rejectProbability } from './throttleRules';

const OK: Outcome = { kind: 'success' };
const OVERLOADED: Outcome = { kind: 'http', status: 503 };

describe('the SRE book’s client request rejection probability', () => {
  it('is max(0, (requests − K × accepts) / (requests + 1))', () => {
    expect(rejectProbability(0, 0, 2)).toBe(0);
    expect(rejectProbability(100, 50, 2)).toBe(0); // the backend takes half: K = 2 covers it
    expect(rejectProbability(100, 100, 2)).toBe(0); // never negative
    expect(rejectProbability(100, 25, 2)).toBeCloseTo(50 / 101, 12);
    expect(rejectProbability(10, 0, 2)).toBeCloseTo(10 / 11, 12);
    expect(rejectProbability(100, 25, 1.1)).toBeCloseTo((100 - 27.5) / 101, 12);
  });

  it('a larger K rejects less for the same counts', () => {
    fc.assert(
      fc.property(fc.nat(10_000), fc.nat(10_000), (requests, acceptsRaw) => {
        const accepts = Math.min(requests, acceptsRaw);
        const p2 = rejectProbability(requests, accepts, 2);
        expect(rejectProbability(requests, accepts, 3)).toBeLessThanOrEqual(p2);
        expect(p2).toBeGreaterThanOrEqual(0);
        expect(p2).toBeLessThan(1);
      }),
    );
  });

  it('against a backend that accepts 20 a second, 100 offered a second settle near K × 20 sent', () => {
    // Steady state: requests R = 100 × window, accepts A = 20 × window, so
    // p = (R − 2A) / (R + 1) ≈ 0.6 and the client sends about 40 a second.
    const clock = new QueueClock();
    const throttle = new AdaptiveThrottle({ k: 2, windowMs: 120_000 }, clock, new RandomStream(3));
    let sentLastMinute = 0;
    for (let second = 0; second < 600; second++) {
      let acceptedThisSecond = 0;
      for (let i = 0; i < 100; i++) {
        clock.advanceTo(second * 1000 + i * 10);
        if (!throttle.admit()) continue;
        if (second >= 540) sentLastMinute++;
        throttle.onAnswer(acceptedThisSecond++ < 20 ? OK : OVERLOADED);
      }
    }
    expect(sentLastMinute / 60).toBeGreaterThan(38);
    expect(sentLastMinute / 60).toBeLessThan(42);
    expect(throttle.rejectProbability).toBeCloseTo(0.6, 1);
  });

  it('forgets what left the trailing window', () => {
    const clock = new QueueClock();
    const throttle = new AdaptiveThrottle({ k: 2, windowMs: 10_000 }, clock, new RandomStream(1));
    for (let i = 0; i < 50; i++) if (throttle.admit()) throttle.onAnswer(OVERLOADED);
    expect(throttle.rejectProbability).toBeGreaterThan(0.9);
    clock.advanceBy(11_000);
    expect(throttle.rejectProbability).toBe(0);
  });
});

type Op =
  { op: 'request'; accepted: boolean } | { op: 'advance'; ms: number } | { op: 'k'; k: number };

function run(ops: Op[], options: { machine?: typeof throttleMachine; reference?: boolean }) {
  const clock = new QueueClock();
  const throttle = new AdaptiveThrottle(
    { k: 2, windowMs: 5_000 },
    clock,
    new RandomStream(9),
    options,
  );
  const log: unknown[] = [];
  for (const o of ops) {
    if (o.op === 'advance') clock.advanceBy(o.ms);
    else if (o.op === 'k') throttle.changeK(o.k);
    else {
      const admitted = throttle.admit();
      if (admitted) throttle.onAnswer(o.accepted ? OK : OVERLOADED);
      log.push(admitted);
    }
    log.push(throttle.rejectProbability, throttle.rejectedTotal);
  }
  return log;
}

describe('adaptive throttling: the machine decides', () => {
  const overloaded = Array.from({ length: 30 }, () => ({ op: 'request', accepted: false }) as Op);
  itFollowsTheAuthorityRule({
    machine: throttleMachine,
    guards: ['throttled', 'accepted'],
    opArb: fc.oneof(
      fc.record({ op: fc.constant('request' as const), accepted: fc.boolean() }),
      fc.record({ op: fc.constant('advance' as const), ms: fc.integer({ min: 0, max: 3_000 }) }),
      fc.record({ op: fc.constant('k' as const), k: fc.double({ min: 1, max: 10, noNaN: true }) }),
    ),
    run,
    scenarios: [
      overloaded,
      Array.from({ length: 30 }, () => ({ op: 'request', accepted: true }) as Op),
    ],
  });
});
