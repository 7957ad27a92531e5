import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { scenarioJsonSchema } from './export-schema';

const docs = resolve(dirname(fileURLToPath(import.meta.url)), '../docs');

function propertyNames(node: unknown, names = new Set<string>()): Set<string> {
  if (Array.isArray(node)) node.forEach((n) => propertyNames(n, names));
  else if (node && typeof node === 'object') {
    const properties = (node as { properties?: Record<string, unknown> }).properties;
    if (properties) Object.keys(properties).forEach((k) => names.add(k));
    Object.values(node).forEach((n) => propertyNames(n, names));
  }
  return names;
}

describe('docs/scenario.schema.json and docs/scenario.md', () => {
  it('the committed JSON Schema is what `npm run schema` writes', () => {
    const committed = JSON.parse(readFileSync(resolve(docs, 'scenario.schema.json'), 'utf8'));
    expect(committed).toEqual(JSON.parse(JSON.stringify(scenarioJsonSchema())));
  });

  it('scenario.md documents every field of the schema', () => {
    const markdown = readFileSync(resolve(docs, 'scenario.md'), 'utf8');
    const missing = [...propertyNames(scenarioJsonSchema())].filter(
      (name) => !markdown.includes(`\`${name}`) && !markdown.includes(`.${name}\``),
    );
    expect(missing).toEqual([]);
  });
});
