// Pure: the settings of the registry's protections (src/sim/protections), one group per
// protection titled by its descriptor, in the registry's order. Ranges come from the schema.
import type { AnyProtection, SettingSpec } from '../../sim/protections/descriptor';
import { PROTECTIONS } from '../../sim/protections/registry';
import { choice, labelled, num, settingAt, toggle, type Setting } from './settingTypes';

const E = 'edge';

function visible(spec: SettingSpec): ((owner: unknown) => boolean) | undefined {
  const when = spec.kind === 'toggle' ? spec.visibleWhen : spec.visibleWhen;
  if (!when) return undefined;
  return (owner) => (settingAt(owner, when.path) ?? when.absentIs) === when.value;
}

function settingOf(group: string, spec: SettingSpec): Setting {
  const visibleWhen = visible(spec);
  const shown = visibleWhen ? { visibleWhen } : {};
  if (spec.kind === 'toggle')
    return { ...toggle(E, group, [...spec.path], spec.name, spec.label, spec.help), ...shown };
  if (spec.kind === 'choice') {
    const { options, names: _names, visibleWhen: _when, kind: _kind, ...rest } = spec;
    return choice(E, group, { ...rest, options: labelled(options), ...shown });
  }
  const { names: _names, visibleWhen: _when, kind: _kind, ...rest } = spec;
  return num(E, group, { ...rest, ...shown });
}

const ALL: readonly AnyProtection[] = PROTECTIONS;

/** Every registry protection's settings, by group in the registry's order. */
export const REGISTRY_SETTINGS: readonly Setting[] = ALL.flatMap((d) =>
  d.settings.map((spec) => settingOf(d.title, spec)),
);

/** Each registry protection's group and the toggle that switches it on. */
export const REGISTRY_GROUP_SWITCHES: Readonly<Record<string, string>> = Object.fromEntries(
  ALL.map((d) => [d.title, `edge.${d.key}.enabled`]),
);
