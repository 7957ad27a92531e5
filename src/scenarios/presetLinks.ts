// The short form of a link: a preset by id plus the edits made to it.
//   #p=retry-storm&h=1x3k9q            the preset as it is
//   #p=retry-storm&h=1x3k9q&seed=7     with another seed (readable: a teacher can type it)
//   #p=retry-storm&h=1x3k9q&d=<lz>     with edits: a compressed list of [path, value]
// `h` fingerprints the preset, so a link made before the preset changed still opens,
// with a warning that the run may differ.
import type { Scenario } from '../sim/scenario';
import { compactScenario } from './compact';
import { compressUriSafe } from './lzCapped';
import { decompressPayload } from './linkPayload';
import { linkFailure, linkProblemEn, type LinkProblem } from './linkProblems';
import { loadScenarioDocument } from './loadDocument';
import { applyDiff, diffValues, type DiffOp } from './patch';
import { PRESET_IDS, getPreset, presetScenario } from './presets';
import type { DecodeResult } from './urlCodec';

const MAX_DIFF_OPS = 2_000;
const MAX_PATH_LENGTH = 24;

const fingerprints = new Map<string, string>();

/** FNV-1a of the preset's compact JSON, in base 36: changes whenever the preset does. */
function presetFingerprint(id: string): string {
  const known = fingerprints.get(id);
  if (known !== undefined) return known;
  const text = JSON.stringify(compactScenario(basePreset(id)));
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  const fp = hash.toString(36);
  fingerprints.set(id, fp);
  return fp;
}

const isSeedOp = (op: DiffOp) => op[0].length === 1 && op[0][0] === 'seed' && op.length === 2;

const parsedPresets = new Map<string, Scenario>();
/** Parsing a preset costs about a millisecond; links are encoded on every edit. */
function basePreset(id: string): Scenario {
  let scenario = parsedPresets.get(id);
  if (!scenario) {
    scenario = presetScenario(id);
    parsedPresets.set(id, scenario);
  }
  return scenario;
}

/**
 * The preset form of `scenario` against `presetId`, or against the preset it differs least
 * from. Undefined when no preset is close enough for the short form to be worth it.
 */
export function encodePresetLink(scenario: Scenario, presetId?: string): string | undefined {
  // A diff longer than the whole compact scenario will not compress shorter than it.
  let best: { id: string; edits: DiffOp[]; seed: boolean; json: string } | undefined;
  let limit = JSON.stringify(compactScenario(scenario)).length;
  for (const id of presetId !== undefined ? [presetId] : PRESET_IDS) {
    if (!getPreset(id)) continue;
    const diff = diffValues(basePreset(id), scenario);
    const edits = diff.filter((op) => !isSeedOp(op));
    const json = edits.length > 0 ? JSON.stringify(edits) : '';
    if (json.length >= limit) continue;
    limit = json.length;
    best = { id, edits, seed: edits.length < diff.length, json };
  }
  if (!best) return undefined;
  const parts = [`p=${best.id}`, `h=${presetFingerprint(best.id)}`];
  if (best.seed) parts.push(`seed=${scenario.seed}`);
  if (best.json) parts.push(`d=${compressUriSafe(best.json)}`);
  return `#${parts.join('&')}`;
}

function isDiffOps(value: unknown): value is DiffOp[] {
  return (
    Array.isArray(value) &&
    value.length <= MAX_DIFF_OPS &&
    value.every(
      (op) =>
        Array.isArray(op) &&
        (op.length === 1 || op.length === 2) &&
        Array.isArray(op[0]) &&
        op[0].length <= MAX_PATH_LENGTH &&
        op[0].every((seg: unknown) => typeof seg === 'string' || typeof seg === 'number'),
    )
  );
}

export function decodePresetLink(params: ReadonlyMap<string, string>): DecodeResult {
  const id = params.get('p') ?? '';
  if (!getPreset(id)) {
    return linkFailure('unknownPreset', { id: id.slice(0, 40), known: [...PRESET_IDS] });
  }
  const ops: DiffOp[] = [];
  const edits = params.get('d');
  if (edits !== undefined) {
    const payload = decompressPayload(edits);
    if (!payload.ok) return payload;
    if (!isDiffOps(payload.json)) return linkFailure('badEdits', {});
    ops.push(...payload.json);
  }
  const seedText = params.get('seed');
  if (seedText !== undefined) {
    if (!/^\d{1,10}$/.test(seedText)) {
      return linkFailure('badSeed', { text: seedText.slice(0, 20) });
    }
    ops.push([['seed'], Number(seedText)]);
  }
  // A hand-typed link (`#p=retry-storm&seed=7`) has no fingerprint: it means today's preset.
  const fingerprint = params.get('h');
  const changed = fingerprint !== undefined && fingerprint !== presetFingerprint(id);
  const stale = changed ? { changedPreset: id } : {};
  const patched = applyDiff(basePreset(id), ops);
  if (!patched.ok) return linkFailure('editsDoNotFit', { detail: patched.error, ...stale });
  const loaded = loadScenarioDocument(patched.value);
  if (!loaded.ok) {
    const facts = { issues: loaded.issues ?? [], detail: loaded.error, ...stale };
    return linkFailure('invalidScenario', facts);
  }
  const warned: LinkProblem = { code: 'presetChanged', facts: { id } };
  return {
    ...loaded,
    form: 'preset',
    presetId: id,
    ...(changed ? { warning: linkProblemEn(warned), warningProblem: warned } : {}),
  };
}
