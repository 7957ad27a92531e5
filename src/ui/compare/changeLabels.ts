// Pure: a changed setting as codes and figures (which setting, from, to), located in the
// settings catalog, for the change markers, the event log and the A/B "what changed" list.
// The page words them in its language (changeWords.ts): "retry maxAttempts 3 → 1".
import type { Scenario, SettingChange, TimedEdit } from '../../sim/scenario';
import {
  CLIENT_SETTINGS,
  EDGE_SETTINGS,
  SERVICE_SETTINGS,
  type Setting,
} from '../controls/settingsCatalog';

/** A value as the settings panel shows it: a figure in display units, a choice, on/off. */
export type ChangeValue =
  | { kind: 'none' | 'on' | 'off' | 'other' }
  | { kind: 'number'; figure: number; unit?: string }
  | { kind: 'choice'; value: string }
  | { kind: 'text'; value: string };

export interface ChangeLabel {
  /** Whose setting: "gateway → stock", "orders", "shoppers". */
  subject: string;
  /** The catalog's setting, when the path is one. */
  setting?: Setting;
  /** The path inside the owner when no setting names it ("policies.x.y"). */
  path: string;
  /** A whole call, service or client came or went: no figures. */
  whole?: 'added' | 'removed' | 'changed';
  from: ChangeValue;
  to: ChangeValue;
}

const samePath = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((k, i) => k === b[i]);

/** The owner and the path inside it, as the catalog addresses settings. */
function locateSetting(
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

/** The catalog's setting at a scenario path, with its owner's name. */
export function settingAtPath(
  path: readonly string[],
): { subject: string; setting?: Setting; rest: string[] } | null {
  const where = locateSetting(path);
  if (!where) return null;
  const setting = where.settings.find((s) => samePath(s.path, where.rest));
  return { subject: where.subject, setting, rest: where.rest };
}

/** Units the settings panel shows as symbols beside a changed figure. */
const SHOWN_UNITS = ['ms', '%', 's'];

function valueCode(value: unknown, setting: Setting | undefined): ChangeValue {
  if (value === undefined || value === null) return { kind: 'none' };
  if (typeof value === 'boolean') return { kind: value ? 'on' : 'off' };
  if (typeof value === 'number') {
    const factor = setting?.kind === 'number' ? (setting.displayFactor ?? 1) : 1;
    const figure = Math.round(value * factor * 1000) / 1000;
    const unit =
      setting?.kind === 'number' && SHOWN_UNITS.includes(setting.unit) ? setting.unit : undefined;
    return unit ? { kind: 'number', figure, unit } : { kind: 'number', figure };
  }
  if (typeof value === 'string')
    return setting?.kind === 'choice' ? { kind: 'choice', value } : { kind: 'text', value };
  return { kind: 'other' };
}

export function describeChange(change: SettingChange | TimedEdit): ChangeLabel {
  const where = settingAtPath(change.path);
  const setting = where?.setting;
  const path = where?.rest.join('.') ?? change.path.join('.');
  const subject = where?.subject ?? change.path[0] ?? '';
  const from = valueCode(change.from, setting);
  const to = valueCode(change.to, setting);
  if (where && where.rest.length === 0) {
    const whole =
      change.to === undefined ? 'removed' : change.from === undefined ? 'added' : 'changed';
    return { subject, path, whole, from, to };
  }
  return setting ? { subject, setting, path, from, to } : { subject, path, from, to };
}

/** One marker per edit time, with each change made then (worded by the page). */
export function changeMarkers(scenario: Scenario): { tS: number; changes: ChangeLabel[] }[] {
  const byTime = new Map<number, ChangeLabel[]>();
  for (const edit of scenario.editTimeline) {
    const list = byTime.get(edit.atMs) ?? [];
    list.push(describeChange(edit));
    byTime.set(edit.atMs, list);
  }
  return [...byTime].map(([atMs, changes]) => ({ tS: Math.round(atMs / 100) / 10, changes }));
}
