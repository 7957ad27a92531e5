// Pure: the sweep form as the person typed it (strings, so a half-typed number is never
// lost), its link (query parameters beside the scenario's hash), and the core's SweepInput
// built from it. Checking is the core's job (prepareSweep): this file only translates, and
// checks what only the form has (the run length's text, the trigger's and the suggestion's).
import { MAX_RUN_S } from '../../sim/scenario';
import {
  DEFAULT_SEEDS,
  parseRequirement,
  SweepInputError,
  type SweepInput,
  type SweepProblem,
} from '../../sweep';
import { SWEEP_PARAMS } from './sweepLink';

export interface AxisForm {
  /** A scenario path, as lessons write it: `services[api].workers`. */
  path: string;
  from: string;
  to: string;
  steps: string;
}

export interface SweepForm {
  /** One axis: a curve; two: a map. */
  axes: AxisForm[];
  seeds: string;
  metric: string;
  /** Simulated seconds per run; empty: the scenario's own length. */
  durationS: string;
  /** `fromS:untilS` of the trigger for a stability map; empty: none. */
  stability: string;
  /** `metric>=value` for a measured suggestion (1-D only); empty: none. */
  atLeast: string;
}

export const emptyAxis = (): AxisForm => ({ path: '', from: '', to: '', steps: '5' });

export const defaultForm = (): SweepForm => ({
  axes: [emptyAxis()],
  seeds: String(DEFAULT_SEEDS),
  metric: 'availability',
  durationS: '',
  stability: '',
  atLeast: '',
});

/** The core's axis syntax, `path=from:to:steps`. */
const axisSpec = (a: AxisForm): string =>
  `${a.path.trim()}=${a.from.trim()}:${a.to.trim()}:${a.steps.trim()}`;

const P = SWEEP_PARAMS;

/** Writes the form into `params` (others kept); `run` asks the page to start it when opened. */
export function formToParams(form: SweepForm, params: URLSearchParams, run = false): void {
  clearSweepParams(params);
  for (const a of form.axes) params.append(P.vary, axisSpec(a));
  params.set(P.seeds, form.seeds.trim());
  params.set(P.metric, form.metric.trim());
  if (form.durationS.trim()) params.set(P.duration, form.durationS.trim());
  if (form.stability.trim()) params.set(P.stability, form.stability.trim());
  if (form.atLeast.trim()) params.set(P.atLeast, form.atLeast.trim());
  if (run) params.set(P.run, '1');
}

function clearSweepParams(params: URLSearchParams): void {
  for (const name of Object.values(P)) params.delete(name);
}

/** Splits `path=from:to:steps` back into fields; text that is not in that shape stays in `path`. */
function parseAxisText(spec: string): AxisForm {
  const eq = spec.lastIndexOf('=');
  const range = eq > 0 ? spec.slice(eq + 1).split(':') : [];
  if (range.length !== 3) return { ...emptyAxis(), path: spec };
  const [from, to, steps] = range as [string, string, string];
  return { path: spec.slice(0, eq), from, to, steps };
}

/** The form a link carries, or null when it carries none; `run` when it asks to start. */
export function formFromParams(params: URLSearchParams): { form: SweepForm; run: boolean } | null {
  const vary = params.getAll(P.vary);
  if (vary.length === 0) return null;
  const base = defaultForm();
  return {
    form: {
      axes: vary.slice(0, 2).map(parseAxisText),
      seeds: params.get(P.seeds) ?? base.seeds,
      metric: params.get(P.metric) ?? base.metric,
      durationS: params.get(P.duration) ?? '',
      stability: params.get(P.stability) ?? '',
      atLeast: params.get(P.atLeast) ?? '',
    },
    run: params.get(P.run) === '1',
  };
}

/** What is wrong with the form: the core's problems, and those of the page's own fields. */
export type FormProblem =
  | SweepProblem
  | { code: 'runLength'; facts: { text: string; max: number }; axis?: undefined }
  | { code: 'trigger'; facts: { text: string }; axis?: undefined }
  /** A worker of the pool failed; `detail` is its message, empty when it did not load or crashed. */
  | { code: 'workerFailed'; facts: { detail: string }; axis?: undefined };

