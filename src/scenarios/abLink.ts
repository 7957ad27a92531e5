// The baseline (A) of an A/B comparison in a link, beside the scenario (B):
//   #s=1.<B>&a=1.<A>   or   #p=retry-storm&h=…&d=…&a=1.<A>
// A is the whole compact scenario, lz-compressed like B's full form; B's own form and its
// decoder are untouched, so a link without `a` opens exactly as before.
import { SCENARIO_VERSION, type Scenario } from '../sim/scenario';
import { compactScenario } from './compact';
import { decompressPayload } from './linkPayload';
import { loadScenarioDocument } from './loadDocument';
import { compressUriSafe } from './lzCapped';
import { linkFailure, type LinkProblem } from './linkProblems';
import { readHashParams } from './urlCodec';

const BASELINE_PARAM = 'a';

/** `&a=…` to append to B's hash. */
export function baselineHashPart(baseline: Scenario): string {
  const { version, ...rest } = compactScenario(baseline);
  return `&${BASELINE_PARAM}=${version}.${compressUriSafe(JSON.stringify(rest))}`;
}

/** A broken A: the English (Node, tests) and the facts the page words in its language. */
export type BaselineDecode =
  | { ok: true; scenario: Scenario }
  | { ok: false; error: string; problem: LinkProblem }
  | { ok: 'absent' };

/** The link codec's problem, said of the baseline (A). */
function baselineFailure(
  english: string,
  problem: LinkProblem,
): { ok: false; error: string; problem: LinkProblem } {
  return { ok: false, error: `the baseline (A)${english}`, problem };
}

/** The baseline in a link (hash or whole URL), if any. Never throws. */
export function decodeBaselineFromUrl(input: string): BaselineDecode {
  try {
    const hashAt = input.indexOf('#');
    const value = readHashParams(hashAt >= 0 ? input.slice(hashAt + 1) : input).get(BASELINE_PARAM);
    if (value === undefined) return { ok: 'absent' };
    const dot = value.indexOf('.');
    const version = Number(value.slice(0, dot));
    if (dot < 0 || !Number.isInteger(version) || version < 1)
      return baselineFailure(
        ' in the link has no readable format version',
        linkFailure('noVersion', {}).problem,
      );
    if (version > SCENARIO_VERSION)
      return baselineFailure(
        ' in the link has no readable format version',
        linkFailure('newerVersion', { version, supported: SCENARIO_VERSION }).problem,
      );
    const payload = decompressPayload(value.slice(dot + 1));
    if (!payload.ok) return baselineFailure(`: ${payload.error}`, payload.problem);
    if (typeof payload.json !== 'object' || payload.json === null || Array.isArray(payload.json))
      return baselineFailure(
        ' in the link is not a scenario',
        linkFailure('notAnObject', {}).problem,
      );
    const loaded = loadScenarioDocument({ ...payload.json, version });
    if (!loaded.ok)
      return baselineFailure(
        ` in the link is not valid:\n${loaded.error}`,
        linkFailure('invalidScenario', { issues: loaded.issues ?? [], detail: loaded.error })
          .problem,
      );
    return { ok: true, scenario: loaded.scenario };
  } catch (error) {
    const detail = String(error);
    return baselineFailure(
      ` in the link could not be read: ${detail}`,
      linkFailure('unreadable', { detail }).problem,
    );
  }
}
