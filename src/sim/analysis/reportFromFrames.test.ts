// The frames of a whole run add up to the engine's own report, so a claim checked in the
// browser says what the lesson test says.
import { describe, expect, it } from 'vitest';
import { checkClaim } from '../../scenarios/claims';
import { getPreset, presetScenario } from '../../scenarios/presets';
import { createSimulation, type SecondFrame } from '../engine';
import { reportFromFrames, reportPathFromFrames } from './reportFromFrames';

function run(presetId: string) {
  const frames: SecondFrame[] = [];
  const sim = createSimulation(presetScenario(presetId), { onSecond: (f) => frames.push(f) });
  try {
    sim.runToEnd();
    return { report: sim.report(), frames };
  } finally {
    sim.dispose();
  }
}

describe('reportFromFrames', () => {
  const { report, frames } = run('retry-storm');
  const rebuilt = reportFromFrames(frames, report.transitions, report.seed);

  it('adds up client, service and edge counts to the engine report', () => {
    for (const [name, c] of Object.entries(report.clients)) {
      expect(rebuilt.clients[name]).toMatchObject({
        offered: c.offered,
        succeeded: c.succeeded,
        failed: c.failed,
      });
      expect(rebuilt.clients[name]?.availability).toBeCloseTo(c.availability, 10);
    }
    for (const [name, s] of Object.entries(report.services)) {
      expect(rebuilt.services[name]).toMatchObject({ received: s.received, errors: s.errors });
      expect(rebuilt.services[name]?.amplification).toBeCloseTo(s.amplification, 10);
    }
    for (const [key, e] of Object.entries(report.edges)) {
      expect(rebuilt.edges[key]).toMatchObject({
        calls: e.calls,
        attempts: e.attempts,
        retries: e.retries,
      });
    }
  });

  it('gives the same verdict as the engine report on the lesson’s baseline claims', () => {
    const claims = getPreset('retry-storm')!.lesson.claims.filter((c) => c.variant === 'baseline');
    expect(claims.length).toBeGreaterThan(0);
    for (const claim of claims) {
      const fromEngine = checkClaim(claim, report, frames);
      const fromFrames = checkClaim(claim, rebuilt, frames);
      expect(fromFrames.holds, claim.text).toBe(fromEngine.holds);
      expect(fromFrames.value).toBeCloseTo(fromEngine.value, 6);
    }
  });

  it('says which report paths the frames cannot rebuild', () => {
    expect(reportPathFromFrames('clients[reader].availability')).toBe(true);
    expect(reportPathFromFrames('clients[comments].failuresByReason.http5xx')).toBe(false);
    expect(reportPathFromFrames('clients[a].latencyMs.p99')).toBe(false);
  });
});
