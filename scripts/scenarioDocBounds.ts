// The bounds docs/scenario.md states, checked against (and rewritten from) the zod schema,
// so the reference cannot drift from what the app accepts (the docs gave no
// maximum for a bulkhead's maxWaitDurationMs, the schema capped it at 600,000).
//
// Each table sits under a heading that names the schema object its rows describe; a row's
// field (`backoff.initialIntervalMs`, `arrival.schedule[].atMs`) is a path in that object.
// Where the schema bounds the field (a number's range, a list's or a string's length), the
// row's `type` cell must begin with the canonical form rendered here; text after a `;` is
// free. `npm run schema` rewrites the cells; scenarioDocBounds.test.ts checks they agree.
import type { z } from 'zod';
import {
  boundsOf,
  breakerClassificationSchema,
  breakerPolicySchema,
  bulkheadPolicySchema,
  callPolicySchema,
  callSchema,
  clientSchema,
  distributionSchema,
  errorRatesSchema,
  faultSchema,
  nameSchema,
  retryPolicySchema,
  routeSchema,
  scenarioObjectSchema,
  scheduledFaultSchema,
  timedEditSchema,
  schemaAt,
  serviceSchema,
  simpleDistributionSchema,
  unwrap,
  type Bounds,
} from '../src/sim/scenario';
import type { AnyProtection } from '../src/sim/protections/descriptor';
import { PROTECTIONS } from '../src/sim/protections/registry';

const ALL_PROTECTIONS: readonly AnyProtection[] = PROTECTIONS;

/** The schema object each heading's tables describe (Routes has routes and calls). */
const SECTIONS: Record<string, readonly z.ZodType[]> = {
  'Top level': [scenarioObjectSchema],
  Services: [serviceSchema],
  Routes: [routeSchema, callSchema],
  Faults: [faultSchema],
  'Error rates': [errorRatesSchema],
  Clients: [clientSchema],
  'Call policy': [callPolicySchema],
  Retry: [retryPolicySchema],
  Breaker: [breakerPolicySchema],
  Bulkhead: [bulkheadPolicySchema],
  // The registry's protections, each under its title (their sections: protectionDocs.ts).
  ...Object.fromEntries(ALL_PROTECTIONS.map((d) => [d.title, [d.schema]])),
  Distributions: [distributionSchema, simpleDistributionSchema],
  'Fault timeline': [scheduledFaultSchema],
  'Edit timeline': [timedEditSchema],
  'Breaker classification': [breakerClassificationSchema],
};

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

/** 10000 → "10 000"; a whole number of hours or minutes of a `…Ms` field says so. */
function formatBound(value: number, field: string): string {
  const digits =
    Number.isInteger(value) && Math.abs(value) >= 10_000
      ? String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ' ')
      : String(value);
  if (!/Ms$/.test(field) || value < MINUTE_MS) return digits;
  if (value % HOUR_MS === 0) return `${digits} (${value / HOUR_MS} h)`;
  if (value % MINUTE_MS === 0) return `${digits} (${value / MINUTE_MS} min)`;
  return digits;
}

/** "1 … 50", "> 0, ≤ 3 600 000 (1 h)", "≥ 0", or "" when unbounded. */
function renderRange(b: Bounds, field: string): string {
  const min = b.min === undefined ? undefined : formatBound(b.min, field);
  const max = b.max === undefined ? undefined : formatBound(b.max, field);
  if (min !== undefined && max !== undefined && b.minInclusive && b.maxInclusive)
    return `${min} … ${max}`;
  const parts: string[] = [];
  if (min !== undefined) parts.push(`${b.minInclusive ? '≥' : '>'} ${min}`);
  if (max !== undefined) parts.push(`${b.maxInclusive ? '≤' : '<'} ${max}`);
  return parts.join(', ');
}

/** The canonical start of a type cell for these bounds. */
export function renderType(b: Bounds, field: string): string {
  // A list or string of at least 0 has no lower bound worth stating.
  const shown = (b.kind === 'list' || b.kind === 'string') && !b.min ? { ...b, min: undefined } : b;
  const range = renderRange(shown, field);
  if (b.kind !== 'list') return range ? `${b.kind} ${range}` : b.kind;
  // "list of 1 … 50 [services]", but "list ≤ 100 of `{ atMs, rps }`".
  if (!range) return 'list';
  return range.includes('…') ? `list of ${range}` : `list ${range}`;
}

/**
 * A type cell: the bounds the schema decides, then free words. The words start at a `;`,
 * a link, a code span, or an "of" that does not begin a range ("list ≤ 100 of `{…}`").
 */
