// Every machine the engine has is in the every-guard-matters battery: a machine added under
// src/sim/machines or src/sim/protections without scenarios for its guards fails here, so the
// hand-written list in guardBatteries.ts cannot fall behind the code.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { MACHINES } from '../src/sim/engine/testing/guardBatteries';

const SIM = fileURLToPath(new URL('../src/sim', import.meta.url));

/** Exports that are XState machines: they carry an authored config and implementations. */
const isMachine = (value: unknown) =>
  typeof value === 'object' && value !== null && 'config' in value && 'implementations' in value;

it('the guard battery covers every machine under src/sim', async () => {
  const files = ['machines', 'protections'].flatMap((dir) =>
    readdirSync(join(SIM, dir), { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.includes('testing'))
      .map((f) => join(SIM, dir, f)),
  );
  const found = new Set<string>();
  for (const file of files)
    for (const [name, value] of Object.entries(await import(file)))
      if (isMachine(value)) found.add(name);
  expect(found.size).toBeGreaterThan(10);
  expect([...found].sort()).toEqual(MACHINES.map((m) => m.exportName).sort());
});
