import { describe, expect, it } from 'vitest';
import { parseScenario } from '../../sim/scenario';
import { checkLimits } from '../limits';
import { offeredRequests } from '../../sim/engine/limits';
import { applyPatch, parsePath } from '../patch';
import { PRESET_IDS, PRESETS, getPreset, presetScenario } from './index';

const REQUIRED_IDS = [
  'momently-cold-start',
  'retry-storm',
  'pool-domino',
  'metastable',
  'timeout-budget',
  'availability-chain',
  'flapping-breaker',
  'one-bad-replica',
  'hedging-tail',
  'adaptive-lifo',
  'library-race',
  'backoff-and-jitter',
  'shared-retry-budget',
  'cache-stampede',
  'bench',
  'breaker-cascade',
];

describe('presets', () => {
  it('include every preset the issues ask for, once', () => {
    expect([...PRESET_IDS].sort()).toEqual([...REQUIRED_IDS].sort());
    expect(new Set(PRESET_IDS).size).toBe(PRESET_IDS.length);
  });

  it('throw a clear error for an unknown id', () => {
    expect(getPreset('nope')).toBeUndefined();
    expect(() => presetScenario('nope')).toThrow(/unknown preset "nope"/);
  });

  for (const preset of PRESETS) {
    describe(preset.id, () => {
      it('passes the schema and the run limits, and is named after its id', () => {
        const parsed = parseScenario(preset.scenario);
        expect(parsed.ok ? [] : parsed.issues).toEqual([]);
        if (!parsed.ok) return;
        expect(checkLimits(parsed.scenario)).toEqual([]);
        expect(parsed.scenario.name).toBe(preset.id);
      });

      it('is plain JSON (a preset, a file and a link are the same thing)', () => {
        expect(JSON.parse(JSON.stringify(preset.scenario))).toEqual(preset.scenario);
      });

      it('has a lesson a teacher can step through', () => {
        const { lesson } = preset;
        expect(lesson.title.length).toBeGreaterThan(10);
        expect(lesson.story.length).toBeGreaterThan(0);
        expect(lesson.watch.length).toBeGreaterThan(0);
        expect(lesson.expect.length).toBeGreaterThan(0);
        expect(lesson.claims.length).toBeGreaterThan(0);
        if (preset.id !== 'bench') expect(lesson.try.length).toBeGreaterThan(0);
      });

      for (const step of preset.lesson.try) {
        it(`try "${step.id}" applies and gives a valid scenario`, () => {
          const patched = applyPatch(preset.scenario, step.patch);
          expect(patched.ok ? 'applied' : patched.error).toBe('applied');
          if (!patched.ok) return;
          const parsed = parseScenario(patched.value);
          expect(parsed.ok ? [] : parsed.issues).toEqual([]);
          expect(patched.value).not.toEqual(preset.scenario);
        });
      }

      it('has claims about variants that exist, with a bound and a readable path', () => {
        const variants = new Set(['baseline', ...preset.lesson.try.map((t) => t.id)]);
        for (const claim of preset.lesson.claims) {
          expect(variants.has(claim.variant), claim.text).toBe(true);
          expect(claim.atLeast !== undefined || claim.atMost !== undefined, claim.text).toBe(true);
          const paths = JSON.stringify(claim.metric).match(/"(report|frames)":"[^"]+"/g) ?? [];
          for (const p of paths)
            expect(() => parsePath(p.split('":"')[1]?.slice(0, -1) ?? '')).not.toThrow();
        }
      });
    });
  }

  it('keep the engine cost small: tens of req/s, except the benchmark and the cache', () => {
    // The cache stampede needs 1,000 views a second for a hot key to stampede, and its hits
    // end at the cache (no downstream call), so it gets a larger allowance of its own.
    const allowance: Record<string, number> = { 'cache-stampede': 100_000 };
    for (const preset of PRESETS.filter((p) => p.id !== 'bench')) {
      const s = presetScenario(preset.id);
      // Closed-loop clients count by users and think time, as the run limits count them.
      // The stampede's story ends with the expiry at 60 s and the recovery after it: 80 s.
      const offered = offeredRequests(s, s.durationMs);
      expect(offered, preset.id).toBeGreaterThan(0);
      expect(offered, preset.id).toBeLessThanOrEqual(allowance[preset.id] ?? 40_000);
      expect(s.durationMs, preset.id).toBeGreaterThanOrEqual(
        preset.id === 'cache-stampede' ? 60_000 : 120_000,
      );
    }
    const bench = presetScenario('bench');
    expect(bench.clients[0]?.arrival.rps).toBe(500);
    expect(bench.durationMs).toBe(300_000);
  });
});
