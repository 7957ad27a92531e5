// Pure engine: no DOM, no wall clock, no unseeded randomness.
// The edit timeline: settings changed while a run played, each at its simulated time, so a
// link replays the run its sender saw. A scenario document holds its settings
// as they are after the last edit; each edit keeps the value it replaced (`from`), so the
// settings at any time are the document with the later edits undone.
import { z } from 'zod';

/**
 * A path into the scenario: object keys, and for the lists of named things (services,
 * routes, clients) the element's name, so an edit survives a reordering of the list.
 */
export const editPathSchema = z.array(z.string().min(1).max(64)).min(1).max(12);

export const timedEditSchema = z.object({
  /** Names the edit while the worker stamps its time; not needed in a file. */
  id: z.string().max(32).optional(),
  /** Applied once every event at or before this simulated time has run. */
  atMs: z.number().nonnegative(),
  path: editPathSchema,
  /** Absent: the field was not set before (or after) the edit. */
  from: z.unknown().optional(),
  to: z.unknown().optional(),
});
export type TimedEdit = z.infer<typeof timedEditSchema>;

/** The fields edits never touch: the timelines themselves, and what names the document. */
const NOT_SETTINGS = new Set(['editTimeline', 'faultTimeline', 'version', 'name', 'description']);
/** Lists addressed by their elements' names. */
const NAMED_LISTS = new Set(['services', 'routes', 'clients']);

type Json = unknown;
const isObject = (v: Json): v is Record<string, Json> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isNamed = (v: Json): v is { name: string } => isObject(v) && typeof v.name === 'string';

export function deepEqual(a: Json, b: Json): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((x, i) => deepEqual(x, b[i]));
  if (isObject(a) && isObject(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const k of keys) if (!deepEqual(a[k], b[k])) return false;
    return true;
  }
  return false;
}

/** The value at `path`, or undefined. */
export function valueAt(doc: Json, path: readonly string[]): Json {
  let node = doc;
  for (const key of path) {
    if (Array.isArray(node)) node = node.find((e) => isNamed(e) && e.name === key);
    else if (isObject(node)) node = node[key];
    else return undefined;
  }
  return node;
}

/** A copy of `doc` with `path` set to `value` (undefined removes it). Missing parents: unchanged. */
export function setAt<T>(doc: T, path: readonly string[], value: Json): T {
  const [key, ...rest] = path;
  if (key === undefined) return value as T;
  if (Array.isArray(doc)) {
    const i = doc.findIndex((e) => isNamed(e) && e.name === key);
    if (rest.length === 0) {
      if (value === undefined) return doc.filter((_, j) => j !== i) as T;
      return (i < 0 ? [...doc, value] : doc.map((e, j) => (j === i ? value : e))) as T;
    }
    if (i < 0) return doc;
    return doc.map((e, j) => (j === i ? setAt(e, rest, value) : e)) as T;
  }
  if (!isObject(doc)) return doc;
  if (rest.length === 0) {
    const copy: Record<string, Json> = { ...doc };
    if (value === undefined) delete copy[key];
    else copy[key] = value;
    return copy as T;
  }
  if (!(key in doc)) return doc;
  return { ...doc, [key]: setAt(doc[key], rest, value) } as T;
}

export interface SettingChange {
  path: string[];
  from?: Json;
  to?: Json;
}

/** Every setting that differs between two scenarios, at the deepest path that differs. */
export function diffSettings(a: Json, b: Json, path: string[] = []): SettingChange[] {
  if (deepEqual(a, b)) return [];
  if (isObject(a) && isObject(b)) {
    const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
    return keys
      .filter((k) => !(path.length === 0 && NOT_SETTINGS.has(k)))
      .flatMap((k) => diffSettings(a[k], b[k], [...path, k]));
  }
  const named = NAMED_LISTS.has(path.at(-1) ?? '');
  if (named && Array.isArray(a) && Array.isArray(b) && [...a, ...b].every(isNamed)) {
    const names = [...new Set([...a, ...b].map((e) => (e as { name: string }).name))];
    return names.flatMap((n) => diffSettings(valueAt(a, [n]), valueAt(b, [n]), [...path, n]));
  }
  return [{ path, from: a, to: b }];
}

const undo = <T>(doc: T, edits: readonly TimedEdit[]): T =>
  edits.reduceRight((d, e) => setAt(d, e.path, e.from), doc);

/** The settings in force at `tMs`: the document with the edits after `tMs` undone. */
export function settingsAt<T extends { editTimeline: TimedEdit[] }>(doc: T, tMs: number): T {
  const later = doc.editTimeline.filter((e) => e.atMs > tMs);
  return later.length === 0 ? doc : undo(doc, later);
}

