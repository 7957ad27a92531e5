import { describe, expect, it } from 'vitest';
import { breakerPolicySchema } from '../../sim/scenario';
import { breakerMachine } from '../../sim/machines/breaker/breakerMachine';
import {
  engineStateName,
  layoutStatechart,
  walkTransitions,
  type MachineConfigLike,
} from './statechartLayout';
import { i18n } from '../i18n/i18n';
import { phraseT } from '../i18n/phraseT';
import type { TransitionWords } from './transitionLabels';

const config = breakerMachine.config as MachineConfigLike;
const seed000 = breakerPolicySchema.parse({
  enabled: true,
  slidingWindowSize: 20,
  minimumNumberOfCalls: 10,
  failureRateThreshold: 50,
  slowCallRateThreshold: 70,
  slowCallDurationThresholdMs: 30_000,
  waitDurationInOpenStateMs: 30_000,
  permittedNumberOfCallsInHalfOpenState: 5,
  automaticTransitionFromOpenToHalfOpenEnabled: true,
});
const label = (layout: ReturnType<typeof layoutStatechart>, id: string) =>
  layout.arrows.find((a) => a.id === id)?.label;

describe('walking the machine definition', () => {
  it('finds every state of the breaker machine', () => {
    const layout = layoutStatechart(config, seed000);
    expect(layout.states.map((s) => s.label)).toEqual([
      'CLOSED',
      'OPEN',
      'HALF_OPEN',
      'DISABLED',
      'FORCED_OPEN',
      'METRICS_ONLY',
    ]);
    expect(layout.states.filter((s) => s.manual).map((s) => s.id)).toEqual([
      'disabled',
      'forcedOpen',
      'metricsOnly',
    ]);
  });

  it('leaves out the transitions taken by hand', () => {
    const events = walkTransitions(config).flatMap((t) => t.triggers.map((x) => x.name));
    expect(events.some((e) => e.startsWith('breaker.'))).toBe(false);
    expect(events).toContain('openDuration');
  });

  it('names states as the engine does', () => {
    expect(engineStateName('halfOpen')).toBe('HALF_OPEN');
    expect(engineStateName('metricsOnly')).toBe('METRICS_ONLY');
  });
});

describe('labels from the configured values', () => {
  it('reads like seed 000’s diagram for a sliding-window breaker', () => {
    const layout = layoutStatechart(config, seed000);
    expect(label(layout, 'closed->open')).toBe(
      'failure rate ≥ 50 % or slow ≥ 70 %, after 10 calls',
    );
    expect(label(layout, 'open->halfOpen')).toBe('after 30 s');
    expect(label(layout, 'halfOpen->closed')).toBe('5 trial calls pass');
    expect(label(layout, 'halfOpen->open')).toBe(
      'failure rate ≥ 50 % or slow ≥ 70 % in the trial calls',
    );
  });

  it('never wraps a number away from its unit', () => {
    // The bench's breaker drew "failure rate ≥ 50" over "% or slow ≥ 100 %,".
    for (const failure of [5, 50, 100])
      for (const slow of [5, 50, 100])
        for (const calls of [5, 20, 100]) {
          const layout = layoutStatechart(config, {
            ...seed000,
            failureRateThreshold: failure,
            slowCallRateThreshold: slow,
            minimumNumberOfCalls: calls,
          });
          for (const arrow of layout.arrows)
            for (const line of arrow.lines)
              expect(line, arrow.id).not.toMatch(/^(%|ms|s)([\s,.;)]|$)/);
        }
  });

  it('follows a change of the configured values', () => {
    const layout = layoutStatechart(config, { ...seed000, failureRateThreshold: 25 });
    expect(label(layout, 'closed->open')).toContain('failure rate ≥ 25 %');
  });

  it('reads as failures in a row for the consecutive-failures breaker', () => {
    const policy = breakerPolicySchema.parse({
      type: 'consecutiveFailures',
      failureThreshold: 3,
      successThreshold: 2,
      waitDurationInOpenStateMs: 30_000,
      automaticTransitionFromOpenToHalfOpenEnabled: false,
    });
    const layout = layoutStatechart(config, policy);
    expect(label(layout, 'closed->open')).toBe('3 failures in a row');
    expect(label(layout, 'open->halfOpen')).toBe('first call after 30 s');
    expect(label(layout, 'halfOpen->closed')).toBe('2 successful trial calls');
    expect(label(layout, 'halfOpen->open')).toBe('a trial call failed');
  });

  it('draws the half-open timeout only when one is set', () => {
    expect(label(layoutStatechart(config, seed000), 'halfOpen->open')).not.toContain('verdict');
    const limited = { ...seed000, maxWaitDurationInHalfOpenStateMs: 5_000 };
    expect(label(layoutStatechart(config, limited), 'halfOpen->open')).toContain(
      'no verdict after 5 s',
    );
  });

  it('draws the half-open timeout towards CLOSED when transitionToStateAfterWaitDuration says so', () => {
    const toClosed = {
      ...seed000,
      maxWaitDurationInHalfOpenStateMs: 5_000,
      transitionToStateAfterWaitDuration: 'CLOSED' as const,
    };
    const layout = layoutStatechart(config, toClosed);
    expect(label(layout, 'halfOpen->open')).not.toContain('verdict');
    expect(label(layout, 'halfOpen->closed')).toContain('no verdict after 5 s');
  });
});

describe('geometry', () => {
  it('keeps every box inside the drawing and curves opposite arrows apart', () => {
    const layout = layoutStatechart(config, seed000);
    for (const s of layout.states) {
      expect(s.x - s.width / 2).toBeGreaterThanOrEqual(0);
      expect(s.x + s.width / 2).toBeLessThanOrEqual(layout.width);
      expect(s.y + s.height / 2).toBeLessThanOrEqual(layout.height);
    }
    const manual = layout.states.filter((s) => s.manual).sort((a, b) => a.x - b.x);
    manual.slice(1).forEach((box, i) => {
      const left = manual[i]!;
      expect(box.x - box.width / 2).toBeGreaterThan(left.x + left.width / 2);
    });
    const there = layout.arrows.find((a) => a.id === 'open->halfOpen')!;
    const back = layout.arrows.find((a) => a.id === 'halfOpen->open')!;
    expect(Math.hypot(there.labelX - back.labelX, there.labelY - back.labelY)).toBeGreaterThan(40);
  });
});

describe('labels in the page’s language', () => {
  const words =
    (language: 'en' | 'ko'): TransitionWords =>
    (key, values) =>
      phraseT(i18n.getFixedT(language))(`statechartArrows.${key}`, values);

  it('read in English through the catalog exactly as the templates word them', () => {
    const plain = layoutStatechart(config, seed000);
    const viaCatalog = layoutStatechart(config, seed000, words('en'));
    expect(viaCatalog.arrows.map((a) => a.label)).toEqual(plain.arrows.map((a) => a.label));
  });

  it('read in Korean with the same figures and no English words', () => {
    const layout = layoutStatechart(config, seed000, words('ko'));
    expect(label(layout, 'closed->open')).toBe(
      '실패율 ≥ 50 % 또는 느린 호출 ≥ 70 %, 호출 10개 이후',
    );
    expect(label(layout, 'open->halfOpen')).toBe('30 s 후');
    for (const a of layout.arrows) expect(a.label).not.toMatch(/[A-Za-z]{3,}/);
  });
});
