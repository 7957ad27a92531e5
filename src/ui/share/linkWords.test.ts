// A broken link in the page's words: the decoder's facts, worded in English and in Korean,
// with the same figures as the decoder's own English and no English words left in Korean.
import { describe, expect, it } from 'vitest';
import { presetScenario } from '../../scenarios/presets';
import { decodeScenarioFromUrl, encodeFullHash, MAX_LINK_CHARS } from '../../scenarios/urlCodec';
import { SCENARIO_VERSION, type Scenario } from '../../sim/scenario';
import { i18n } from '../i18n/i18n';
import { linkProblemText, roomClampText, roomProblemsText } from './linkWords';
import { readRoomParams } from './roomLink';

const en = i18n.getFixedT('en');
const ko = i18n.getFixedT('ko');
const figures = (s: string) => (s.match(/\d+(?:,\d{3})*/g) ?? []).sort();

function failure(hash: string) {
  const result = decodeScenarioFromUrl(hash);
  if (result.ok) throw new Error(`${hash} opened`);
  return result;
}

/** A scenario the schema refuses: 0 workers (the schema's minimum is 1). */
function zeroWorkersLink(): string {
  const s = presetScenario('retry-storm');
  const services = s.services.map((x, i) => (i === 0 ? { ...x, workers: 0 } : x));
  return encodeFullHash({ ...s, services } as Scenario);
}

const BROKEN = [
  '#s=garbage',
  `#s=${SCENARIO_VERSION + 98}.abc`,
  '#s=1.garbage!!',
  '#s=1.',
  '#p=no-such-preset',
  '#p=retry-storm&seed=x',
  '#p=retry-storm&d=garbage',
  `#s=1.${'A'.repeat(MAX_LINK_CHARS)}`,
].map((hash) => ({ hash, name: hash.slice(0, 40) }));

/** Latin words that may stay in Korean: ids and paths quoted from the link itself. */
const QUOTED = /#s=|no-such-preset|services\.\d+\.workers|[a-z]+-[a-z-]+/g;

describe('a broken link in the page’s words', () => {
  it.each(BROKEN)('$name: both languages give the decoder’s figures; no English in Korean', (c) => {
    const r = failure(c.hash);
    const english = linkProblemText(en, r.problem);
    const korean = linkProblemText(ko, r.problem);
    expect(english).not.toMatch(/linkErrors\./);
    expect(korean).not.toBe(english);
    expect(korean.replace(QUOTED, '')).not.toMatch(/[A-Za-z]{3,}/);
    expect(figures(korean)).toEqual(figures(english));
    // The page's English says what the decoder's English says, figures included.
    for (const n of figures(r.error).filter((f) => f.length > 1)) expect(english).toContain(n);
  });

  it('says a version newer than this app reads, with both versions', () => {
    const r = failure(`#s=${SCENARIO_VERSION + 1}.abc`);
    expect(linkProblemText(ko, r.problem)).toContain(
      `형식 ${SCENARIO_VERSION + 1}, 이 앱은 ${SCENARIO_VERSION}까지`,
    );
  });

  it('words a schema bound of the link’s scenario in Korean (workers at least 1)', () => {
    const r = failure(zeroWorkersLink());
    expect(r.problem.code).toBe('invalidScenario');
    expect(r.error).toMatch(/services\.0\.workers/);
    expect(linkProblemText(ko, r.problem)).toBe(
      `${ko('linkErrors.invalidScenario')}\nservices.0.workers: 1 이상이어야 합니다`,
    );
    expect(linkProblemText(en, r.problem)).toMatch(/services\.0\.workers: .*at least 1/i);
  });

  it('a preset changed since the link was made: the warning names it in Korean', () => {
    const r = decodeScenarioFromUrl('#p=retry-storm&h=stale');
    if (!r.ok || !r.warningProblem) throw new Error('expected a warning');
    expect(r.warning).toMatch(/earlier version of the "retry-storm" preset/);
    expect(linkProblemText(ko, r.warningProblem)).toMatch(/“retry-storm” 레슨의 이전 버전/);
  });
});

describe('the classroom part of a link in the page’s words', () => {
  const KNOWN = {
    challenges: ['a'],
    settingIds: ['edge.timeoutMs'],
    speeds: [1, 10, 'max'] as const,
  };
  it('names each bad value in Korean, with what was given', () => {
    const { problems, errors } = readRoomParams('#c=nope&lock=x.y&step=0&t=soon&x=7', {
      ...KNOWN,
      speeds: [...KNOWN.speeds],
    });
    expect(errors).toHaveLength(5);
    const korean = roomProblemsText(ko, problems);
    expect(korean).toBe(
      '무시한 부분: “nope”라는 도전 과제가 없습니다; 잠글 설정 “x.y”가 없습니다; ' +
        '레슨 단계는 단계 번호(1, 2, …)여야 합니다(받은 값: “0”); ' +
        '시각은 시뮬레이션 시간의 초(0 이상)여야 합니다(받은 값: “soon”); ' +
        '속도는 1, 10, max 중 하나여야 합니다(받은 값: “7”).',
    );
    expect(roomProblemsText(en, problems)).toMatch(/^Ignored: there is no challenge “nope”;/);
  });
  it('says in Korean what an out-of-range time was, and what it became', () => {
    const { clamps } = readRoomParams('#t=500', { ...KNOWN, speeds: [1], durationS: 180 });
    expect(roomClampText(ko, clamps[0]!, 180)).toBe(
      't = 500 s는 이 실행의 범위(0 ~ 180 s) 밖입니다. 대신 t = 180 s에서 열었습니다.',
    );
    expect(roomClampText(en, clamps[0]!, 180)).toBe(
      't = 500 s is outside this run (0 to 180 s): opened at t = 180 s instead.',
    );
  });
});
