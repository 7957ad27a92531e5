// The sweep form's fields: one or two settings (path, from, to, steps), seeds, the metric,
// the run length and the trigger of a stability map. Text is kept as typed. A setting is
// picked by name and unit from the selected call's or service's (its range with it), or
// typed as a raw path.
import { useTranslation } from 'react-i18next';
import type { AxisForm, FieldKey, SweepForm } from './sweepForm';
import { emptyAxis } from './sweepForm';
import type { SweepSettingChoice } from './sweepSettings';
import { settingInLanguage } from '../i18n/settingText';
import { useLanguage } from '../i18n/lessons';

interface Props {
  form: SweepForm;
  onChange(form: SweepForm): void;
  paths: string[];
  metrics: string[];
  /** The selected owner's settings by name; whose they are. */
  choices: readonly SweepSettingChoice[];
  owner: string;
  /** Whose setting a typed path moves (sweepSettings' pathOwnerName), when it names one. */
  ownerOfPath(path: string): string | undefined;
  disabled: boolean;
  /** Fields with a problem (problemFields), marked for the eye and for screen readers. */
  invalid: ReadonlySet<FieldKey>;
  /** The id of the list that says what is wrong. */
  errorsId: string;
  /** What an empty run length means: the scenario's own, in seconds. */
  ownDurationS: number;
  /** The requirement field's example (sweepSuggest's requirementHint). */
  requirementHint: string;
}

export function SweepFields({
  form,
  onChange,
  paths,
  metrics,
  choices,
  owner,
  ownerOfPath,
  disabled,
  invalid,
  errorsId,
  ownDurationS,
  requirementHint,
}: Props) {
  const { t } = useTranslation();
  const language = useLanguage();
  const named = choices.map((c) => {
    const shown = settingInLanguage(c.setting, language);
    return { path: c.path, axis: c.axis, words: `${shown.label} (${shown.unit})` };
  });
  // A typed path may move another owner's setting than the selection's: it is labelled so.
  const axisLabel = (path: string) => {
    const whose = path === '' || named.some((c) => c.path === path) ? owner : ownerOfPath(path);
    return whose ? t('sweep.settingOf', { owner: whose }) : t('sweep.setting');
  };
  const setAxis = (i: number, patch: Partial<AxisForm>) =>
    onChange({ ...form, axes: form.axes.map((a, j) => (j === i ? { ...a, ...patch } : a)) });
  const mark = (key: FieldKey) =>
    invalid.has(key) ? { 'aria-invalid': true, 'aria-describedby': errorsId } : {};
  const field = (key: 'seeds' | 'metric' | 'durationS' | 'stability' | 'atLeast') => ({
    ...mark(key),
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
          <label className="sweep-field sweep-field--name">
            <span>
              {form.axes.length > 1 ? `${i + 1}. ` : ''}
              {axisLabel(a.path)}
            </span>
            <select
              value={named.some((c) => c.path === a.path) ? a.path : ''}
              data-testid={`sweep-setting-${i}`}
              onChange={(e) => {
                const picked = named.find((c) => c.path === e.target.value);
                if (picked) setAxis(i, picked.axis);
              }}
            >
              <option value="">{t('sweep.rawPath')}</option>
              {named.map((c) => (
                <option key={c.path} value={c.path}>
                  {c.words}
                </option>
              ))}
            </select>
          </label>
          <label className="sweep-field sweep-field--path">
            <span>{t('sweep.path')}</span>
            <input
              {...mark(`axis${i}.path`)}
              list="sweep-paths"
              value={a.path}
              spellCheck={false}
              onChange={(e) => setAxis(i, { path: e.target.value })}
            />
          </label>
          {(['from', 'to', 'steps'] as const).map((k) => (
            <label className="sweep-field sweep-field--num" key={k}>
              <span>{t(`sweep.${k}`)}</span>
              <input
                {...mark(`axis${i}.${k}`)}
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
              {t('sweep.removeAxis')}
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
          {t('sweep.addAxis')}
        </button>
      )}
      <div className="sweep-axis">
        <label className="sweep-field sweep-field--num">
          <span>{t('sweep.seeds')}</span>
          <input inputMode="numeric" {...field('seeds')} />
        </label>
        <label className="sweep-field sweep-field--path">
          <span>{t('sweep.metric')}</span>
          <input list="sweep-metrics" spellCheck={false} {...field('metric')} />
        </label>
        <label className="sweep-field sweep-field--num">
          <span>{t('sweep.duration')}</span>
          <input
            inputMode="decimal"
            placeholder={t('sweep.durationHint', { s: ownDurationS })}
            {...field('durationS')}
          />
        </label>
        <label className="sweep-field sweep-field--window">
          <span>{t('sweep.stability')}</span>
          <input placeholder={t('sweep.stabilityHint')} {...field('stability')} />
        </label>
        {form.axes.length === 1 && (
          <label className="sweep-field sweep-field--req">
            <span>{t('sweep.atLeast')}</span>
            <input placeholder={requirementHint} spellCheck={false} {...field('atLeast')} />
          </label>
        )}
      </div>
    </fieldset>
  );
}
