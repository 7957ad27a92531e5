// The stability rule on frames built by hand (each class, and the edges of the rule), then
// on the metastable lesson: its baseline is metastable, its retry-budget fix recovers.
import { describe, expect, it } from 'vitest';
import { runScenario } from '../engine';
import type { SecondFrame } from '../engine/types';
import { presetScenario } from '../../scenarios/presets';
import { applyPatch } from '../../scenarios/patch';
import { getPreset } from '../../scenarios/presets';
import { parseScenario } from '../scenario';
import { classifyStability } from './stability';

/** 200 one-second frames of client "u", each with the availability `at(second)` out of 100 offered. */
const frames = (at: (s: number) => number): SecondFrame[] =>
  Array.from({ length: 200 }, (_, i) => {
    const ok = Math.round(100 * at(i));
    return {
      tMs: (i + 1) * 1000,
      clients: {
        u: {
          offered: 100,
          succeeded: ok,
          failed: 100 - ok,
          latencyMs: { mean: 0, p50: 0, p95: 0, p99: 0, p999: 0, max: 0 },
        },
      },
      services: {},
      edges: {},
    };
  });
const rule = { client: 'u', triggerFromS: 60, triggerUntilS: 75 };

describe('the stability rule', () => {
  it('stable: the trigger never pushed a 5 s bin below 95 %', () => {
    expect(
      classifyStability(
        frames((s) => (s >= 60 && s < 75 ? 0.96 : 1)),
        rule,
      ).class,
    ).toBe('stable');
  });
  it('recovers: a dip, healthy again before the late window (trigger end + 60 s)', () => {
    const v = classifyStability(
      frames((s) => (s >= 60 && s < 130 ? 0.5 : 1)),
      rule,
    );
    expect(v).toEqual({ class: 'recovers', before: 1, worstBin: 0.5, late: 1 });
  });
  it('metastable: still degraded long after the trigger ended', () => {
    expect(
      classifyStability(
        frames((s) => (s >= 60 ? 0.3 : 1)),
        rule,
      ).class,
    ).toBe('metastable');
    // A recovery that lands only inside the late window is not a recovery.
    expect(
      classifyStability(
        frames((s) => (s >= 60 && s < 150 ? 0.3 : 1)),
        rule,
      ).class,
    ).toBe('metastable');
  });
  it('overloaded: degraded before any trigger', () => {
    expect(
      classifyStability(
        frames(() => 0.8),
        rule,
      ).class,
    ).toBe('overloaded');
  });
  it('refuses a run too short to see the late window', () => {
    expect(() =>
      classifyStability(
        frames(() => 1),
        { ...rule, graceS: 200 },
      ),
    ).toThrow(/run longer/);
  });
});

describe('on the metastable lesson (seed 004)', () => {
  const run = (scenario: ReturnType<typeof presetScenario>) => {
    const fs: SecondFrame[] = [];
    runScenario(scenario, { onSecond: (f) => fs.push(f) });
    return classifyStability(fs, { client: 'users', triggerFromS: 60, triggerUntilS: 75 });
  };
  it('the baseline is metastable; with a retry budget it recovers', () => {
    expect(run(presetScenario('metastable')).class).toBe('metastable');
    const step = getPreset('metastable')!.lesson.try.find((t) => t.id === 'budget')!;
    const patched = applyPatch(getPreset('metastable')!.scenario, step.patch);
    const parsed = patched.ok ? parseScenario(patched.value) : undefined;
    if (!parsed?.ok) throw new Error('bad patch');
    expect(run(parsed.scenario).class).toBe('recovers');
  }, 60_000);
});
