// Istio's VirtualService as Istio reads it: a route that sets no retries still retries (twice,
// on the default retryOn), and what narrows or splits a route is listed, not dropped unseen.
import { describe, expect, it } from 'vitest';
import { importIstio } from './istioImport';

const ROUTE_WITHOUT_RETRIES = `apiVersion: networking.istio.io/v1
kind: VirtualService
metadata:
  name: ratings
spec:
  hosts: [ratings]
  http:
    - name: ratings-v2
      match:
        - uri:
            prefix: /v2
      route:
        - destination:
            host: ratings
            subset: v2
          weight: 100
      timeout: 3s
`;

describe('importIstio', () => {
  const result = importIstio(ROUTE_WITHOUT_RETRIES);
  const call = result.placements.ratings!;
  const policy = () => result.scenario.services.find((s) => s.name === 'app')?.policies.ratings;

  it('gives a route with no retries Istio’s own: 2 retries, listed as filled by default', () => {
    expect(call).toBe('app->ratings');
    // Istio's `attempts` counts retries; maxAttempts counts the first call too.
    expect(policy()?.retry).toMatchObject({ enabled: true, maxAttempts: 3 });
    expect(result.filledByDefault.map((f) => f.key)).toContain('VirtualService http[0].retries');
    // Istio's default retryOn retries only some failures: the gap is named, and gRPC's
    // `cancelled` is known (it retries nothing here), not reported as an unknown word.
    const retryOn = result.notExpressed.find((n) => n.key.endsWith('retries.retryOn'));
    expect(retryOn?.why).toMatch(/leaves out/);
    expect(retryOn?.why).not.toMatch(/cancelled/);
  });

  it('lists the match, the subset and the weight with why, at their lines', () => {
    const listed = result.notExpressed.map((n) => `${n.line}:${n.key}`);
    expect(listed).toEqual(
      expect.arrayContaining([
        '10:VirtualService http[0].match',
        '15:VirtualService http[0].route[0].destination.subset',
        '16:VirtualService http[0].route[0].weight',
      ]),
    );
  });
});

describe('importIstio: routes that are not HTTP', () => {
  it('lists tcp and tls routes with why', () => {
    const result = importIstio(`apiVersion: networking.istio.io/v1
kind: VirtualService
metadata:
  name: db
spec:
  hosts: [db]
  tcp:
    - route:
        - destination: { host: db }
  tls:
    - match:
        - sniHosts: [db]
      route:
        - destination: { host: db }
`);
    expect(result.notExpressed.map((n) => `${n.line}:${n.key}`)).toEqual([
      '8:VirtualService tcp[0]',
      '11:VirtualService tls[0]',
    ]);
    expect(result.notExpressed[0]!.why).toMatch(/not HTTP requests/);
  });
});
