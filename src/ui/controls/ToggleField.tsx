// An on/off setting (a protection, a behaviour) as a labelled switch.
import { useTranslation } from 'react-i18next';
import { useId } from 'react';
import type { Setting } from './settingsCatalog';

interface Props {
  setting: Setting;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

export function ToggleField({ setting, checked, onChange }: Props) {
  const { t } = useTranslation();
  const helpId = `${useId()}-help`;
  return (
    <label className="toggle" title={setting.help}>
      <input
        type="checkbox"
        role="switch"
        aria-checked={checked}
        aria-describedby={helpId}
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
      />
      <span className="toggle__track" aria-hidden="true" />
      <span className="toggle__text">
        {setting.label}{' '}
        <span className="toggle__state">{checked ? t('controls.on') : t('controls.off')}</span>
      </span>
      <span className="field__help" id={helpId}>
        {setting.help}
      </span>
    </label>
  );
}
