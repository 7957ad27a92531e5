// docs/scenario.md's sections of the registry's protections (src/sim/protections), written
// from each descriptor: its title, the words above its table, and a row per field with the
// schema's type, default and the descriptor's meaning. `npm run schema` rewrites the part
// between the markers (rewriteDocBounds then states the bounds); the test checks it is current.
import type { z } from 'zod';
import type { AnyProtection } from '../src/sim/protections/descriptor';
import { PROTECTIONS } from '../src/sim/protections/registry';
import { boundsOf, unwrap } from '../src/sim/scenario';

export const BEGIN = '<!-- protections: written by `npm run schema` from src/sim/protections -->';
export const END = '<!-- end of the protections -->';

const ALL: readonly AnyProtection[] = PROTECTIONS;

function typeCell(schema: z.ZodType): string {
  const inner = unwrap(schema);
  const def = (inner as unknown as { _zod: { def: Record<string, unknown> } })._zod.def;
  if (def.type === 'boolean') return 'boolean';
  if (def.type === 'enum')
    return Object.values(def.entries as Record<string, string>)
      .map((v) => `\`"${v}"\``)
      .join(', ');
  // The bounds are stated by rewriteDocBounds from the schema; the kind is enough here.
  return boundsOf(inner)?.kind ?? 'number';
}

function defaultCell(schema: z.ZodType): string {
  const parsed = schema.safeParse(undefined);
  return parsed.success && parsed.data !== undefined ? `\`${JSON.stringify(parsed.data)}\`` : '—';
}

function section(d: AnyProtection): string {
  const shape = d.schema.shape as Record<string, z.ZodType>;
  const fields = Object.keys(shape);
  const missing = fields.filter((f) => !(f in d.docs.rows));
  if (missing.length > 0)
    throw new Error(`${d.key}: the descriptor's docs have no row for ${missing.join(', ')}`);
  const rows = fields.map(
    (f) => `| \`${f}\` | ${typeCell(shape[f]!)} | ${defaultCell(shape[f]!)} | ${d.docs.rows[f]} |`,
  );
  return [
    `### ${d.title}`,
    '',
    d.docs.intro,
    '',
    '| field | type | default | meaning |',
    '| --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}

/** The protections' sections, unformatted (prettier aligns the tables). */
export function protectionSections(): string {
  return ALL.map(section).join('\n\n');
}

/** The document with the part between the markers written anew. */
export function rewriteProtectionDocs(markdown: string): string {
  const begin = markdown.indexOf(BEGIN);
  const end = markdown.indexOf(END);
  if (begin < 0 || end < begin) throw new Error(`docs/scenario.md has no ${BEGIN} … ${END}`);
  return `${markdown.slice(0, begin + BEGIN.length)}\n\n${protectionSections()}\n\n${markdown.slice(end)}`;
}
