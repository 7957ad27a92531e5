// The log's details come from the records' codes and figures through the catalogs: in
// English they read exactly as the engine words them (the CLI's text); in Korean they are
// Korean, with the same figures.
import { describe, expect, it } from 'vitest';
import { presetScenario } from '../../scenarios/presets';
import { runScenario } from '../../sim/engine';
import { ProtectionDigest } from '../../sim/engine/protectionDigest';
import { describe as describeFault } from '../../sim/engine/faultTimeline';
import { i18n } from '../i18n/i18n';
import { causeWords, entryDetail, faultWords } from './logWords';
import { logEntries } from './logEntries';

const figures = (s: string) => (s.match(/\d+(?:\.\d+)?/g) ?? []).sort();

describe('the event log in words', () => {
  const en = i18n.getFixedT('en');
  const ko = i18n.getFixedT('ko');

  it('words every breaker transition of a run as the engine does, and in Korean', () => {
    const digest = new ProtectionDigest();
    const s = presetScenario('breaker-cascade');
    const report = runScenario(s, { onBreakerEvent: digest.breakerEvent, durationMs: 120_000 });
    const records = digest.flush(report.durationS * 1000);
    expect(report.transitions.length).toBeGreaterThan(1);
    const kinds = new Set<string>();
    for (const t of report.transitions) {
      expect(t.cause, t.reason).toBeDefined();
      kinds.add(t.cause!.kind);
      expect(causeWords(en, t.cause!)).toBe(t.reason);
      const korean = causeWords(ko, t.cause!);
      expect(korean, t.reason).toMatch(/[가-힣]/);
      expect(figures(korean), t.reason).toEqual(figures(t.reason));
    }
    expect(kinds.size).toBeGreaterThan(1);
    expect(kinds.has('failureRate') || kinds.has('slowCallRate')).toBe(true);
    // A rate exceeded: its figure survives, in both languages.
    const alert = records.find((r) => r.ratePercent !== undefined);
    if (alert) {
      const [entry] = logEntries([], [], 1, [alert]);
      expect(entryDetail(en, entry!)).toContain(`rate ${alert.ratePercent} %`);
      expect(entryDetail(ko, entry!)).toContain(`${alert.ratePercent} %`);
    }
  }, 60_000);

  it('describes each kind of fault as the engine does, and in Korean', () => {
    for (const id of [
      'pool-domino',
      'retry-storm',
      'flapping-breaker',
      'one-bad-replica',
      'metastable',
    ]) {
      for (const fault of presetScenario(id).faultTimeline) {
        const english = describeFault(fault);
        expect(faultWords(en, fault)).toBe(english);
        const korean = faultWords(ko, fault);
        expect(korean, english).toMatch(/[가-힣]/);
        expect(figures(korean), english).toEqual(figures(english));
      }
    }
  });
});
