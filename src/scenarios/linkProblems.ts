// Pure: what is wrong with a link, as a code and the facts it quotes (like the sweep's
// problems, src/sweep/sweepProblems.ts). Node and the tests read the English below, as they
// always have; the page words the same facts in its own language (src/ui/share/linkWords.ts).
import type { ScenarioIssue } from '../sim/scenario';

export interface LinkProblemFacts {
  noVersion: Record<string, never>;
  newerVersion: { version: number; supported: number };
  notAnObject: Record<string, never>;
  /** `issues` are the schema's (empty when the migration refused it: `detail` says why). */
  invalidScenario: { issues: ScenarioIssue[]; detail: string; changedPreset?: string };
  tooLong: { chars: number; max: number };
  noScenario: { expected: boolean };
  unreadable: { detail: string };
  badCharacter: { character: string; position: number };
  tooLarge: { max: number };
  corrupt: Record<string, never>;
  badJson: { detail: string };
  unknownPreset: { id: string; known: string[] };
  badEdits: Record<string, never>;
  badSeed: { text: string };
  editsDoNotFit: { detail: string; changedPreset?: string };
  /** A warning, not an error: the link opened. */
  presetChanged: { id: string };
}

export type LinkProblemCode = keyof LinkProblemFacts;

export type LinkProblem = {
  [C in LinkProblemCode]: { code: C; facts: LinkProblemFacts[C] };
}[LinkProblemCode];

const en = (n: number) => n.toLocaleString('en-US');
const stale = (id?: string) =>
  id === undefined ? '' : ` (the "${id}" preset has changed since the link was made)`;

const EN: { [C in LinkProblemCode]: (f: LinkProblemFacts[C]) => string } = {
  noVersion: () => 'the link has no format version (expected #s=<version>.<data>)',
  newerVersion: (f) =>
    `the link was made by a newer version of the app (format ${f.version}; this one reads up to ${f.supported}): reload the page to get the latest app`,
  notAnObject: () => 'the link does not hold a scenario (expected a JSON object)',
  invalidScenario: (f) =>
    `the scenario in the link is not valid${stale(f.changedPreset)}:\n${f.detail}`,
  tooLong: (f) =>
    `the link is ${en(f.chars)} characters long; scenario links are at most ${en(f.max)}: refused`,
  noScenario: (f) =>
    f.expected
      ? 'the link holds no scenario (expected #s=… or #p=…)'
      : 'the link holds no scenario',
  unreadable: (f) => `the link could not be read: ${f.detail}`,
  badCharacter: (f) =>
    `the link contains "${f.character}" at position ${f.position}, which no scenario link has: it was probably cut or changed when it was pasted`,
  tooLarge: (f) => `the link unpacks to more than ${en(f.max)} characters: refused`,
  corrupt: () => 'the link is damaged (it was probably cut short when it was copied)',
  badJson: (f) => `the link is damaged: ${f.detail}`,
  unknownPreset: (f) =>
    `the link names a preset "${f.id}" that this app does not have (it has: ${f.known.join(', ')})`,
  badEdits: () => 'the link’s edits are damaged (d=…)',
  badSeed: (f) => `seed: expected a whole number, got "${f.text}"`,
  editsDoNotFit: (f) =>
    `the link’s edits do not fit the preset${stale(f.changedPreset)}: ${f.detail}`,
  presetChanged: (f) =>
    `This link was made from an earlier version of the "${f.id}" preset: the run may differ from the one that was shared.`,
};

export function linkProblemEn(p: LinkProblem): string {
  return (EN[p.code] as (f: LinkProblem['facts']) => string)(p.facts);
}

/** A failed decode: the English (`error`, for Node and the store's note) and the facts. */
export function linkFailure<C extends LinkProblemCode>(
  code: C,
  facts: LinkProblemFacts[C],
): { ok: false; error: string; problem: LinkProblem } {
  const problem = { code, facts } as LinkProblem;
  return { ok: false, error: linkProblemEn(problem), problem };
}
