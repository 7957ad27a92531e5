// docs/scenario.md states every bound the zod schema puts on a field, and states it as
// the schema does (it gave no maximum for a bulkhead's maxWaitDurationMs
// where the schema capped it at 600,000, and 25 more had drifted). `npm run schema`
// rewrites the tables' bounds; this test fails when they are stale or a field has no row.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { describe, expect, it } from 'vitest';
import { PROTECTIONS } from '../src/sim/protections/registry';
import { rewriteProtectionDocs } from './protectionDocs';
import { boundedFields, docBoundsProblems, rewriteDocBounds } from './scenarioDocBounds';

const DOC = resolve(dirname(fileURLToPath(import.meta.url)), '../docs/scenario.md');
const markdown = readFileSync(DOC, 'utf8');

describe("docs/scenario.md's bounds", () => {
  it('agree with the schema, and every bounded field has a row', () => {
    expect(docBoundsProblems(markdown)).toEqual([]);
  });

  it('the walk finds the bounded fields the issue named (not an empty list)', () => {
    const fields = boundedFields();
    expect(fields).toContain('Bulkhead: maxWaitDurationMs');
    expect(fields).toContain('Services: connectionPool.maxWaitDurationMs');
    expect(fields).toContain('Clients: arrival.schedule[].rps');
    expect(fields.length).toBeGreaterThan(50);
  });

  it('a stale bound is reported, and the rewrite restores the schema’s', () => {
    const stale = markdown.replace(
      /\| `maxWaitDurationMs`(\s*)\| number 0 … 600 000 \(10 min\)/,
      '| `maxWaitDurationMs`$1| number ≥ 0',
    );
    expect(stale).not.toBe(markdown);
    expect(docBoundsProblems(stale)).toEqual([
      'Bulkhead: `maxWaitDurationMs` says "number ≥ 0", the schema "number 0 … 600 000 (10 min)"',
    ]);
    expect(docBoundsProblems(rewriteDocBounds(stale))).toEqual([]);
  });

  it('a bounded field without a row is reported', () => {
    const missing = markdown.replace(/^\| `arrival\.schedule\[\]\.rps`.*\n/m, '');
    expect(docBoundsProblems(missing)).toEqual([
      'Clients: arrival.schedule[].rps is bounded in the schema but not documented',
    ]);
  });

  // The protections' sections are written from the registry (protectionDocs.ts) before the
  // bounds; prettier's first run is slow on a loaded machine.
  it(
    '`npm run schema` leaves the current document as it is (free words kept, the protections’ sections current)',
    { timeout: 60_000 },
    async () => {
      const options = { ...(await resolveConfig(DOC)), parser: 'markdown' };
      const rewritten = rewriteDocBounds(rewriteProtectionDocs(markdown));
      expect(await format(rewritten, options)).toBe(markdown);
    },
  );
});

describe("docs/scenario.md's protections", () => {
  it('each has a row in the call policy and a word in the layer order', () => {
    const callPolicy = markdown.slice(markdown.indexOf('## Call policy'));
    const layerOrderRow = callPolicy.split('\n').find((l) => l.startsWith('| `layerOrder`'))!;
    for (const d of PROTECTIONS) {
      expect(callPolicy, d.key).toMatch(new RegExp(`\\n\\| \`${d.key}\` +\\|`));
      expect(layerOrderRow, d.key).toContain(`\`${d.key}\``);
    }
  });
});
