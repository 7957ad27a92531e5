// Pure: the shape of a setting's metadata, and small constructors for the catalog files.
// Paths are relative to the owner: a Service, a CallPolicy (one edge) or a Client.
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
  /** The valid range, in display units; typed values outside it are refused. */
  min: number;
  max: number;
  step: number;
  integer?: boolean;
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

export type NumberSpec = Omit<NumberSetting, 'kind' | 'scope' | 'group' | 'id'>;
export const num = (scope: SettingScope, group: string, spec: NumberSpec): NumberSetting => ({
  kind: 'number',
  scope,
  group,
  id: `${scope}.${spec.path.join('.')}`,
  ...spec,
});
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

export const MS = { unit: 'ms', step: 1, integer: false } as const;
