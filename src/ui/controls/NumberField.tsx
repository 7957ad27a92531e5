// One numeric setting: a labelled slider and a number field with its unit. A typed value out
// of range shows an inline error and is not applied. Help text on hover (title) and for
// screen readers (aria-describedby).
import { useTranslation } from 'react-i18next';
import { useEffect, useId, useRef, useState } from 'react';
import type { NumberSetting } from './settingsCatalog';
import {
  formatNumber,
  fromSliderPosition,
  parseNumberInput,
  readable,
  sliderRange,
  toSliderPosition,
} from './settingValues';

/** Slider drags commit at most this often, so the running simulation is not flooded. */
const COMMIT_EVERY_MS = 120;

interface Props {
  setting: NumberSetting;
  /** In display units; undefined = none (optional settings). */
  value: number | undefined;
  onCommit: (value: number | undefined) => void;
}

export function NumberField({ setting, value, onCommit }: Props) {
  const id = useId();
  const [text, setText] = useState(value === undefined ? '' : String(value));
  const [error, setError] = useState<string | null>(null);
  const { t } = useTranslation();
  const [dragValue, setDragValue] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  // A new value from the store (another control, a preset) replaces what was typed.
  const [lastValue, setLastValue] = useState(value);
  if (lastValue !== value) {
    setLastValue(value);
    setText(value === undefined ? '' : String(value));
    setError(null);
    setDragValue(null);
  }
  useEffect(() => () => clearTimeout(timer.current ?? undefined), []);

  const shown = dragValue ?? value;
  const range = sliderRange(setting);
  const commitText = () => {
    const parsed = parseNumberInput(setting, text);
    if (!parsed.ok) {
      setError(
        t(`controls.input.${parsed.reason}`, {
          bound: formatNumber(parsed.bound ?? 0),
          unit: setting.unit,
        }),
      );
      return;
    }
    setError(null);
    if (parsed.value !== value) onCommit(parsed.value);
  };
  const onSlide = (position: number) => {
    const next = fromSliderPosition(setting, position);
    setDragValue(next);
    setText(String(next));
    setError(null);
    clearTimeout(timer.current ?? undefined);
    timer.current = setTimeout(() => onCommit(next), COMMIT_EVERY_MS);
  };
  const helpId = `${id}-help`;
  const errorId = `${id}-error`;
  return (
    <div className={`field${error ? ' has-error' : ''}`} title={setting.help}>
      <label className="field__label" htmlFor={`${id}-number`}>
        <span className="field__plain">{setting.label}</span>
        <code className="field__name">{setting.name}</code>
      </label>
      <div className="field__inputs">
        <input
          type="range"
          className="field__slider"
          aria-label={t('controls.slider', { label: setting.label })}
          aria-describedby={helpId}
          aria-valuetext={shown === undefined ? t('controls.none') : readable(setting, shown)}
          min={range.min}
          max={range.max}
          step={range.step}
          value={toSliderPosition(setting, shown ?? setting.sliderMin ?? setting.min)}
          onChange={(e) => onSlide(Number(e.target.value))}
        />
        <input
          id={`${id}-number`}
          type="number"
          className="field__number"
          inputMode="decimal"
          aria-describedby={`${helpId}${error ? ` ${errorId}` : ''}`}
          aria-invalid={error ? true : undefined}
          placeholder={setting.optional ? t('controls.none') : undefined}
          step={setting.step}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onBlur={commitText}
          onKeyDown={(e) => {
            if (e.key === 'Enter') commitText();
          }}
        />
        <span className="field__unit">{setting.unit}</span>
      </div>
      {error ? (
        <p className="field__error" id={errorId} role="alert">
          {error}{' '}
          {t('controls.range', { min: formatNumber(setting.min), max: formatNumber(setting.max) })}
        </p>
      ) : (
        setting.unit === 'ms' &&
        shown !== undefined &&
        shown >= 1000 && <p className="field__readable">= {readable(setting, shown)}</p>
      )}
      <p className="field__help" id={helpId}>
        {setting.help}
      </p>
    </div>
  );
}
