// The scenario in the URL hash, so a link replays the same run on any machine.
//   #s=1.<payload>                       the whole scenario: lz-string of its compact JSON
//                                        (defaults left out, `version` in the prefix)
//   #p=retry-storm&h=<fp>[&seed=7][&d=<payload>]
//                                        a preset by id, its fingerprint, and the edits
//                                        (a compressed diff) when there are any
// The encoder picks the shorter form. The decoder never throws.
import { SCENARIO_VERSION, type Scenario } from '../sim/scenario';
import { compactScenario } from './compact';
import { compressUriSafe } from './lzCapped';
import { decompressPayload } from './linkPayload';
import { linkFailure, type LinkProblem } from './linkProblems';
import { loadScenarioDocument } from './loadDocument';
import { decodePresetLink, encodePresetLink } from './presetLinks';

/**
 * The longest link the decoder reads. Presets take 20–90 characters as `#p=` links and
 * 500–1,800 as `#s=` links; a scenario that needs more than this should travel as a file.
 * @internal exported for tests
 */
export const MAX_LINK_CHARS = 32_000;

/** Whether a link from encodeScenarioToHash will open again (else: offer a file export). */
export const linkFits = (hash: string): boolean => hash.length <= MAX_LINK_CHARS + 1;

export type DecodeResult =
  | {
      ok: true;
      scenario: Scenario;
      form: 'full' | 'preset';
      presetId?: string;
      /** Set when the link opened but may not replay exactly (an old preset). */
      warning?: string;
      /** The warning's facts, for the page to word in its language. */
      warningProblem?: LinkProblem;
      migratedFrom?: number;
    }
  | {
      ok: false;
      /** In English, for Node and the store's start-up note; the page words `problem`. */
      error: string;
      problem: LinkProblem;
      /** No scenario in the link at all: not an error to show. */
      empty?: boolean;
    };

/** @internal exported for tests */
export function encodeFullHash(scenario: Scenario): string {
  const { version, ...rest } = compactScenario(scenario);
  return `#s=${version}.${compressUriSafe(JSON.stringify(rest))}`;
}

/** The shortest link for `scenario`; tries the preset form against `presetId` or every preset. */
export function encodeScenarioToHash(
  scenario: Scenario,
  options: { presetId?: string } = {},
): string {
  const full = encodeFullHash(scenario);
  const preset = encodePresetLink(scenario, options.presetId);
  return preset !== undefined && preset.length < full.length ? preset : full;
}

/** Splits `a=1&b=2` without URLSearchParams, which would turn lz-string's `+` into spaces. */
export function readHashParams(hash: string): Map<string, string> {
  const params = new Map<string, string>();
  for (const part of hash.split('&')) {
    const eq = part.indexOf('=');
    if (eq > 0) params.set(part.slice(0, eq), part.slice(eq + 1));
  }
  return params;
}

function decodeFull(value: string): DecodeResult {
  const dot = value.indexOf('.');
  const versionText = dot < 0 ? '' : value.slice(0, dot);
  if (!/^\d{1,4}$/.test(versionText)) {
    return linkFailure('noVersion', {});
  }
  const version = Number(versionText);
  if (version > SCENARIO_VERSION) {
    return linkFailure('newerVersion', { version, supported: SCENARIO_VERSION });
  }
  const payload = decompressPayload(value.slice(dot + 1));
  if (!payload.ok) return payload;
  if (typeof payload.json !== 'object' || payload.json === null || Array.isArray(payload.json)) {
    return linkFailure('notAnObject', {});
  }
  const loaded = loadScenarioDocument({ ...payload.json, version });
  if (!loaded.ok)
    return linkFailure('invalidScenario', { issues: loaded.issues ?? [], detail: loaded.error });
  return { ...loaded, form: 'full' };
}

/** Accepts `location.hash`, the hash without `#`, or a whole URL. Never throws. */
export function decodeScenarioFromUrl(input: string): DecodeResult {
  try {
    const hashAt = input.indexOf('#');
    const hash = (hashAt >= 0 ? input.slice(hashAt + 1) : input).trim();
    if (hash === '') return { ...linkFailure('noScenario', { expected: false }), empty: true };
    if (hash.length > MAX_LINK_CHARS) {
      return linkFailure('tooLong', { chars: hash.length, max: MAX_LINK_CHARS });
    }
    const params = readHashParams(hash);
    const full = params.get('s');
    if (full !== undefined) return decodeFull(full);
    if (params.has('p')) return decodePresetLink(params);
    return { ...linkFailure('noScenario', { expected: true }), empty: true };
  } catch (error) {
    return linkFailure('unreadable', { detail: String(error) });
  }
}
