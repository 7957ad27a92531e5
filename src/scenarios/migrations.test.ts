import { describe, expect, it } from 'vitest';
import { SCENARIO_VERSION } from '../sim/scenario';
import { loadScenarioDocument } from './loadDocument';
import { compressUriSafe } from './lzCapped';
import { migrateToCurrent } from './migrations';
import { decodeScenarioFromUrl } from './urlCodec';

/** A document in the pre-release shape, as an early link or file would hold it. */
const v0Document = {
  version: 0,
  name: 'early',
  seed: 9,
  durationS: 90,
  services: {
    gateway: {
      workers: 50,
      queue: 10,
      routes: {
        default: { latencyMs: { type: 'constant', ms: 5 }, calls: [['api/list'], ['cache']] },
      },
    },
    api: { workers: 20, routes: { list: { latencyMs: { type: 'exponential', meanMs: 30 } } } },
    cache: { workers: 5, routes: { default: { latencyMs: { type: 'constant', ms: 1 } } } },
  },
  clients: [
    { name: 'web', target: 'gateway/default', rps: 12, arrival: 'constant', timeoutMs: 500 },
  ],
};

describe('migrations', () => {
  it('opens a version 0 document as the same system in version 1', () => {
    const loaded = loadScenarioDocument(v0Document);
    expect(loaded.ok).toBe(true);
    if (!loaded.ok) return;
    expect(loaded.migratedFrom).toBe(0);
    const s = loaded.scenario;
    expect(s).toMatchObject({ version: 1, name: 'early', seed: 9, durationMs: 90_000 });
    expect(s.services.map((x) => x.name)).toEqual(['gateway', 'api', 'cache']);
    expect(s.services[0]?.queueCapacity).toBe(10);
    expect(s.services[0]?.routes[0]?.plan).toEqual([
      { calls: [{ service: 'api', route: 'list', optional: false, fallback: 'empty' }] },
      { calls: [{ service: 'cache', route: 'default', optional: false, fallback: 'empty' }] },
    ]);
    expect(s.clients[0]).toMatchObject({
      service: 'gateway',
      route: 'default',
      arrival: { type: 'constant', rps: 12 },
      policy: { timeoutMs: 500 },
    });
  });

  it('opens an old link (#s=0.…) through the same migration', () => {
    const { version: _version, ...payload } = v0Document;
    const decoded = decodeScenarioFromUrl(`#s=0.${compressUriSafe(JSON.stringify(payload))}`);
    expect(decoded).toMatchObject({ ok: true, migratedFrom: 0, scenario: { durationMs: 90_000 } });
  });

  it('leaves a current document alone', () => {
    const doc = { version: SCENARIO_VERSION, durationMs: 1 };
    expect(migrateToCurrent(doc)).toEqual({ ok: true, doc, from: SCENARIO_VERSION });
  });

  it('refuses a version from a newer app with a message that says so', () => {
    const result = migrateToCurrent({ version: SCENARIO_VERSION + 1 });
    expect(result).toMatchObject({ ok: false, error: expect.stringContaining('newer app') });
  });

  it('refuses a missing or odd version', () => {
    expect(migrateToCurrent({})).toMatchObject({
      ok: false,
      error: expect.stringContaining('version'),
    });
    expect(migrateToCurrent({ version: 0.5 })).toMatchObject({ ok: false });
    expect(migrateToCurrent([1])).toMatchObject({ ok: false });
  });

  it('turns a broken version 0 document into validation errors, not a crash', () => {
    const loaded = loadScenarioDocument({ version: 0, services: 'nope', clients: [null] });
    expect(loaded.ok).toBe(false);
  });
});
