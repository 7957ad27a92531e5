import { describe, expect, it } from 'vitest';
import { CHALLENGES } from '../../scenarios/challenges/catalog';
import { CHALLENGES_KO } from '../../scenarios/challenges/ko';
import { challengeInLanguage } from './challengeText';

const figures = (s: string) => (s.match(/\d+(?:[.,]\d+)?/g) ?? []).sort();

describe('the challenges in Korean', () => {
  it('cover every challenge, whole: brief and goals one for one', () => {
    expect(Object.keys(CHALLENGES_KO).sort()).toEqual(CHALLENGES.map((c) => c.id).sort());
    for (const c of CHALLENGES) {
      const ko = CHALLENGES_KO[c.id]!;
      expect(ko.brief.length, c.id).toBe(c.brief.length);
      expect(ko.goals.length, c.id).toBe(c.goals.length);
    }
  });

  it('keep every figure of the English brief (a translation must not change the task)', () => {
    for (const c of CHALLENGES) {
      const ko = CHALLENGES_KO[c.id]!;
      c.brief.forEach((p, i) =>
        expect(figures(ko.brief[i]!), `${c.id} brief ${i}`).toEqual(figures(p)),
      );
    }
  });

  it('are what the page shows in Korean, and English stays English', () => {
    const c = CHALLENGES[0]!;
    expect(challengeInLanguage(c, 'ko').title).toMatch(/[가-힣]/);
    expect(challengeInLanguage(c, 'en').title).toBe(c.title);
  });
});
