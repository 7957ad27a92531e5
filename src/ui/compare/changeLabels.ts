// Pure: a changed setting in the settings' own words ("retry maxAttempts 3 → 1"), from the
// settings catalog, for the change markers, the event log and the A/B "what changed" list.
import type { Scenario, SettingChange, TimedEdit } from '../../sim/scenario';
import {
  CLIENT_SETTINGS,
  EDGE_SETTINGS,
  SERVICE_SETTINGS,
  type Setting,
} from '../controls/settingsCatalog';

export interface ChangeLabel {
  /** Whose setting: "gateway → stock", "orders", "shoppers". */
  subject: string;
  /** "retry maxAttempts 3 → 1". */
  text: string;
}

const samePath = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((k, i) => k === b[i]);

/** The owner and the path inside it, as the catalog addresses settings. */
function locate(
  path: readonly string[],
): { subject: string; settings: readonly Setting[]; rest: string[] } | null {
  const [list, name, third, callee, ...more] = path;
  if (list === 'services' && name && third === 'policies' && callee)
    return { subject: `${name} → ${callee}`, settings: EDGE_SETTINGS, rest: more };
  if (list === 'clients' && name && third === 'policy')
    return { subject: name, settings: EDGE_SETTINGS, rest: path.slice(3) };
  if (list === 'clients' && name)
    return { subject: name, settings: CLIENT_SETTINGS, rest: path.slice(2) };
  if (list === 'services' && name)
    return { subject: name, settings: SERVICE_SETTINGS, rest: path.slice(2) };
  return null;
}

function formatValue(value: unknown, setting: Setting | undefined): string {
  if (value === undefined || value === null) return 'none';
  if (typeof value === 'boolean') return value ? 'on' : 'off';
  if (typeof value === 'number') {
    const factor = setting?.kind === 'number' ? (setting.displayFactor ?? 1) : 1;
    const shown = Math.round(value * factor * 1000) / 1000;
    const unit = setting?.kind === 'number' && ['ms', '%', 's'].includes(setting.unit);
    return unit && setting?.kind === 'number' ? `${shown} ${setting.unit}` : String(shown);
  }
  if (typeof value === 'string') return value;
  return '…';
}

/** The setting's name, led by its group unless the name already says it ("timeoutMs"). */
function settingWords(setting: Setting): string {
  const group = setting.group.toLowerCase();
  const name = setting.name;
  return name.toLowerCase().includes(group.split(' ').at(-1) ?? group) ? name : `${group} ${name}`;
}

export function describeChange(change: SettingChange | TimedEdit): ChangeLabel {
  const where = locate(change.path);
  const setting = where?.settings.find((s) => samePath(s.path, where.rest));
  const words = setting ? settingWords(setting) : (where?.rest.join('.') ?? change.path.join('.'));
  const subject = where?.subject ?? change.path[0] ?? '';
  if (where && where.rest.length === 0) {
    const what =
      change.to === undefined ? 'removed' : change.from === undefined ? 'added' : 'changed';
    return { subject, text: what };
  }
  return {
    subject,
    text: `${words} ${formatValue(change.from, setting)} → ${formatValue(change.to, setting)}`,
  };
}

/** One marker per edit time; its label names each change made then. */
export function changeMarkers(scenario: Scenario): { tS: number; label: string }[] {
  const byTime = new Map<number, string[]>();
  for (const edit of scenario.editTimeline) {
    const label = describeChange(edit).text;
    const list = byTime.get(edit.atMs) ?? [];
    if (!list.includes(label)) list.push(label);
    byTime.set(edit.atMs, list);
  }
  return [...byTime].map(([atMs, labels]) => ({
    tS: Math.round(atMs / 100) / 10,
    label: labels.join('; '),
  }));
}
