// Pure: the shape of a setting's metadata, and small constructors for the catalog files.
// Paths are relative to the owner: a Service, a CallPolicy (one edge) or a Client.
// A number's valid range comes from the scenario schema, never a second copy.
import { numberBoundsAt, schemaAt, SETTING_ROOTS } from '../../sim/scenario/bounds';

export type SettingScope = 'service' | 'edge' | 'client';

interface SettingBase {
  id: string;
  scope: SettingScope;
  group: string;
  /** The name an engineer knows (Resilience4j's where it has one). */
  name: string;
  /** Plain words for everyone else. */
  label: string;
  help: string;
  path: readonly string[];
  /** Shown only when this holds for the owner (e.g. sliding-window fields). */
  visibleWhen?: (owner: unknown) => boolean;
}
export interface NumberSetting extends SettingBase {
  kind: 'number';
  unit: string;
  /** The valid range, in display units, from the schema; typed values outside it are refused. */
  min: number;
  max: number;
  /** The schema's bound excludes the value itself (`positive()`: more than 0). */
  minExclusive: boolean;
  maxExclusive: boolean;
  step: number;
  integer: boolean;
  /** The slider's range when narrower than the valid one. */
  sliderMin?: number;
  sliderMax?: number;
  /** Logarithmic slider, for ranges that span decades. */
  log?: boolean;
  /** May be absent ("none"): a timeout nobody set. */
  optional?: boolean;
  /** What "none" removes, when more than the field itself (a whole optional object). */
  clearPath?: readonly string[];
  /** Stored value × factor = displayed value (0–1 stored, percent shown: 100). */
  displayFactor?: number;
  /** The schema's default, stored units: what an absent optional object means (not for optional settings). */
  defaultValue?: number;
}
export interface ToggleSetting extends SettingBase {
  kind: 'toggle';
}
export interface ChoiceSetting extends SettingBase {
  kind: 'choice';
  options: readonly { value: string; label: string }[];
}
export type Setting = NumberSetting | ToggleSetting | ChoiceSetting;

export const settingAt = (owner: unknown, path: readonly string[]): unknown =>
  path.reduce<unknown>(
    (o, key) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[key] : undefined),
    owner,
  );
export const is = (path: readonly string[], value: unknown) => (owner: unknown) =>
  settingAt(owner, path) === value;
export const sliding = is(['breaker', 'type'], 'slidingWindow');
export const consecutive = is(['breaker', 'type'], 'consecutiveFailures');

type FromSchema = 'min' | 'max' | 'minExclusive' | 'maxExclusive' | 'integer';
export type NumberSpec = Omit<NumberSetting, 'kind' | 'scope' | 'group' | 'id' | FromSchema>;
/** A number setting whose range and integrality are read from the schema at its path. */
export const num = (scope: SettingScope, group: string, spec: NumberSpec): NumberSetting => {
  const bounds = numberBoundsAt(SETTING_ROOTS[scope], spec.path);
  const factor = spec.displayFactor ?? 1;
  const fallback = spec.optional
    ? undefined
    : schemaAt(SETTING_ROOTS[scope], spec.path)?.safeParse(undefined);
  const defaultValue =
    fallback?.success && typeof fallback.data === 'number' ? fallback.data : undefined;
  return {
    kind: 'number',
    scope,
    group,
    id: `${scope}.${spec.path.join('.')}`,
    ...spec,
    min: (bounds.min ?? Number.NEGATIVE_INFINITY) * factor,
    max: (bounds.max ?? Number.POSITIVE_INFINITY) * factor,
    minExclusive: !bounds.minInclusive,
    maxExclusive: !bounds.maxInclusive,
    integer: bounds.kind === 'integer',
    ...(defaultValue === undefined ? {} : { defaultValue }),
  };
};
export const toggle = (
  scope: SettingScope,
  group: string,
  path: string[],
  name: string,
  label: string,
  help: string,
): ToggleSetting => ({
  kind: 'toggle',
  scope,
  group,
  id: `${scope}.${path.join('.')}`,
  path,
  name,
  label,
  help,
});
export const choice = (
  scope: SettingScope,
  group: string,
  spec: Omit<ChoiceSetting, 'kind' | 'scope' | 'group' | 'id'>,
): ChoiceSetting => ({
  kind: 'choice',
  scope,
  group,
  id: `${scope}.${spec.path.join('.')}`,
  ...spec,
});
export const opts = (...values: string[]) => values.map((value) => ({ value, label: value }));
/** A choice's options from `{ value: 'its label' }`, in the record's order. */
export const labelled = (labels: Readonly<Record<string, string>>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

export const MS = { unit: 'ms', step: 1 } as const;
