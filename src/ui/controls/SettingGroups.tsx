// The settings of one owner, as fieldsets by group; a protection's fields show when it is on.
import { useLanguage } from '../i18n/lessons';
import { groupInLanguage } from '../i18n/settingText';
import type { ReactNode } from 'react';
import type { Setting, SettingScope } from './settingsCatalog';
import { groupsFor } from './settingsCatalog';
import { readSetting } from './settingValues';
import { SettingControl } from './SettingControl';

interface Props {
  scope: SettingScope;
  owner: unknown;
  onChange: (setting: Setting, storedValue: unknown) => void;
  /** Controls that are not catalog fields, shown first in the group of that name. */
  extras?: Readonly<Record<string, ReactNode>>;
}

export function SettingGroups({ scope, owner, onChange, extras }: Props) {
  const language = useLanguage();
  return (
    <>
      {groupsFor(scope, owner).map((group) => {
        const on = !group.toggle || readSetting(owner, group.toggle) === true;
        return (
          <fieldset key={group.name} className={`setting-group${on ? '' : ' is-off'}`}>
            <legend>{groupInLanguage(group.name, language)}</legend>
            {extras?.[group.name]}
            {group.toggle && (
              <SettingControl setting={group.toggle} owner={owner} onChange={onChange} />
            )}
            {on &&
              group.settings.map((s) => (
                <SettingControl key={s.id} setting={s} owner={owner} onChange={onChange} />
              ))}
          </fieldset>
        );
      })}
    </>
  );
}
