// A setting with a few named choices (backoff, jitter, window type, layer order).
import { useId } from 'react';
import type { ChoiceSetting } from './settingsCatalog';

interface Props {
  setting: ChoiceSetting;
  value: string;
  onChange: (value: string) => void;
}

export function ChoiceField({ setting, value, onChange }: Props) {
  const id = useId();
  return (
    <div className="field" title={setting.help}>
      <label className="field__label" htmlFor={id}>
        <span className="field__plain">{setting.label}</span>
        <code className="field__name">{setting.name}</code>
      </label>
      <select
        id={id}
        className="field__select"
        aria-describedby={`${id}-help`}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        {setting.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <p className="field__help" id={`${id}-help`}>
        {setting.help}
      </p>
    </div>
  );
}
