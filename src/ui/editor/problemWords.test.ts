// A refused edit in the page's language: the cycle and a bound are worded from their facts.
import { describe, expect, it } from 'vitest';
import { defaultScenario } from '../../store/defaultScenario';
import { i18n } from '../i18n/i18n';
import { closedLoop, problemsOf } from './testing/problemFixtures';
import { problemLabel, problemText } from './problemWords';

const en = i18n.getFixedT('en');
const ko = i18n.getFixedT('ko');

describe('a refused edit in words', () => {
  it('names a call cycle in either language, the same services in the same order', () => {
    const cycle = problemsOf(closedLoop()).find((p) => p.cycle)!;
    // The English is the schema's own message, word for word.
    expect(problemText(en, cycle)).toBe(cycle.message);
    const path = cycle.cycle!.join(' → ');
    expect(problemText(ko, cycle)).toBe(`호출 순환: ${path}`);
    expect(problemLabel(ko, cycle)).toBe('호출 순환 안에 있음');
  });

  it('says a number out of bounds with the service it is on', () => {
    const s = defaultScenario();
    const services = s.services.map((x, i) => (i === 0 ? { ...x, workers: 0 } : x));
    const [problem] = problemsOf({ ...s, services });
    const name = s.services[0]!.name;
    expect(problemText(ko, problem!)).toBe(`${name}: 1 이상이어야 합니다`);
    expect(problemText(en, problem!)).toBe(`${name}: it must be at least 1`);
    expect(problemLabel(ko, problem!)).toBe('1 이상이어야 합니다');
  });
});
