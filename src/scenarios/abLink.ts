// The baseline (A) of an A/B comparison in a link, beside the scenario (B):
//   #s=1.<B>&a=1.<A>   or   #p=retry-storm&h=…&d=…&a=1.<A>
// A is the whole compact scenario, lz-compressed like B's full form; B's own form and its
// decoder are untouched, so a link without `a` opens exactly as before.
import { SCENARIO_VERSION, type Scenario } from '../sim/scenario';
import { compactScenario } from './compact';
import { decompressPayload } from './linkPayload';
import { loadScenarioDocument } from './loadDocument';
import { compressUriSafe } from './lzCapped';
import { readHashParams } from './urlCodec';

const BASELINE_PARAM = 'a';

/** `&a=…` to append to B's hash. */
export function baselineHashPart(baseline: Scenario): string {
  const { version, ...rest } = compactScenario(baseline);
  return `&${BASELINE_PARAM}=${version}.${compressUriSafe(JSON.stringify(rest))}`;
}

export type BaselineDecode =
  { ok: true; scenario: Scenario } | { ok: false; error: string } | { ok: 'absent' };

/** The baseline in a link (hash or whole URL), if any. Never throws. */
export function decodeBaselineFromUrl(input: string): BaselineDecode {
  try {
    const hashAt = input.indexOf('#');
    const value = readHashParams(hashAt >= 0 ? input.slice(hashAt + 1) : input).get(BASELINE_PARAM);
    if (value === undefined) return { ok: 'absent' };
    const dot = value.indexOf('.');
    const version = Number(value.slice(0, dot));
    if (dot < 0 || !Number.isInteger(version) || version < 1 || version > SCENARIO_VERSION)
      return { ok: false, error: 'the baseline (A) in the link has no readable format version' };
    const payload = decompressPayload(value.slice(dot + 1));
    if (!payload.ok) return { ok: false, error: `the baseline (A): ${payload.error}` };
    if (typeof payload.json !== 'object' || payload.json === null || Array.isArray(payload.json))
      return { ok: false, error: 'the baseline (A) in the link is not a scenario' };
    const loaded = loadScenarioDocument({ ...payload.json, version });
    if (!loaded.ok)
      return { ok: false, error: `the baseline (A) in the link is not valid:\n${loaded.error}` };
    return { ok: true, scenario: loaded.scenario };
  } catch (error) {
    return { ok: false, error: `the baseline (A) in the link could not be read: ${String(error)}` };
  }
}
