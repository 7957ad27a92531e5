// Runs the engine on every preset and every "try it" variant and checks each lesson's
// claims, so a lesson cannot silently stop being true. A failing claim may be a preset
// bug or an engine bug: the message says which number came out.
import { describe, expect, it } from 'vitest';
import { createSimulation, type RunReport, type SecondFrame } from '../sim/engine';
import { parseScenario, type Scenario } from '../sim/scenario';
import { checkClaim, measure } from './claims';
import { choiceFor } from './predictions';
import { applyPatch } from './patch';
import { PRESETS, type Preset } from './presets';

/** The benchmark's claims hold over any window; its full 300 s belong to `npm run bench`. */
const DURATION_OVERRIDES_MS: Record<string, number> = { bench: 30_000 };

interface Run {
  report: RunReport;
  frames: SecondFrame[];
}

function variantScenario(preset: Preset, variant: string): Scenario {
  const step = preset.lesson.try.find((t) => t.id === variant);
  const patched = step
    ? applyPatch(preset.scenario, step.patch)
    : { ok: true as const, value: preset.scenario };
  if (!patched.ok) throw new Error(`${preset.id}/${variant}: ${patched.error}`);
  const parsed = parseScenario(patched.value);
  if (!parsed.ok) throw new Error(`${preset.id}/${variant}: ${JSON.stringify(parsed.issues)}`);
  return parsed.scenario;
}

function run(scenario: Scenario, durationMs?: number): Run {
  const frames: SecondFrame[] = [];
  const sim = createSimulation(scenario, { durationMs, onSecond: (f) => frames.push(f) });
  try {
    sim.runToEnd();
    return { report: sim.report(), frames };
  } finally {
    sim.dispose();
  }
}

for (const preset of PRESETS) {
  describe(`lesson ${preset.id}`, () => {
    const runs = new Map<string, Run>();
    const runOf = (variant: string): Run => {
      let result = runs.get(variant);
      if (!result) {
        result = run(variantScenario(preset, variant), DURATION_OVERRIDES_MS[preset.id]);
        runs.set(variant, result);
      }
      return result;
    };
    for (const claim of preset.lesson.claims) {
      it(`[${claim.variant}] ${claim.text}`, { timeout: 60_000 }, () => {
        const { report, frames } = runOf(claim.variant);
        const check = checkClaim(claim, report, frames);
        const bounds = `[${claim.atLeast ?? '-∞'}, ${claim.atMost ?? '+∞'}]`;
        expect(check.holds, `measured ${check.value}, expected within ${bounds}`).toBe(true);
      });
    }
    for (const p of preset.lesson.predictions ?? []) {
      it(`[${p.variant}] predict: ${p.question}`, { timeout: 60_000 }, () => {
        const { report, frames } = runOf(p.variant);
        const value = measure(p.metric, report, frames);
        // The run lands in the choice the "why" explains, and in that choice only.
        expect(choiceFor(p, value), `measured ${value}`).toBe(p.answer);
      });
    }
  });
}

describe('engine behaviour the lessons rely on', () => {
  // Seed 002: a 429 waits a fixed 2 s even when the CALL backoff is capped at 1 s (0.5 s,
  // then 1 s). Known engine bug, reported: the per-kind constant backoff inherits the
  // scenario's maxIntervalMs, so the 429 wait is cut to 1 s. Flip to `it` once fixed.
  it('a 429 waits rateLimitedWaitMs, not the CALL backoff cap', () => {
    const parsed = parseScenario({
      version: 1,
      durationMs: 30_000,
      services: [
        {
          name: 'api',
          workers: 10,
          routes: [
            {
              name: 'default',
              processing: { type: 'constant', ms: 0 },
              plan: [{ calls: [{ service: 'llm' }] }],
            },
          ],
          policies: {
            llm: {
              retry: {
                enabled: true,
                maxAttempts: 3,
                backoff: {
                  type: 'exponential',
                  initialIntervalMs: 500,
                  multiplier: 2,
                  maxIntervalMs: 1_000,
                },
                rateLimitedWaitMs: 2_000,
              },
            },
          },
        },
        {
          name: 'llm',
          workers: 10,
          routes: [{ name: 'default', processing: { type: 'constant', ms: 1_000 } }],
          faults: { errorRates: { http429: 1 } },
        },
      ],
      clients: [{ name: 'c', service: 'api', arrival: { type: 'constant', rps: 0.1 } }],
    });
    if (!parsed.ok) throw new Error('invalid test scenario');
    const { frames } = run(parsed.scenario);
    const arrived = frames.find((f) => (f.clients.c?.offered ?? 0) > 0);
    const failed = frames.find((f) => (f.clients.c?.failed ?? 0) > 0);
    // Three 1 s attempts and two 2 s waits: the failure comes 7 s after the request.
    expect(((failed?.tMs ?? 0) - (arrived?.tMs ?? 0)) / 1000).toBe(7);
  });
});
