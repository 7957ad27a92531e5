// Picks the control for one catalog setting and converts between stored and shown units.
import { useLanguage } from '../i18n/lessons';
import { settingInLanguage } from '../i18n/settingText';
import type { Setting } from './settingsCatalog';
import { fromDisplay, readSetting, toDisplay } from './settingValues';
import { NumberField } from './NumberField';
import { ToggleField } from './ToggleField';
import { ChoiceField } from './ChoiceField';
import { LockedGroup } from './LockedGroup';

interface Props {
  setting: Setting;
  /** The object the setting's path is relative to (a Service, a CallPolicy, a Client). */
  owner: unknown;
  onChange: (setting: Setting, storedValue: unknown) => void;
}

/** A setting the teacher's link locked: shown as it is, not editable. */
export function SettingControl(props: Props) {
  return (
    <LockedGroup settingId={props.setting.id}>
      <SettingInput {...props} />
    </LockedGroup>
  );
}

function SettingInput({ setting: catalogSetting, owner, onChange }: Props) {
  // The value is read and written with the catalog's setting; only its words change.
  const setting = settingInLanguage(catalogSetting, useLanguage());
  // A field of an optional object that is absent (a protection never switched on) reads as
  // the schema's default, which is what switching it on will store.
  const read = readSetting(owner, setting);
  const raw = read ?? (setting.kind === 'number' ? setting.defaultValue : undefined);
  switch (setting.kind) {
    case 'number': {
      const shown = typeof raw === 'number' ? toDisplay(setting, raw) : undefined;
      return (
        <NumberField
          setting={setting}
          value={shown}
          onCommit={(v) => onChange(setting, v === undefined ? undefined : fromDisplay(setting, v))}
        />
      );
    }
    case 'toggle':
      return (
        <ToggleField
          setting={setting}
          checked={raw === true}
          onChange={(v) => onChange(setting, v)}
        />
      );
    case 'choice':
      return (
        <ChoiceField
          setting={setting}
          value={typeof raw === 'string' ? raw : (setting.options[0]?.value ?? '')}
          onChange={(v) => onChange(setting, v)}
        />
      );
  }
}