function splitTypeCell(cell: string): { head: string; tail: string } {
  const at = cell.search(/;| \[| `| of (?![\d≤≥<>])/);
  return at < 0
    ? { head: cell.trim(), tail: '' }
    : { head: cell.slice(0, at).trim(), tail: cell.slice(at) };
}

const sameBounds = (a: Bounds | undefined, b: Bounds | undefined) =>
  JSON.stringify(a) === JSON.stringify(b);

/** The bounds a type cell must state, or undefined when the field has none to state. */
function expectedType(schema: z.ZodType, field: string): string | undefined {
  const b = boundsOf(schema);
  if (!b) return undefined;
  if (b.kind === 'number' || b.kind === 'integer')
    return b.min === undefined && b.max === undefined ? undefined : renderType(b, field);
  if (b.min === undefined && b.max === undefined) return undefined;
  return renderType(b, field);
}

interface Row {
  section: string;
  field: string;
  path: string[];
  /** Index of the line in the document and of the `type` cell in the row. */
  line: number;
  typeCell: number | undefined;
  cells: string[];
}

const splitRow = (line: string) =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((c) => c.trim());

/** Every table row of the document, with the section it sits under. */
function rows(lines: readonly string[]): Row[] {
  const out: Row[] = [];
  let section = '';
  let header: string[] | undefined;
  lines.forEach((line, i) => {
    const heading = /^#+\s+(.*)$/.exec(line);
    if (heading) section = heading[1]!.trim();
    if (!line.startsWith('|')) {
      header = undefined;
      return;
    }
    const cells = splitRow(line);
    if (!header) {
      header = cells;
      return;
    }
    if (/^-+$/.test(cells[0]!.replace(/:/g, ''))) return;
    const field = /^`([^`]+)`/.exec(cells[0]!)?.[1];
    if (!field) return;
    const typeIndex = header.indexOf('type');
    out.push({
      section,
      field,
      path: field.replace(/\[\]/g, '.[]').split('.'),
      line: i,
      typeCell: typeIndex >= 0 ? typeIndex : undefined,
      cells,
    });
  });
  return out;
}

function resolve(row: Row): z.ZodType | undefined {
  for (const root of SECTIONS[row.section] ?? []) {
    const found = schemaAt(root, row.path);
    if (found) return found;
  }
  return undefined;
}

/** Every field the schema bounds, as `section: path`, found by walking from the top. */
export function boundedFields(): string[] {
  const sectionOf = new Map<z.ZodType, string>();
  for (const [name, schemas] of Object.entries(SECTIONS))
    for (const s of schemas) if (!sectionOf.has(s)) sectionOf.set(s, name);
  const found = new Set<string>();
  const walk = (schema: z.ZodType, section: string, path: string[]) => {
    const own = sectionOf.get(schema);
    if (own) [section, path] = [own, []];
    const inner = unwrap(schema);
    const ownSection = sectionOf.get(inner);
    if (ownSection) [section, path] = [ownSection, []];
    const field = path.filter((p) => p !== '[]').at(-1) ?? '';
    if (path.length > 0 && expectedType(inner, field) !== undefined && !isName(inner))
      found.add(`${section}: ${path.join('.').replace(/\.\[\]/g, '[]')}`);
    const def = (inner as unknown as { _zod: { def: Record<string, unknown> } })._zod.def;
    if (def.type === 'object')
      for (const [key, value] of Object.entries(def.shape as Record<string, z.ZodType>))
        walk(value, section, [...path, key]);
    if (def.type === 'array') walk(def.element as z.ZodType, section, [...path, '[]']);
    if (def.type === 'record') walk(def.valueType as z.ZodType, section, path);
    if (def.type === 'union')
      for (const option of def.options as z.ZodType[]) walk(option, section, path);
  };
  walk(scenarioObjectSchema, 'Top level', []);
  return [...found].sort();
}

/** A name reference: described once, in prose, with the name rule's own bounds. */
const isName = (schema: z.ZodType) => sameBounds(boundsOf(schema), boundsOf(nameSchema));

/** Where the document and the schema disagree; empty when they agree. */
export function docBoundsProblems(markdown: string): string[] {
  const lines = markdown.split('\n');
  const problems: string[] = [];
  const documented = new Set<string>();
  const name = boundsOf(nameSchema)!;
  if (!markdown.includes(`are ${name.min} … ${name.max}\ncharacters`))
    problems.push(`the names' rule must say "are ${name.min} … ${name.max} characters"`);
  for (const row of rows(lines)) {
    const schema = resolve(row);
    if (!schema) {
      if (SECTIONS[row.section] && row.typeCell !== undefined)
        problems.push(`${row.section}: \`${row.field}\` is not a field of the schema`);
      continue;
    }
    const want = expectedType(schema, row.path.at(-1)!);
    if (want === undefined) continue;
    documented.add(`${row.section}: ${row.field}`);
    const cell = row.typeCell === undefined ? undefined : row.cells[row.typeCell];
    if (cell === 'name') {
      if (!isName(schema)) problems.push(`${row.section}: \`${row.field}\` is not a name`);
      continue;
    }
    const stated = cell === undefined ? undefined : splitTypeCell(cell).head;
    if (stated !== want)
      problems.push(
        `${row.section}: \`${row.field}\` says "${cell ?? '(no type column)'}", the schema "${want}"`,
      );
  }
  for (const field of boundedFields())
    if (!documented.has(field))
      problems.push(`${field} is bounded in the schema but not documented`);
  return problems;
}

/** The document with every bounded row's type cell restated from the schema. */
export function rewriteDocBounds(markdown: string): string {
  const lines = markdown.split('\n');
  for (const row of rows(lines)) {
    const schema = resolve(row);
    if (!schema || row.typeCell === undefined) continue;
    const want = expectedType(schema, row.path.at(-1)!);
    const cell = row.cells[row.typeCell]!;
    if (want === undefined || cell === 'name') continue;
    const cells = [...row.cells];
    cells[row.typeCell] = `${want}${splitTypeCell(cell).tail}`;
    lines[row.line] = `| ${cells.join(' | ')} |`;
  }
  return lines.join('\n');
}
