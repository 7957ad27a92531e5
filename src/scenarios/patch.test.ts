import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deepEqual } from './compact';
import { applyDiff, applyPatch, diffValues, parsePath } from './patch';

const doc = {
  services: [
    {
      name: 'bff',
      policies: {},
      routes: [
        { name: 'detail', plan: [{ calls: [{ service: 'product' }, { service: 'recommend' }] }] },
      ],
    },
  ],
  faultTimeline: [{ id: 'slow', atMs: 1 }],
};

describe('parsePath', () => {
  it('reads keys, indices, names and field selectors', () => {
    expect(parsePath('services[bff].routes[0].calls[service=recommend].optional')).toEqual([
      'services',
      'bff',
      'routes',
      0,
      'calls',
      { field: 'service', value: 'recommend' },
      'optional',
    ]);
  });

  it('keeps names with dots and arrows whole inside brackets', () => {
    expect(parsePath('edges[a.b->c].retries')).toEqual(['edges', 'a.b->c', 'retries']);
  });
});

describe('applyPatch', () => {
  it('sets a value found by names, creating missing objects, without touching the input', () => {
    const before = structuredClone(doc);
    const result = applyPatch(doc, [
      {
        op: 'set',
        path: 'services[bff].policies[recommend].bulkhead.maxConcurrentCalls',
        value: 5,
      },
      {
        op: 'set',
        path: 'services[bff].routes[detail].plan[0].calls[recommend].optional',
        value: true,
      },
      { op: 'set', path: 'faultTimeline[slow].atMs', value: 2 },
    ]);
    expect(doc).toEqual(before);
    expect(result).toMatchObject({
      ok: true,
      value: {
        services: [
          {
            policies: { recommend: { bulkhead: { maxConcurrentCalls: 5 } } },
            routes: [
              {
                plan: [
                  { calls: [{ service: 'product' }, { service: 'recommend', optional: true }] },
                ],
              },
            ],
          },
        ],
        faultTimeline: [{ id: 'slow', atMs: 2 }],
      },
    });
  });

  it('changes only the path it names, even where the input shares objects', () => {
    const shared = { enabled: true };
    const input = { a: { retry: shared }, b: { retry: shared } };
    const result = applyPatch(input, [{ op: 'set', path: 'a.retry.enabled', value: false }]);
    expect(result).toEqual({
      ok: true,
      value: { a: { retry: { enabled: false } }, b: { retry: { enabled: true } } },
    });
  });

  it('removes a list element by name', () => {
    const result = applyPatch(doc, [{ op: 'remove', path: 'faultTimeline[slow]' }]);
    expect(result).toMatchObject({ ok: true, value: { faultTimeline: [] } });
  });

  it('reports a missing element instead of throwing', () => {
    const result = applyPatch(doc, [{ op: 'set', path: 'services[nope].workers', value: 1 }]);
    expect(result).toEqual({ ok: false, error: 'no element [nope] in the list' });
  });

  it('cannot reach Object.prototype', () => {
    const result = applyDiff({}, [[['__proto__', 'polluted'], true]]);
    expect(result.ok).toBe(false);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('diffValues', () => {
  it('gives edits that turn one JSON value into the other', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (a, b) => {
        fc.pre(!/"(__proto__|constructor|prototype)"/.test(JSON.stringify([a, b])));
        const patched = applyDiff(a, diffValues(a, b));
        // deepEqual, not toEqual: a link is JSON, where -0 and 0 are the same number.
        expect(patched.ok && deepEqual(patched.value, b)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('is empty for equal values', () => {
    expect(diffValues(doc, structuredClone(doc))).toEqual([]);
  });
});