/** The settings the run starts with (every edit undone). */
export const startingSettings = <T extends { editTimeline: TimedEdit[] }>(doc: T): T =>
  settingsAt(doc, -1);

/**
 * An accepted edit at `atMs` of a run: `next` is `prev` changed by a person. Edits recorded
 * after `atMs` (a replayed link) are dropped, the run taking a new turn here; the changed
 * settings are recorded with the values they replace at `atMs`.
 */
export function recordEdit<T extends { editTimeline: TimedEdit[] }>(
  prev: T,
  next: T,
  atMs: number,
  id?: string,
): T {
  const made = diffSettings(prev, next);
  if (made.length === 0) return next;
  const kept = prev.editTimeline.filter((e) => e.atMs <= atMs);
  const before = settingsAt(prev, atMs);
  const after = made.reduce((d, c) => setAt(d, c.path, c.to), before);
  const changes = diffSettings(before, after).map((c, i): TimedEdit => ({
    ...(id ? { id: `${id}.${i}` } : {}),
    atMs,
    ...c,
  }));
  return { ...after, editTimeline: [...kept, ...changes] };
}

const within = (a: readonly string[], b: readonly string[]) =>
  a.length >= b.length && b.every((k, i) => a[i] === k);

/**
 * An edit of the starting settings (before the run, or after it ended): what the person set
 * holds for the whole run (the timeline's edits of it go); the other edits replay over the
 * new start, and an edit that now changes nothing is dropped.
 */
export function editStart<T extends { editTimeline: TimedEdit[] }>(prev: T, next: T): T {
  if (prev.editTimeline.length === 0) return next;
  const made = diffSettings(prev, next);
  let doc = made.reduce((d, c) => setAt(d, c.path, c.to), startingSettings(prev));
  const timeline: TimedEdit[] = [];
  for (const e of prev.editTimeline) {
    if (made.some((c) => within(e.path, c.path) || within(c.path, e.path))) continue;
    const from = valueAt(doc, e.path);
    if (deepEqual(from, e.to)) continue;
    timeline.push({ ...e, from });
    doc = setAt(doc, e.path, e.to);
  }
  return { ...doc, editTimeline: timeline };
}

/** Why an edit timeline cannot be replayed, or null; `check` validates one set of settings. */
export function editTimelineProblem<T extends { editTimeline: TimedEdit[] }>(
  doc: T,
  check: (settings: unknown) => string | null,
): { index: number; message: string } | null {
  const edits = doc.editTimeline;
  let settings: unknown = { ...startingSettings(doc), editTimeline: [] };
  for (let i = 0; i < edits.length; i++) {
    const e = edits[i]!;
    if (i > 0 && e.atMs < edits[i - 1]!.atMs)
      return {
        index: i,
        message: `edits must be in time order: this one at ${e.atMs} ms comes after one at ${edits[i - 1]!.atMs} ms`,
      };
    if (valueAt(settings, e.path.slice(0, -1)) === undefined)
      return {
        index: i,
        message: `the edit's path ${e.path.join(' › ')} names nothing in the scenario at ${e.atMs} ms`,
      };
    settings = setAt(settings, e.path, e.to);
    if (edits[i + 1]?.atMs === e.atMs) continue;
    const problem = check(settings);
    if (problem)
      return {
        index: i,
        message: `after the edits at ${e.atMs} ms the scenario is not valid: ${problem}`,
      };
  }
  const rest = diffSettings(settings, doc);
  if (edits.length > 0 && rest.length > 0) {
    const where = rest[0]!.path.join(' › ');
    return {
      index: edits.length - 1,
      message: `replaying the edits does not end at the scenario's settings (${where} differs): an edit's "from" or "to" is wrong`,
    };
  }
  return null;
}

/**
 * The edits of `next` that `previous` did not have (by id) moved to `nowMs`, the time the
 * run applies them, never before the edits kept from `previous`.
 */
export function stampNewEdits<T extends { editTimeline: TimedEdit[] }>(
  previous: readonly TimedEdit[],
  next: T,
  nowMs: number,
): { scenario: T; stamps: { id: string; atMs: number }[] } {
  const known = new Set(previous.map((e) => e.id));
  const stamps: { id: string; atMs: number }[] = [];
  const timeline = next.editTimeline.map((e) => {
    if (e.id === undefined || known.has(e.id) || e.atMs >= nowMs) return e;
    stamps.push({ id: e.id, atMs: nowMs });
    return { ...e, atMs: nowMs };
  });
  return stamps.length === 0
    ? { scenario: next, stamps }
    : { scenario: { ...next, editTimeline: timeline }, stamps };
}
