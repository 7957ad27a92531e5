// The sweep form's fields: one or two settings (path, from, to, steps), seeds, the metric,
// the run length and the trigger of a stability map. Text is kept as typed.
import type { AxisForm, SweepForm } from './sweepForm';
import { emptyAxis } from './sweepForm';

const TEXT = {
  setting: 'Setting',
  from: 'from',
  to: 'to',
  steps: 'steps',
  addAxis: '+ second setting (map)',
  removeAxis: 'remove',
  seeds: 'Seeds',
  metric: 'Metric',
  duration: 'Run length (s)',
  durationHint: 'scenario’s own',
  stability: 'Stability trigger (s)',
  stabilityHint: 'from:until, e.g. 60:75',
  atLeast: 'Suggest: smallest value with',
  atLeastHint: 'availability>=0.99',
};

interface Props {
  form: SweepForm;
  onChange(form: SweepForm): void;
  paths: string[];
  metrics: string[];
  disabled: boolean;
}

export function SweepFields({ form, onChange, paths, metrics, disabled }: Props) {
  const setAxis = (i: number, patch: Partial<AxisForm>) =>
    onChange({ ...form, axes: form.axes.map((a, j) => (j === i ? { ...a, ...patch } : a)) });
  const field = (key: 'seeds' | 'metric' | 'durationS' | 'stability' | 'atLeast') => ({
    value: form[key],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) =>
      onChange({ ...form, [key]: e.target.value }),
    disabled,
  });
  return (
    <fieldset className="sweep-fields" disabled={disabled}>
      <datalist id="sweep-paths">
        {paths.map((p) => (
          <option key={p} value={p} />
        ))}
      </datalist>
      <datalist id="sweep-metrics">
        {metrics.map((m) => (
          <option key={m} value={m} />
        ))}
      </datalist>
      {form.axes.map((a, i) => (
        <div className="sweep-axis" key={i} data-testid={`sweep-axis-${i}`}>
          <label className="sweep-field sweep-field--path">
            <span>
              {TEXT.setting} {form.axes.length > 1 ? i + 1 : ''}
            </span>
            <input
              list="sweep-paths"
              value={a.path}
              spellCheck={false}
              onChange={(e) => setAxis(i, { path: e.target.value })}
            />
          </label>
          {(['from', 'to', 'steps'] as const).map((k) => (
            <label className="sweep-field sweep-field--num" key={k}>
              <span>{TEXT[k]}</span>
              <input
                inputMode="decimal"
                value={a[k]}
                onChange={(e) => setAxis(i, { [k]: e.target.value })}
              />
            </label>
          ))}
          {i > 0 && (
            <button
              type="button"
              className="btn btn--ghost"
              onClick={() => onChange({ ...form, axes: form.axes.slice(0, 1) })}
            >
              {TEXT.removeAxis}
            </button>
          )}
        </div>
      ))}
      {form.axes.length === 1 && (
        <button
          type="button"
          className="btn btn--ghost"
          onClick={() => onChange({ ...form, axes: [...form.axes, emptyAxis()] })}
        >
          {TEXT.addAxis}
        </button>
      )}
      <div className="sweep-axis">
        <label className="sweep-field sweep-field--num">
          <span>{TEXT.seeds}</span>
          <input inputMode="numeric" {...field('seeds')} />
        </label>
        <label className="sweep-field sweep-field--path">
          <span>{TEXT.metric}</span>
          <input list="sweep-metrics" spellCheck={false} {...field('metric')} />
        </label>
        <label className="sweep-field sweep-field--num">
          <span>{TEXT.duration}</span>
          <input inputMode="decimal" placeholder={TEXT.durationHint} {...field('durationS')} />
        </label>
        <label className="sweep-field sweep-field--num">
          <span>{TEXT.stability}</span>
          <input placeholder={TEXT.stabilityHint} {...field('stability')} />
        </label>
        {form.axes.length === 1 && (
          <label className="sweep-field sweep-field--req">
            <span>{TEXT.atLeast}</span>
            <input placeholder={TEXT.atLeastHint} spellCheck={false} {...field('atLeast')} />
          </label>
        )}
      </div>
    </fieldset>
  );
}
