// Pure: the catalog of every setting a control can edit (label, unit, range, step, help),
// grouped per service, per call and per client. The entries live in the files by topic.
import { BREAKER_SETTINGS } from './breakerSettings';
import { BULKHEAD_LAYER_SETTINGS, TIMEOUT_RETRY_SETTINGS } from './edgeSettings';
import { CLIENT_SETTINGS, SERVICE_SETTINGS as CORE_SERVICE_SETTINGS } from './serviceSettings';
import { BREAKER_SCOPE, BUDGET_SETTINGS, COST_SETTINGS } from './protectionSettings';
import { REGISTRY_GROUP_SWITCHES, REGISTRY_SETTINGS } from './registrySettings';
import { RETRY_BREAKER_SETTINGS } from './retryBreakerSettings';
import { TOPOLOGY_SETTINGS } from './topologySettings';
import type { Setting, SettingScope } from './settingTypes';

export type {
  ChoiceSetting,
  NumberSetting,
  Setting,
  SettingScope,
  ToggleSetting,
} from './settingTypes';
export { settingAt } from './settingTypes';

export const EDGE_SETTINGS: readonly Setting[] = [
  ...TIMEOUT_RETRY_SETTINGS,
  ...BUDGET_SETTINGS,
  ...RETRY_BREAKER_SETTINGS,
  ...BREAKER_SETTINGS,
  BREAKER_SCOPE,
  ...BULKHEAD_LAYER_SETTINGS,
  ...REGISTRY_SETTINGS,
  ...COST_SETTINGS,
];
export const SERVICE_SETTINGS: readonly Setting[] = [
  ...CORE_SERVICE_SETTINGS,
  ...TOPOLOGY_SETTINGS,
];
export { CLIENT_SETTINGS };

export const ALL_SETTINGS: readonly Setting[] = [
  ...SERVICE_SETTINGS,
  ...EDGE_SETTINGS,
  ...CLIENT_SETTINGS,
];

const byId = new Map(ALL_SETTINGS.map((s) => [s.id, s]));

export function findSetting(id: string): Setting | undefined {
  return byId.get(id);
}

/** The toggle that switches a group on, if it has one (the group's other fields hide when off). */
export const GROUP_SWITCH: Readonly<Record<string, string>> = {
  Retry: 'edge.retry.enabled',
  'Circuit breaker': 'edge.breaker.enabled',
  Bulkhead: 'edge.bulkhead.enabled',
  ...REGISTRY_GROUP_SWITCHES,
};

export interface SettingGroup {
  name: string;
  /** The group's on/off switch, if any. */
  toggle?: Setting;
  settings: Setting[];
}

const SCOPES: Record<SettingScope, readonly Setting[]> = {
  service: SERVICE_SETTINGS,
  edge: EDGE_SETTINGS,
  client: CLIENT_SETTINGS,
};

/** The settings to show for an owner, by group in catalog order, hiding what does not apply. */
export function groupsFor(scope: SettingScope, owner: unknown): SettingGroup[] {
  const groups: SettingGroup[] = [];
  for (const setting of SCOPES[scope]) {
    let group = groups.find((g) => g.name === setting.group);
    if (!group) {
      group = { name: setting.group, settings: [] };
      groups.push(group);
    }
    if (GROUP_SWITCH[setting.group] === setting.id) group.toggle = setting;
    else if (!setting.visibleWhen || setting.visibleWhen(owner)) group.settings.push(setting);
  }
  return groups;
}
