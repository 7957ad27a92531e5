// Scenario patches: small, JSON-able edits that a lesson's "try it" button applies and a
// preset link carries. Paths name things the way a teacher reads them:
//   services[orchestrator].policies[style].bulkhead.maxConcurrentCalls
//   services[bff].routes[detail].plan[0].calls[service=recommend].optional
// `[x]` on an array picks index x, the element named x (by `name`, then `id`, then
// `service`), or with `[field=value]` the element whose field has that value.

export type Segment = string | number | { field: string; value: string };
export type PatchOp = { op: 'set'; path: string; value: unknown } | { op: 'remove'; path: string };
/** Compact form used inside links: `[path]` removes, `[path, value]` sets. */
export type DiffOp = [Array<string | number>] | [Array<string | number>, unknown];

export type PatchResult = { ok: true; value: unknown } | { ok: false; error: string };

const KEY = /^[A-Za-z_$][\w$]*/;
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

export function parsePath(path: string): Segment[] {
  const segments: Segment[] = [];
  let rest = path;
  while (rest.length > 0) {
    if (rest.startsWith('.')) rest = rest.slice(1);
    if (rest.startsWith('[')) {
      const end = rest.indexOf(']');
      if (end < 0) throw new Error(`unclosed "[" in path "${path}"`);
      const inner = rest.slice(1, end);
      const eq = inner.indexOf('=');
      if (/^\d+$/.test(inner)) segments.push(Number(inner));
      else if (eq > 0) segments.push({ field: inner.slice(0, eq), value: inner.slice(eq + 1) });
      else segments.push(inner);
      rest = rest.slice(end + 1);
      continue;
    }
    const key = KEY.exec(rest);
    if (!key) throw new Error(`cannot read path "${path}" at "${rest}"`);
    segments.push(key[0]);
    rest = rest.slice(key[0].length);
  }
  return segments;
}

/**
 * A JSON copy, not structuredClone: structuredClone keeps shared references, so a preset
 * that reuses one policy object for three edges would see a patch to one edge change all three.
 */
const copyJson = (value: unknown): unknown =>
  value === undefined ? undefined : JSON.parse(JSON.stringify(value));

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function findIndex(list: unknown[], seg: Segment): number {
  if (typeof seg === 'number') return seg < list.length ? seg : -1;
  const matches = (field: string, value: string) =>
    list.findIndex((item) => isObject(item) && String(item[field]) === value);
  if (typeof seg === 'object') return matches(seg.field, seg.value);
  for (const field of ['name', 'id', 'service']) {
    const i = matches(field, seg);
    if (i >= 0) return i;
  }
  return -1;
}

const describe = (seg: Segment) =>
  typeof seg === 'object' ? `${seg.field}=${seg.value}` : String(seg);

/** Applies `ops` to a copy of `doc`; never throws, never touches `doc`. */
export function applyPatch(doc: unknown, ops: PatchOp[]): PatchResult {
  try {
    let out: unknown = copyJson(doc);
    for (const op of ops) {
      out = applyAt(out, parsePath(op.path), op.op === 'set' ? { value: op.value } : undefined);
    }
    return { ok: true, value: out };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

/** Applies link diffs (numeric array indices) to a copy of `doc`. */
export function applyDiff(doc: unknown, ops: DiffOp[]): PatchResult {
  try {
    let out: unknown = copyJson(doc);
    for (const op of ops) {
      out = applyAt(out, op[0], op.length === 2 ? { value: op[1] } : undefined);
    }
    return { ok: true, value: out };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

/** Sets (or with `set` undefined, removes) the value at `path`, mutating `root`. */
function applyAt(root: unknown, path: Segment[], set: { value: unknown } | undefined): unknown {
  if (path.length === 0) {
    if (!set) throw new Error('cannot remove the whole scenario');
    return copyJson(set.value);
  }
  let node: unknown = root;
  for (let i = 0; i < path.length; i++) {
    const seg = path[i] as Segment;
    const last = i === path.length - 1;
    if (Array.isArray(node)) {
      const index = findIndex(node, seg);
      const appending = last && set && seg === node.length;
      if (index < 0 && !appending) throw new Error(`no element [${describe(seg)}] in the list`);
      if (last) {
        if (set) node[appending ? node.length : index] = copyJson(set.value);
        else node.splice(index, 1);
        return root;
      }
      node = node[index];
    } else if (isObject(node)) {
      if (typeof seg !== 'string' && typeof seg !== 'number') {
        throw new Error(`[${describe(seg)}] selects in a list, but this is an object`);
      }
      const key = String(seg);
      // A hostile link must not reach Object.prototype through `__proto__`.
      if (FORBIDDEN_KEYS.has(key)) throw new Error(`"${key}" is not a scenario field`);
      if (last) {
        if (set) node[key] = copyJson(set.value);
        else delete node[key];
        return root;
      }
      if (!Object.hasOwn(node, key) && set) node[key] = {};
      node = Object.hasOwn(node, key) ? node[key] : undefined;
    } else {
      throw new Error(`cannot go into ${describe(seg)}: there is nothing there`);
    }
  }
  return root;
}

/** The edits that turn `from` into `to` (arrays of different lengths are replaced whole). */
export function diffValues(
  from: unknown,
  to: unknown,
  path: Array<string | number> = [],
): DiffOp[] {
  if (Object.is(from, to)) return [];
  if (Array.isArray(from) && Array.isArray(to) && from.length === to.length) {
    return from.flatMap((item, i) => diffValues(item, to[i], [...path, i]));
  }
  if (isObject(from) && isObject(to)) {
    // Own fields only: `valueOf` in a document is data, not Object.prototype's method.
    const own = (o: Record<string, unknown>, key: string) =>
      Object.hasOwn(o, key) ? o[key] : undefined;
    const ops: DiffOp[] = [];
    for (const key of Object.keys(to)) {
      const a = own(from, key);
      const b = own(to, key);
      if (b === undefined) continue;
      if (a === undefined) ops.push([[...path, key], b]);
      else ops.push(...diffValues(a, b, [...path, key]));
    }
    for (const key of Object.keys(from)) {
      if (own(from, key) !== undefined && own(to, key) === undefined) ops.push([[...path, key]]);
    }
    return ops;
  }
  return [[path, to]];
}
