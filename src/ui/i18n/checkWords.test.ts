// The schema's cross-field checks and a broken baseline (A) link, in Korean: the facts travel
// on the issue, the words come from the catalog (no English left on a Korean page).
import { describe, expect, it } from 'vitest';
import { presetScenario } from '../../scenarios/presets';
import { decodeBaselineFromUrl } from '../../scenarios/abLink';
import { parseScenario } from '../../sim/scenario';
import { issueText } from '../controls/issueText';
import { linkProblemText } from '../share/linkWords';
import { i18n } from './i18n';

const ko = i18n.getFixedT('ko');
const en = i18n.getFixedT('en');

describe('cross-field checks in the page’s language', () => {
  it('words a missing service and a call cycle from their facts', () => {
    const s = presetScenario('retry-storm');
    const broken = {
      ...s,
      clients: s.clients.map((c) => ({ ...c, service: 'nowhere' })),
    };
    const result = parseScenario(broken);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const issue = result.issues.find((i) => i.check?.code === 'targetsMissingService')!;
    expect(issue.message).toBe('targets a missing service "nowhere"'); // Node's English kept
    expect(issueText(ko, issue)).toBe('clients.0.service: 없는 서비스 “nowhere”로 요청을 보냅니다');
    expect(issueText(en, issue)).toContain('sends to a service “nowhere” that does not exist');
  });

  it('words a broken baseline link in Korean', () => {
    const decoded = decodeBaselineFromUrl('#p=retry-storm&a=1.%%%%');
    expect(decoded.ok).toBe(false);
    if (decoded.ok !== false) return;
    expect(decoded.error).toMatch(/^the baseline \(A\)/);
    expect(linkProblemText(ko, decoded.problem)).not.toMatch(/[A-Za-z]{4,}/);
    const noVersion = decodeBaselineFromUrl('#p=retry-storm&a=xyz');
    expect(noVersion.ok === false && noVersion.problem.code).toBe('noVersion');
  });
});
