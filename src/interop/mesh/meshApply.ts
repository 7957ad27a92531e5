// Pure: no DOM. Writes one Envoy or Istio block (a retry policy, an outlier detection, a
// connection pool) through the mesh table, listing every key it does not read.
import type { ConfigFile, Leaf } from '../configText';
import type { PolicyWriter } from '../policyWriter';
import { codecFor, type Mesh, type MeshSetting } from './meshNames';

export type Obj = Record<string, unknown>;
export const isObj = (v: unknown): v is Obj =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export function getDotted(obj: Obj, dotted: string): unknown {
  return dotted.split('.').reduce<unknown>((o, k) => (isObj(o) ? o[k] : undefined), obj);
}

/** Every leaf key of a block, dotted: `retry_back_off.base_interval`. */
function leafKeys(obj: Obj, prefix = ''): string[] {
  return Object.entries(obj).flatMap(([k, v]) =>
    isObj(v) ? leafKeys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}

export interface Block {
  file: ConfigFile;
  doc: number;
  /** The block's path in its document, for lines. */
  path: readonly (string | number)[];
  value: Obj;
  /** How the key is shown: the block's dotted name. */
  name: string;
}

/** A block inside a block: `key` may be dotted (`circuit_breakers.thresholds`). */
export const sub = (b: Block, key: string, value: Obj, name = `${b.name}.${key}`): Block => ({
  ...b,
  path: [...b.path, ...key.split('.')],
  value,
  name,
});

export const lineIn = (b: Block, key?: string) =>
  b.file.lineOf(b.doc, key === undefined ? b.path : [...b.path, ...key.split('.')]);

/**
 * Reads each setting of the table present in the block (or fills the mesh's default) and
 * hands it to `set`; returns the block's keys it read.
 */
export function applyTable(
  writer: PolicyWriter,
  block: Block,
  table: readonly MeshSetting[],
  mesh: Mesh,
  set: (s: MeshSetting, value: unknown, source: { key: string; line?: number }) => boolean,
): Set<string> {
  const read = new Set<string>();
  for (const s of table) {
    const name = s[mesh];
    const codec = codecFor(s, mesh);
    if (!name) {
      // A setting the mesh lacks but its proxy has (Istio runs Envoy's backoff): Envoy's value.
      const fallback = mesh === 'istio' ? s.istioDefault : undefined;
      if (
        fallback !== undefined &&
        set(s, codec.read(fallback, s.path.join('.')), { key: block.name })
      )
        writer.filled(`${block.name}.(Envoy's ${s.envoy ?? s.path.join('.')})`, String(fallback));
      continue;
    }
    const raw = getDotted(block.value, name);
    const key = `${block.name}.${name}`;
    if (raw !== undefined) {
      read.add(name);
      const line = lineIn(block, name);
      set(s, codec.read(raw as Leaf, key, line), { key, line });
      continue;
    }
    const fallback = mesh === 'envoy' ? s.envoyDefault : s.istioDefault;
    if (fallback === undefined) continue;
    if (set(s, codec.read(fallback, key), { key })) writer.filled(key, String(fallback));
  }
  return read;
}

/**
 * What the reader does with each key of a block it walks: the keys it reads (or walks into),
 * the keys it knows and cannot express with why, and why for any other key. `leaves`: every
 * leaf is judged (a retry policy's `retry_back_off.base_interval`); otherwise only the block's
 * own keys (a cluster's `load_assignment` is one line, not one per endpoint).
 */
export interface BlockShape {
  read: readonly string[];
  refused?: Readonly<Record<string, string>>;
  otherwise: string;
  leaves?: boolean;
}

/** Lists every key of a walked block its shape does not read: nothing is dropped unseen. */
export function refuseUnread(writer: PolicyWriter, block: Block, shape: BlockShape): void {
  const read = new Set(shape.read);
  const keys = shape.leaves ? leafKeys(block.value) : Object.keys(block.value);
  for (const key of keys) {
    if (read.has(key)) continue;
    const top = key.split('.')[0]!;
    writer.refuse(
      `${block.name}.${key}`,
      lineIn(block, key),
      shape.refused?.[key] ?? shape.refused?.[top] ?? shape.otherwise,
    );
  }
}

/** Lists the block's leaf keys neither read nor known. */
export function refuseRest(
  writer: PolicyWriter,
  block: Block,
  read: ReadonlySet<string>,
  refused: Readonly<Record<string, string>>,
  otherwise: string,
): void {
  refuseUnread(writer, block, { read: [...read], refused, otherwise, leaves: true });
}
