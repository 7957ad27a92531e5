// The sweep form's problems in the page's words: about its fields (no command-line flags),
// with the figures the core found, in Korean without English words.
import { describe, expect, it } from 'vitest';
import { presetScenario } from '../../scenarios/presets';
import { parseRequirement, prepareSweep, SweepInputError } from '../../sweep';
import { SWEEP_LIMITS } from '../../sweep/sweepProblems';
import { i18n } from '../i18n/i18n';
import { defaultForm, toSweepInput, type FormProblem, type SweepForm } from './sweepForm';
import { sweepProblemText } from './sweepProblemWords';

const en = i18n.getFixedT('en');
const ko = i18n.getFixedT('ko');
const scenario = presetScenario('metastable');
const figures = (s: string) => (s.match(/\d+(?:\.\d+)?/g) ?? []).sort();

/** Every problem the form can meet, from real input through the real parsers. */
function problemsOf(form: Partial<SweepForm>): FormProblem[] {
  const { input, problems } = toSweepInput({ ...defaultForm(), ...form }, scenario);
  const prepared = prepareSweep(input);
  return prepared.ok ? problems : [...problems, ...prepared.problems];
}
const axis = (path: string, from: string, to: string, steps: string) => ({ path, from, to, steps });
const rps = 'clients[users].arrival.rps';

const cases: Partial<SweepForm>[] = [
  { axes: [axis('', '1', '2', '3')] },
  { axes: [axis('a,,b', '1', '2', '3')] },
  { axes: [axis(rps, 'x', '2', '3')] },
  { axes: [axis(rps, '1', '2', '0')] },
  { axes: [axis(rps, '1:4', '2', '3')] },
  { axes: [axis('services[api].workers', '-3', '5', '3')] },
  { axes: [axis('services[api].workers', '1.5', '2.5', '2')] },
  { axes: [axis('services[api].wrokers', '1', '5', '3')] },
  { axes: [axis('services[api]', '1', '5', '3')] },
  { axes: [axis('services[nope].workers', '1', '5', '3')] },
  { axes: [axis('services[api.workers', '1', '5', '3')] },
  { axes: [axis(rps, '1', '5', '3')], seeds: '0', metric: 'bogus!' },
  { axes: [axis(rps, '1', '5', '3')], metric: 'clients[nobody].availability' },
  { axes: [axis(rps, '1', '5', '3')], metric: 'services[api].availability' },
  { axes: [axis(rps, '1', '5', '3')], metric: 'services[api].utilisation@1:2' },
  { axes: [axis(rps, '1', '5', '3')], durationS: '30', stability: '10:20' },
  { axes: [axis(rps, '1', '5', '3')], durationS: '-1', stability: '60', atLeast: 'x' },
];

