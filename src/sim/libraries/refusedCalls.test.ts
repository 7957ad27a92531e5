// The opossum preset counts the calls it refused, as opossum does: on a timeline where that
// decides when it opens again, it opens when opossum's own rules say (worked out by hand in
// testing/refusedCallsTimeline.ts; scripts/validation/libraryRace.test.ts runs the real one).
import { describe, expect, it } from 'vitest';
import { toBreakerConfig } from '../engine/breakerPolicy';
import { breakerMachine } from '../machines/breaker/breakerMachine';
import { breakerPolicySchema } from '../scenario';
import { BREAKER_PRESETS } from './breakerPresets';
import {
  FORGETTING_REFUSALS_BY_HAND,
  OPOSSUM_BY_HAND,
  REFUSED_CALLS_TIMELINE,
  breakerOnTimeline,
} from './testing/refusedCallsTimeline';

/** The preset's breaker as the race runs it: through the schema, into the machine's config. */
const opossumConfig = () =>
  toBreakerConfig(
    breakerPolicySchema.parse(BREAKER_PRESETS.find((p) => p.id === 'opossum')!.breaker),
  );

describe('the opossum preset counts refused calls in its error rate', () => {
  it('the timeline: 10 calls a second, two outages', () => {
    const failing = REFUSED_CALLS_TIMELINE.filter((c) => !c.ok).map((c) => c.startMs);
    expect(REFUSED_CALLS_TIMELINE).toHaveLength(1300);
    expect([failing[0], failing.length]).toEqual([20_450, 196 + 436]);
  });

  it('opens again at 61.06 s, when the failures outweigh the refusals still in its window', () => {
    expect(breakerOnTimeline(opossumConfig())).toEqual(OPOSSUM_BY_HAND);
  });

  it('with a window started afresh at each state change it would open 3.5 s sooner', () => {
    const forgetting = { ...opossumConfig(), windowCountsRefusedCalls: false };
    expect(breakerOnTimeline(forgetting)).toEqual(FORGETTING_REFUSALS_BY_HAND);
  });

  it('the machine counts the refusals: the reference actor agrees, and without its action it opens sooner', () => {
    expect(breakerOnTimeline(opossumConfig(), undefined, { reference: true })).toEqual(
      OPOSSUM_BY_HAND,
    );
    const forgetful = breakerMachine.provide({ actions: { countRefusal: () => {} } });
    const { opensAtMs } = breakerOnTimeline(opossumConfig(), undefined, { machine: forgetful });
    expect(opensAtMs[0]).toBe(OPOSSUM_BY_HAND.opensAtMs[0]);
    expect(opensAtMs[1]).toBeLessThan(OPOSSUM_BY_HAND.opensAtMs[1]);
  });
});
