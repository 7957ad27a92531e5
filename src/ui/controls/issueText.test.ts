// A refused edit says why in the page's language, with the figures the engine measured.
import { describe, expect, it } from 'vitest';
import { presetScenario } from '../../scenarios/presets';
import { scenarioLimitIssues } from '../../sim/engine/limits';
import { parseScenario } from '../../sim/scenario';
import { i18n } from '../i18n/i18n';
import { issueText } from './issueText';

const en = i18n.getFixedT('en');
const ko = i18n.getFixedT('ko');

describe('issueText', () => {
  it('words the offered-load limit with its figures, in both languages', () => {
    const s = presetScenario('breaker-cascade');
    const clients = s.clients.map((c) => ({ ...c, arrival: { ...c.arrival, rps: 900_000 } }));
    const [issue] = scenarioLimitIssues({ ...s, clients });
    expect(issue?.tooManyRequests?.max).toBe(5_000_000);
    const offered = issue!.tooManyRequests!.offered.toLocaleString('en-US');
    expect(issueText(en, issue!)).toContain(`send ${offered} requests`);
    const korean = issueText(ko, issue!);
    expect(korean).toContain(offered);
    expect(korean).toContain('5,000,000');
    expect(korean).not.toMatch(/requests|limit/);
  });

  it('words a number out of the schema bounds in Korean, and keeps other checks as they are', () => {
    const s = presetScenario('breaker-cascade');
    const services = s.services.map((x, i) => (i === 0 ? { ...x, workers: 0 } : x));
    const result = parseScenario({ ...s, services });
    if (result.ok) throw new Error('0 workers accepted');
    const issue = result.issues.find((i) => i.path.endsWith('workers'))!;
    expect(issueText(ko, issue)).toBe(`${issue.path}: 1 이상이어야 합니다`);
    expect(issueText(en, issue)).toBe(`${issue.path}: it must be at least 1`);
    expect(issueText(en, { path: 'x', message: 'own words' })).toBe('x: own words');
  });
});