describe('the sweep form’s problems in words', () => {
  const all = cases.flatMap(problemsOf);

  it('every case is refused, and every kind of problem a form can meet is among them', () => {
    for (const c of cases) expect(problemsOf(c), JSON.stringify(c)).not.toEqual([]);
    expect(new Set(all.map((p) => p.code))).toEqual(
      new Set([
        'axisShape',
        'emptyPath',
        'notANumber',
        'rangeShape',
        'steps',
        'notAllowed',
        'notASetting',
        'notNumeric',
        'cannotSet',
        'seeds',
        'metricShape',
        'unknownName',
        'unknownField',
        'stabilityTooShort',
        'runLength',
        'trigger',
        'requirementShape',
      ]),
    );
  });

  it('says which field and what is wrong, with the declared bounds', () => {
    const [steps] = problemsOf({ axes: [axis(rps, '1', '2', '0')] });
    const { min, max } = SWEEP_LIMITS.steps;
    expect(sweepProblemText(en, 'en', steps!, 1)).toBe(
      `Steps must be a whole number from ${min} to ${max} (got 0).`,
    );
    expect(sweepProblemText(ko, 'ko', steps!, 1)).toBe(
      `단계 수는 ${min}부터 ${max}까지의 정수여야 합니다(입력: 0).`,
    );
    // With two settings, which one.
    const [second] = problemsOf({ axes: [axis(rps, '1', '2', '3'), axis(rps, '1', '2', '0')] });
    expect(second!.axis).toBe(1);
    expect(sweepProblemText(en, 'en', second!, 2)).toMatch(/^Setting 2: Steps/);
    expect(sweepProblemText(ko, 'ko', second!, 2)).toMatch(/^설정 2: 단계 수/);
  });

  it('names a setting out of the schema’s bounds by its words, with the bound', () => {
    const [low] = problemsOf({ axes: [axis('services[api].workers', '-3', '5', '3')] });
    expect(sweepProblemText(en, 'en', low!, 1)).toBe(
      'api capacity workers = -3 is not allowed: it must be at least 1.',
    );
    expect(sweepProblemText(ko, 'ko', low!, 1)).toBe(
      'api 용량 워커 = -3: 허용되지 않습니다. 1 이상이어야 합니다.',
    );
    const [fraction] = problemsOf({ axes: [axis('services[api].workers', '1.5', '2.5', '2')] });
    expect(sweepProblemText(en, 'en', fraction!, 1)).toBe(
      'api capacity workers = 1.5 is not allowed: it must be a whole number.',
    );
  });

  it('no message shows a command-line flag or syntax, in either language', () => {
    for (const p of all)
      for (const [t, language] of [
        [en, 'en'],
        [ko, 'ko'],
      ] as const) {
        const text = sweepProblemText(t, language, p, 1);
        expect(text, p.code).not.toMatch(/--[a-z]|<path>|<from>/);
        expect(text.trim(), p.code).not.toBe('');
      }
  });

  it('in Korean: the same figures, and no English beyond what was typed and the names', () => {
    for (const p of all) {
      const english = sweepProblemText(en, 'en', p, 1);
      const korean = sweepProblemText(ko, 'ko', p, 1);
      expect(figures(korean), p.code).toEqual(figures(english));
      // What the person typed is quoted back as typed; scenario names stay as they are.
      const rest = korean.replace(/“[^”]*”/g, '').replace(/\b(users|api|nope)\b/g, '');
      expect(rest, korean).not.toMatch(/[A-Za-z]{3,}/);
    }
  });

  it('the suggestion’s problems read the same way', () => {
    let thrown: unknown;
    try {
      parseRequirement('availability>0.9');
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(SweepInputError);
    const p = (thrown as SweepInputError).problem;
    expect(sweepProblemText(en, 'en', p, 1)).toBe(
      'The suggestion is written metric>=value, like the field’s example (got “availability>0.9”).',
    );
    expect(sweepProblemText(ko, 'ko', p, 1)).toBe(
      '제안은 칸의 예시처럼 ‘지표>=값’ 꼴로 씁니다(입력: “availability>0.9”).',
    );
    const metric: FormProblem = {
      code: 'requirementMetric',
      facts: { metric: 'clients[users].failed', metrics: ['clients[users].availability'] },
    };
    expect(sweepProblemText(ko, 'ko', metric, 1)).toBe(
      '제안이 묻는 지표(users 실패)를 이 스윕은 재지 않습니다: 이 스윕이 재는 것은 users 가용성입니다.',
    );
  });

  it('a worker’s failure quotes its message; a crash says so', () => {
    const failed: FormProblem = { code: 'workerFailed', facts: { detail: 'out of memory' } };
    expect(sweepProblemText(en, 'en', failed, 1)).toBe(
      'The sweep stopped: one of its workers failed (out of memory).',
    );
    const crashed: FormProblem = { code: 'workerFailed', facts: { detail: '' } };
    expect(sweepProblemText(ko, 'ko', crashed, 1)).toBe(
      '스윕이 멈췄습니다: 워커 하나가 불러오지 못했거나 멈췄습니다.',
    );
  });
});