/**
 * The core's input, and what is wrong with the fields only the form checks (a field with a
 * problem is left out of the input, so prepareSweep can still name every other problem).
 * Text that is not a number goes through as NaN so prepareSweep names the field; the
 * stability text is split here because its shape is the page's, not the core's.
 */
export function toSweepInput(
  form: SweepForm,
  scenario: unknown,
): { input: SweepInput; problems: FormProblem[] } {
  const problems: FormProblem[] = [];
  const seeds = Number(form.seeds.trim() || NaN);
  const input: SweepInput = {
    scenario,
    vary: form.axes.map(axisSpec),
    seeds,
    metrics: [form.metric.trim() || 'availability'],
  };
  if (form.durationS.trim()) {
    const d = Number(form.durationS);
    if (!(d > 0 && d <= MAX_RUN_S))
      problems.push({ code: 'runLength', facts: { text: form.durationS, max: MAX_RUN_S } });
    else input.durationS = d;
  }
  if (form.stability.trim()) {
    const parts = form.stability.split(':').map((x) => Number(x.trim()));
    if (parts.length !== 2 || parts.some((x) => !Number.isFinite(x) || x < 0))
      problems.push({ code: 'trigger', facts: { text: form.stability } });
    else input.stability = { triggerFromS: parts[0]!, triggerUntilS: parts[1]! };
  }
  // The suggestion is read when the sweep ends: a requirement it cannot read says so now.
  if (form.axes.length === 1 && form.atLeast.trim()) {
    try {
      parseRequirement(form.atLeast.trim());
    } catch (e) {
      if (!(e instanceof SweepInputError)) throw e;
      problems.push(e.problem);
    }
  }
  return { input, problems };
}

/** A field of the form: `seeds`, `metric`…, or one of an axis's, `axis1.steps`. */
export type FieldKey = string;
const AXIS_FIELDS: Partial<Record<FormProblem['code'], readonly (keyof AxisForm)[]>> = {
  axisShape: ['path'],
  emptyPath: ['path'],
  notNumeric: ['path'],
  cannotSet: ['path'],
  notASetting: ['path'],
  rangeShape: ['from', 'to', 'steps'],
  steps: ['steps'],
};
const FORM_FIELDS: Partial<Record<FormProblem['code'], readonly (keyof SweepForm)[]>> = {
  seeds: ['seeds'],
  metricShape: ['metric'],
  unknownName: ['metric'],
  unknownField: ['metric'],
  stabilityClient: ['stability'],
  stabilityTooShort: ['stability', 'durationS'],
  requirementShape: ['atLeast'],
  requirementMetric: ['atLeast'],
  runLength: ['durationS'],
  trigger: ['stability'],
};

/** An end of the range holding the refused value, or both when a value between them was. */
function refusedEnds(form: SweepForm, axis: number, value: number): (keyof AxisForm)[] {
  const a = form.axes[axis];
  const ends = (['from', 'to'] as const).filter((k) => a && Number(a[k]) === value);
  return ends.length > 0 ? ends : ['from', 'to'];
}

/** The fields the problems are about, to mark them (a worker's failure is about none). */
export function problemFields(problems: readonly FormProblem[], form: SweepForm): Set<FieldKey> {
  const keys = new Set<FieldKey>();
  for (const p of problems) {
    const n = p.axis ?? 0;
    const parts =
      p.code === 'notANumber'
        ? [p.facts.part === 'value' ? 'from' : p.facts.part]
        : p.code === 'notAllowed'
          ? refusedEnds(form, n, p.facts.settings[0]?.value ?? Number.NaN)
          : (AXIS_FIELDS[p.code] ?? []);
    for (const part of parts) keys.add(`axis${n}.${part}`);
    for (const field of FORM_FIELDS[p.code] ?? []) keys.add(field);
  }
  return keys;
}
