// Pure: no DOM. Reads a config file, YAML (with the `yaml` package) or Java `.properties`,
// into one shape: the documents as plain values, each value's line, and the flat
// (path, value, line) entries Spring's binder sees. Both syntaxes give the same entries.
import {
  isMap,
  isScalar,
  isSeq,
  LineCounter,
  parseAllDocuments,
  type Document,
  type Node,
} from 'yaml';
import { MalformedConfigError } from './importResult';

export type Scalar = string | number | boolean | null;
export type Leaf = Scalar | Scalar[];

export interface ConfigEntry {
  /** The key split at its dots and brackets' owners: `a.b[0]` is `['a', 'b']` with a list leaf. */
  path: string[];
  value: Leaf;
  line?: number;
}

export type ConfigSyntax = 'yaml' | 'properties';

export interface ConfigFile {
  syntax: ConfigSyntax;
  /** Each YAML document (`---` separated) as plain values; one for a properties file. */
  documents: unknown[];
  /** The line (1-based) of the value at `path` in document `doc`, when known. */
  lineOf(doc: number, path: readonly (string | number)[]): number | undefined;
  /** Every leaf, with YAML keys split at their dots (Spring reads `a.b:` as `a:` `b:`). */
  entries: ConfigEntry[];
}

/** A `.properties` file has `key=value` (or `key: value` with a dotted key) on every line. */
export function guessSyntax(text: string, fileName?: string): ConfigSyntax {
  if (fileName?.endsWith('.properties')) return 'properties';
  if (fileName && /\.ya?ml$/.test(fileName)) return 'yaml';
  const lines = text.split(/\r?\n/).filter((l) => l.trim() !== '' && !/^\s*[#!]/.test(l));
  return lines.length > 0 && lines.every((l) => /^\s*[\w.\-[\]]+\s*=/.test(l))
    ? 'properties'
    : 'yaml';
}

export function readConfig(text: string, syntax: ConfigSyntax = guessSyntax(text)): ConfigFile {
  return syntax === 'properties' ? readProperties(text) : readYaml(text);
}

function lineText(text: string, line: number): string {
  return text.split(/\r?\n/)[line - 1] ?? '';
}

function readYaml(text: string): ConfigFile {
  const counter = new LineCounter();
  const docs = parseAllDocuments(text, { lineCounter: counter, prettyErrors: false });
  const list: Document[] = Array.isArray(docs) ? docs : [docs as unknown as Document];
  for (const doc of list) {
    const error = doc.errors[0];
    if (error) {
      const line = counter.linePos(error.pos[0]).line;
      const key = /^\s*-?\s*([^:#]+):/.exec(lineText(text, line))?.[1]?.trim();
      throw new MalformedConfigError(
        `not valid YAML (${error.code}: ${firstLine(error.message)})`,
        key,
        line,
      );
    }
  }
  const lineAt = (node: Node | null | undefined) =>
    node?.range ? counter.linePos(node.range[0]).line : undefined;
  const entries: ConfigEntry[] = [];
  const walk = (node: unknown, path: string[], line: number | undefined) => {
    if (isMap(node)) {
      for (const pair of node.items) {
        const key = isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
        const at = lineAt(pair.key as Node) ?? line;
        walk(pair.value, [...path, ...key.split('.')], at);
      }
    } else if (isSeq(node)) {
      if (node.items.every((item) => isScalar(item) || item == null))
        entries.push({
          path,
          value: node.items.map((i) => scalarOf(i)),
          line: lineAt(node) ?? line,
        });
      else node.items.forEach((item, i) => walk(item, [...path, String(i)], lineAt(item as Node)));
    } else {
      entries.push({ path, value: scalarOf(node), line: lineAt(node as Node) ?? line });
    }
  };
  list.forEach((doc) => walk(doc.contents, [], undefined));
  return {
    syntax: 'yaml',
    documents: list.map((d) => d.toJS() as unknown),
    lineOf: (doc, path) => {
      const d = list[doc];
      if (!d) return undefined;
      for (let n = path.length; n >= 0; n--) {
        const node = d.getIn(path.slice(0, n), true) as Node | undefined;
        const line = lineAt(node);
        if (line !== undefined) return line;
      }
      return undefined;
    },
    entries,
  };
}

function firstLine(s: string): string {
  return s.split('\n')[0]!;
}

function scalarOf(node: unknown): Scalar {
  const v = isScalar(node) ? node.value : node;
  if (v === null || v === undefined) return null;
  if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') return v;
  return String(v);
}

/** Java's `.properties`: `key=value`, `key: value` or `key value`; `#`/`!` comments; `\` continues. */
function readProperties(text: string): ConfigFile {
  const entries: ConfigEntry[] = [];
  const lists = new Map<string, ConfigEntry>();
  const tree: Record<string, unknown> = {};
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const lineNo = i + 1;
    let logical = lines[i]!.trimStart();
    if (logical === '' || logical.startsWith('#') || logical.startsWith('!')) continue;
    while (/(^|[^\\])(\\\\)*\\$/.test(logical) && i + 1 < lines.length)
      logical = logical.slice(0, -1) + lines[++i]!.trimStart();
    const sep = /^((?:[^=:\s\\]|\\.)+)\s*[=:\s]\s*(.*)$/.exec(logical);
    if (!sep) throw new MalformedConfigError('a properties line needs key=value', logical, lineNo);
    const rawKey = sep[1]!.replace(/\\(.)/g, '$1');
    const value = sep[2]!.replace(/\\(.)/g, '$1').trim();
    const segments = rawKey.split('.');
    if (segments.some((s) => s === ''))
      throw new MalformedConfigError('a key has an empty part between dots', rawKey, lineNo);
    const last = /^(.*)\[(\d+)\]$/.exec(segments.at(-1)!);
    if (last) {
      const path = [...segments.slice(0, -1), last[1]!];
      const id = path.join('.');
      const list = lists.get(id) ?? { path, value: [], line: lineNo };
      if (!lists.has(id)) {
        lists.set(id, list);
        entries.push(list);
      }
      (list.value as Scalar[])[Number(last[2])] = value;
      setIn(tree, path, list.value);
      continue;
    }
    if (/\[\d+\]/.test(rawKey))
      throw new MalformedConfigError(
        'lists of objects are not read from properties',
        rawKey,
        lineNo,
      );
    entries.push({ path: segments, value, line: lineNo });
    setIn(tree, segments, value);
  }
  const lineByKey = new Map(entries.map((e) => [e.path.join('.'), e.line]));
  return {
    syntax: 'properties',
    documents: [tree],
    lineOf: (_doc, path) => {
      const prefix = path.map(String).join('.');
      for (const [k, line] of lineByKey)
        if (k === prefix || k.startsWith(`${prefix}.`)) return line;
      return undefined;
    },
    entries,
  };
}

function setIn(tree: Record<string, unknown>, path: readonly string[], value: unknown): void {
  let node = tree;
  for (const segment of path.slice(0, -1)) {
    const next = node[segment];
    if (next === null || typeof next !== 'object' || Array.isArray(next)) node[segment] = {};
    node = node[segment] as Record<string, unknown>;
  }
  node[path.at(-1)!] = value;
}
