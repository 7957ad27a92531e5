// Envoy's local rate limit filter becomes the call's rate limiter only where it means the
// same; each way it does not is listed with why, and nothing is put on the call.
import { describe, expect, it } from 'vitest';
import { importEnvoy } from './envoyImport';
import { policyOf } from '../placement';

const KEY = 'http_connection_manager.http_filters[0] envoy.filters.http.local_ratelimit';
const ALL = 'default_value: { numerator: 100, denominator: HUNDRED }';

/** The connection manager; `routes`: each route's YAML lines, as under `routes:`. */
function listener({
  bucket = 'max_tokens: 10, tokens_per_fill: 10, fill_interval: 0.5s',
  enabled = ALL,
  enforced = ALL,
  routes = [['- match: { prefix: / }', '  route: { cluster: payments }']],
}: { bucket?: string; enabled?: string; enforced?: string; routes?: string[][] } = {}): string {
  const indent = ' '.repeat(22);
  return `static_resources:
  listeners:
    - filter_chains:
        - filters:
            - typed_config:
                http_filters:
                  - name: envoy.filters.http.local_ratelimit
                    typed_config:
                      token_bucket: { ${bucket} }
                      filter_enabled: { ${enabled} }
                      filter_enforced: { ${enforced} }
                route_config:
                  virtual_hosts:
                    - name: backend
                      domains: ['*']
                      routes:
${routes.flatMap((r) => r.map((l) => indent + l)).join('\n')}
`;
}

const read = (text: string) => {
  const result = importEnvoy(text);
  const why = result.notExpressed.find((n) => n.key === KEY)?.why;
  return { result, why, limiter: policyOf(result.scenario, 'app->payments')?.rateLimiter };
};

describe('Envoy local rate limit', () => {
  it('a bucket refilled whole, every request limited, one call: the call’s rate limiter', () => {
    const { limiter, why, result } = read(listener());
    expect(why).toBeUndefined();
    expect(limiter).toEqual({
      enabled: true,
      limitForPeriod: 10,
      limitRefreshPeriodMs: 500,
      timeoutMs: 0,
    });
    // Outside the retry: one token per request, as the filter runs before the router.
    expect(policyOf(result.scenario, 'app->payments')?.layerOrder).toMatch(/^rateLimiter-/);
    // The refill's shape since Envoy 1.31 is said, not hidden.
    expect(result.notExpressed.map((n) => n.why)).toEqual([
      expect.stringMatching(/^read as limitForPeriod 10 every limitRefreshPeriod 0.5s.*1\.31/),
    ]);
  });

  it.each([
    [
      'a bucket holding more than one fill',
      { bucket: 'max_tokens: 50, tokens_per_fill: 10, fill_interval: 1s' },
      /burst of max_tokens/,
    ],
    [
      'a share of the requests',
      { enforced: 'default_value: { numerator: 5000, denominator: TEN_THOUSAND }' },
      /limits 50 % of the requests/,
    ],
    ['shadow mode (not enforced)', { enforced: '' }, /^filter_enforced is left out or 0 %/],
  ])('%s is listed, and nothing limited', (_name, parts, pattern) => {
    const { limiter, why } = read(listener(parts));
    expect(why).toMatch(pattern);
    expect(limiter?.enabled ?? false).toBe(false);
  });

  it('routes to two calls share one bucket: listed', () => {
    const routes = [
      ['- match: { prefix: /a }', '  route: { cluster: payments }'],
      ['- match: { prefix: /b }', '  route: { cluster: orders }'],
    ];
    const { why, limiter } = read(listener({ routes }));
    expect(why).toMatch(/lead to 2 calls \(app->payments, app->orders\)/);
    expect(limiter?.enabled ?? false).toBe(false);
  });

  it('a route with its own bucket: both listed, with why', () => {
    const routes = [
      [
        '- match: { prefix: / }',
        '  route: { cluster: payments }',
        '  typed_per_filter_config:',
        '    envoy.filters.http.local_ratelimit:',
        "      '@type': type.googleapis.com/envoy.extensions.filters.http.local_ratelimit.v3.LocalRateLimit",
        '      token_bucket: { max_tokens: 1, fill_interval: 1s }',
      ],
    ];
    const { why, result, limiter } = read(listener({ routes }));
    expect(why).toMatch(/1 of its routes have their own bucket/);
    expect(
      result.notExpressed.find((n) => n.key.endsWith('routes[0].typed_per_filter_config'))?.why,
    ).toMatch(/^a route’s \(or virtual host’s\) own local rate limit bucket/);
    expect(limiter?.enabled ?? false).toBe(false);
  });
});
