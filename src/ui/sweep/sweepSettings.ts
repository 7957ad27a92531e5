// Pure: the settings a sweep can move for the selected call, service or client, by name and
// unit, each with a range to sweep drawn from the settings catalog, whose bounds come from
// the scenario schema (settingTypes.ts): no second copy of a bound here. The raw path each
// one stands for stays what the form holds, so a typed path works as before.
import type { Scenario } from '../../sim/scenario';
import { callPolicyOf } from '../../store/selectors';
import {
  CLIENT_SETTINGS,
  EDGE_SETTINGS,
  SERVICE_SETTINGS,
  type Setting,
} from '../controls/settingsCatalog';
import { settingAt, type NumberSetting } from '../controls/settingTypes';
import type { AxisForm } from './sweepForm';
import { policyPath } from './sweepSuggest';

export interface SweepOwner {
  kind: 'service' | 'edge' | 'client';
  id: string;
}

export interface SweepSettingChoice {
  setting: NumberSetting;
  /** The sweep's path: the owner's, then the setting's. */
  path: string;
  /** The range to sweep, in stored units, inside the schema's bounds. */
  axis: AxisForm;
}

const SWEEP_STEPS = 5;

/** Half to twice the current value, kept inside the slider's (else the schema's) range. */
export function sweepRange(setting: NumberSetting, stored: number): AxisForm {
  const factor = setting.displayFactor ?? 1;
  const lowest = (setting.sliderMin ?? setting.min) / factor;
  const highest = (setting.sliderMax ?? setting.max) / factor;
  const nudge = setting.integer ? 1 : setting.step / factor;
  let lo = stored > 0 ? Math.max(lowest, stored / 2) : lowest;
  let hi = stored > 0 ? Math.min(highest, stored * 2) : highest;
  if (setting.minExclusive && lo <= setting.min / factor) lo = setting.min / factor + nudge;
  if (setting.maxExclusive && hi >= setting.max / factor) hi = setting.max / factor - nudge;
  if (setting.integer) {
    lo = Math.ceil(lo);
    hi = Math.floor(hi);
  }
  if (hi <= lo) hi = Math.min(highest, lo + nudge * (SWEEP_STEPS - 1));
  const span = setting.integer ? hi - lo + 1 : SWEEP_STEPS;
  const round = (v: number) => String(Number(v.toPrecision(6)));
  return { path: '', from: round(lo), to: round(hi), steps: String(Math.min(SWEEP_STEPS, span)) };
}

function ownerOf(
  scenario: Scenario,
  owner: SweepOwner,
): { prefix: string; record: unknown; settings: readonly Setting[] } | null {
  if (owner.kind === 'edge') {
    const prefix = policyPath(scenario, owner.id);
    const record = callPolicyOf(scenario, owner.id);
    return prefix && record ? { prefix, record, settings: EDGE_SETTINGS } : null;
  }
  if (owner.kind === 'service') {
    const record = scenario.services.find((s) => s.name === owner.id);
    return record ? { prefix: `services[${owner.id}]`, record, settings: SERVICE_SETTINGS } : null;
  }
  const record = scenario.clients.find((c) => c.name === owner.id);
  return record ? { prefix: `clients[${owner.id}]`, record, settings: CLIENT_SETTINGS } : null;
}

/** The owner's numeric settings shown in its panel now, with a range each. */
export function sweepSettingChoices(scenario: Scenario, owner: SweepOwner): SweepSettingChoice[] {
  const found = ownerOf(scenario, owner);
  if (!found) return [];
  const choices: SweepSettingChoice[] = [];
  for (const setting of found.settings) {
    if (setting.kind !== 'number') continue;
    if (setting.visibleWhen && !setting.visibleWhen(found.record)) continue;
    // A protection that is off: moving its settings changes nothing.
    const part = settingAt(found.record, setting.path.slice(0, 1));
    if (setting.path.length > 1 && (part as { enabled?: unknown } | undefined)?.enabled === false)
      continue;
    const value = settingAt(found.record, setting.path);
    // An absent optional setting (no timeout) has no value to sweep around, nor a path to set.
    if (typeof value !== 'number') continue;
    const path = `${found.prefix}.${setting.path.join('.')}`;
    choices.push({ setting, path, axis: { ...sweepRange(setting, value), path } });
  }
  return choices;
}

/** Who the sweep starts from: the selection, else the first client. */
export function sweepOwner(
  scenario: Scenario,
  selection: { kind: 'service' | 'edge'; id: string } | null,
): SweepOwner | null {
  if (selection) return selection;
  const client = scenario.clients[0];
  return client ? { kind: 'client', id: client.name } : null;
}

/**
 * Whose setting a raw path moves, named as the form names an owner ("orders → stock" for a
 * call, "shoppers" for a client or service); undefined when the path names none of the
 * scenario's. The form labels a typed path by its own owner, not by the selection's.
 */
export function pathOwnerName(scenario: Scenario, path: string): string | undefined {
  const call = /^services\[([^\]]+)\]\.policies\[([^\]]+)\]/.exec(path);
  if (call) {
    const [, caller, callee] = call as unknown as [string, string, string];
    const known = scenario.services.find((s) => s.name === caller)?.policies[callee];
    return known ? `${caller} → ${callee}` : undefined;
  }
  const client = /^clients\[([^\]]+)\]/.exec(path);
  if (client) {
    const found = scenario.clients.find((c) => c.name === client[1]);
    if (!found) return undefined;
    return path.startsWith(`clients[${found.name}].policy.`)
      ? `${found.name} → ${found.service}`
      : found.name;
  }
  const service = /^services\[([^\]]+)\]/.exec(path);
  return service && scenario.services.some((s) => s.name === service[1]) ? service[1] : undefined;
}
