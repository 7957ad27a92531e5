// npm run schema: writes docs/scenario.schema.json from the zod schema, so editors can
// validate and complete scenario files, and restates the bounds in docs/scenario.md's
// tables from the same schema (scenarioDocBounds.ts). `io: 'input'` describes what a person may write:
// fields with defaults are optional.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { z } from 'zod';
import { SCENARIO_VERSION, scenarioSchema } from '../src/sim/scenario';
import { rewriteProtectionDocs } from './protectionDocs';
import { docBoundsProblems, rewriteDocBounds } from './scenarioDocBounds';

const OUT = resolve(dirname(fileURLToPath(import.meta.url)), '../docs/scenario.schema.json');
const DOC = resolve(dirname(OUT), 'scenario.md');

export function scenarioJsonSchema(): Record<string, unknown> {
  const schema = z.toJSONSchema(scenarioSchema, { io: 'input', unrepresentable: 'any' });
  return {
    $id: `https://resilience-playground.local/scenario.v${SCENARIO_VERSION}.schema.json`,
    title: `Resilience Playground scenario, version ${SCENARIO_VERSION}`,
    description:
      'One scenario: services, clients, faults and protections. Reference: docs/scenario.md. ' +
      'Cross-field rules (names that must exist, no call cycles) are checked by the app, not by this schema.',
    ...schema,
  };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  // Formatted by prettier, so `npm run lint` (prettier --check) passes on a fresh export.
  const text = await format(JSON.stringify(scenarioJsonSchema()), { parser: 'json' });
  writeFileSync(OUT, text);
  console.log(`wrote ${OUT}`);
  const options = { ...(await resolveConfig(DOC)), parser: 'markdown' };
  const doc = await format(
    rewriteDocBounds(rewriteProtectionDocs(readFileSync(DOC, 'utf8'))),
    options,
  );
  writeFileSync(DOC, doc);
  console.log(`wrote the bounds in ${DOC}`);
  // What a rewrite cannot fix (a bounded field with no row) is for a person to write.
  for (const problem of docBoundsProblems(doc)) console.warn(`docs/scenario.md: ${problem}`);
}
