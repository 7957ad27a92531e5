// Pure: "find the smallest bulkhead (or breaker threshold) that keeps the entry's
// availability ≥ X % under this fault", answered by a small 1-D sweep and the evidence
// for it, not by a rule of thumb. The scenario carries the fault; the sweep varies one
// setting; the answer is the smallest value whose mean over the seeds meets the target,
// with its 95 % interval and the value just below it, so the person sees the margin.
import { fillTemplate, type TemplateValues } from '../sim/fillTemplate';
import type { CellSummary } from './aggregate';
import type { PreparedSweep } from './sweepRunner';
import { sweepInputError } from './sweepProblems';

export interface Requirement {
  /** A metric of the sweep, as written in its metric list (or a bare field of the first client). */
  metric: string;
  atLeast: number;
}

export interface Suggestion {
  /** The smallest swept value that meets the requirement; undefined when none does. */
  value?: number;
  /** Its summary, and the next smaller value's (the one that does not meet it), if swept. */
  evidence: { value: number; mean: number; ciLow: number; ciHigh: number; n: number }[];
  /** The lower end of the interval meets the requirement too. */
  confident: boolean;
  /** What the words quote: the page words them in its language (suggestionWords). */
  facts: SuggestionFacts;
  /** In English, for the command line. */
  words: string;
}

type Row = Suggestion['evidence'][number];

export interface SuggestionFacts {
  /** The swept setting's paths (one axis may move several together). */
  settingPaths: string[];
  /** The metric's full name ("clients[app].availability"). */
  metric: string;
  atLeast: number;
  seeds: number;
  /** The smallest value that meets it, and the one below; or, when none does, the best. */
  hit?: Row;
  below?: Row;
  best?: Row;
  /** The range swept. */
  from: number;
  to: number;
}

/** The suggestion's English; the page's English catalog imports these, its Korean mirrors them. */
export const SUGGEST_EN = {
  found:
    'the smallest {{setting}} that keeps {{metric}} ≥ {{target}}: {{value}}, measured {{measured}} over {{seeds}} seeds',
  interval: ' (95 % interval {{low}} to {{high}})',
  below: '; {{value}} gives {{measured}}',
  smallest: '; it is the smallest value swept',
  unsure: '; the interval reaches below the target: run more seeds to be sure',
  none: 'no {{setting}} from {{from}} to {{to}} keeps {{metric}} ≥ {{target}}; the best, {{best}}, gives {{measured}} over {{seeds}} seeds',
  and: ' and ',
} as const;
export type SuggestWords = (key: keyof typeof SUGGEST_EN, values: TemplateValues) => string;
const english: SuggestWords = (key, values) => fillTemplate(SUGGEST_EN[key], values);

/** How the page names a setting path and a metric (the CLI: as written). */
export interface SuggestNames {
  setting(path: string): string;
  metric(name: string): string;
}
const asWritten: SuggestNames = { setting: (p) => p, metric: (m) => m };

/** Parses `availability>=0.99` (or `clients[x].availability>=0.99`). */
export function parseRequirement(spec: string): Requirement {
  const m = /^(.+?)\s*>=\s*(-?\d*\.?\d+)$/.exec(spec);
  if (!m) throw sweepInputError('requirementShape', { spec });
  return { metric: m[1]!, atLeast: Number(m[2]) };
}

const pct = (x: number) => `${(x * 100).toFixed(2)} %`;

/** The suggestion in words (English by default; the page passes its catalog's and names). */
export function suggestionWords(
  f: SuggestionFacts,
  words: SuggestWords = english,
  names: SuggestNames = asWritten,
): string {
  const share = (x: number) =>
    f.metric.endsWith('availability') ? pct(x) : String(Number(x.toPrecision(4)));
  const base = {
    setting: f.settingPaths.map(names.setting).join(words('and', {})),
    metric: names.metric(f.metric),
    target: share(f.atLeast),
    seeds: f.seeds,
  };
  if (!f.hit) {
    const best = f.best!;
    return words('none', {
      ...base,
      from: f.from,
      to: f.to,
      best: best.value,
      measured: share(best.mean),
    });
  }
  const hit = f.hit;
  return (
    words('found', { ...base, value: hit.value, measured: share(hit.mean) }) +
    (f.seeds > 1 ? words('interval', { low: share(hit.ciLow), high: share(hit.ciHigh) }) : '') +
    (f.below
      ? words('below', { value: f.below.value, measured: share(f.below.mean) })
      : words('smallest', {})) +
    (hit.ciLow >= f.atLeast ? '' : words('unsure', {}))
  );
}

const evidenceOf = ({ value, mean, ciLow, ciHigh, n }: Row): Row => ({
  value,
  mean,
  ciLow,
  ciHigh,
  n,
});

/** The answer from a finished 1-D sweep's summaries. */
export function suggestFromSweep(
  sweep: PreparedSweep,
  cells: readonly CellSummary[],
  req: Requirement,
): Suggestion {
  if (sweep.axes.length !== 1) throw sweepInputError('oneAxis', {});
  const index = sweep.metrics.findIndex(
    (m) => m.name === req.metric || m.name.endsWith(`].${req.metric}`),
  );
  if (index < 0)
    throw sweepInputError('requirementMetric', {
      metric: req.metric,
      metrics: sweep.metrics.map((m) => m.name),
    });
  const rows = cells
    .filter((c) => c.cell >= 0)
    .map((c) => ({ value: c.values[0]!, ...c.metrics[index]! }))
    .sort((a, b) => a.value - b.value);
  const base = {
    settingPaths: [...sweep.axes[0]!.paths],
    metric: sweep.metrics[index]!.name,
    atLeast: req.atLeast,
    seeds: sweep.seeds.length,
    from: rows[0]!.value,
    to: rows[rows.length - 1]!.value,
  };
  const hitIndex = rows.findIndex((r) => r.n > 0 && r.mean >= req.atLeast);
  if (hitIndex < 0) {
    const best = rows.reduce((a, b) => (b.mean > a.mean ? b : a), rows[0]!);
    const facts: SuggestionFacts = { ...base, best: evidenceOf(best) };
    return {
      evidence: rows.map(evidenceOf),
      confident: false,
      facts,
      words: suggestionWords(facts),
    };
  }
  const hit = rows[hitIndex]!;
  const below = rows[hitIndex - 1];
  const facts: SuggestionFacts = {
    ...base,
    hit: evidenceOf(hit),
    ...(below ? { below: evidenceOf(below) } : {}),
  };
  return {
    value: hit.value,
    evidence: [below, hit].filter((r) => r !== undefined).map(evidenceOf),
    confident: hit.ciLow >= req.atLeast,
    facts,
    words: suggestionWords(facts),
  };
}
