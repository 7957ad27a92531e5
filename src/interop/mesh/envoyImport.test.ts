// Envoy's listener-level settings and discovered endpoints are listed with why, not read
// silently: the connection manager's own timeouts, a local rate limit that limits nothing,
// an RDS route table, an EDS cluster whose endpoints are not in the file.
import { describe, expect, it } from 'vitest';
import { importEnvoy } from './envoyImport';

const LISTENER = `static_resources:
  listeners:
    - name: ingress
      filter_chains:
        - filters:
            - name: envoy.filters.network.http_connection_manager
              typed_config:
                stat_prefix: ingress
                request_timeout: 10s
                stream_idle_timeout: 60s
                http_filters:
                  - name: envoy.filters.http.local_ratelimit
                    typed_config:
                      stat_prefix: rl
                      token_bucket:
                        max_tokens: 100
                        tokens_per_fill: 100
                        fill_interval: 1s
                  - name: envoy.filters.http.router
                route_config:
                  virtual_hosts:
                    - name: backend
                      domains: ['*']
                      routes:
                        - match: { prefix: / }
                          route: { cluster: payments, timeout: 3s }
  clusters:
    - name: payments
      type: EDS
      eds_cluster_config:
        eds_config: { ads: {} }
`;

describe('importEnvoy: listener settings and discovery', () => {
  const result = importEnvoy(LISTENER);
  const why = (key: string) => result.notExpressed.find((n) => n.key === key);

  it('lists the connection manager’s request and stream idle timeouts at their lines', () => {
    expect(why('http_connection_manager.request_timeout')).toMatchObject({ line: 9 });
    // It times the request's arrival, which takes no time here: it never fires.
    expect(why('http_connection_manager.request_timeout')?.why).toMatch(/never fires/);
    expect(why('http_connection_manager.stream_idle_timeout')).toMatchObject({ line: 10 });
  });

  it('lists a local rate limit left at Envoy’s 0 % enabled, and limits nothing', () => {
    const listed = why(
      'http_connection_manager.http_filters[0] envoy.filters.http.local_ratelimit',
    );
    expect(listed?.line).toBe(12);
    expect(listed?.why).toMatch(/^filter_enabled is left out or 0 %/);
    const policy = result.scenario.services.find((s) => s.name === 'app')?.policies.payments;
    expect(policy?.rateLimiter?.enabled ?? false).toBe(false);
  });

  it('finds an EDS cluster and says its endpoints are not in the file', () => {
    expect(result.instances).toContain('payments');
    expect(why('cluster payments.type')?.why).toMatch(/EDS server/);
    expect(why('cluster payments.eds_cluster_config')?.why).toMatch(/EDS server/);
  });

  it('lists routes that come from RDS', () => {
    const rds = importEnvoy(
      LISTENER.replace(
        /route_config:[\s\S]*?(?=\n {2}clusters)/,
        'rds: { route_config_name: r }\n',
      ),
    );
    expect(rds.notExpressed.find((n) => n.key === 'http_connection_manager.rds')?.why).toMatch(
      /RDS server/,
    );
  });
});

describe('importEnvoy: the stream’s lifetime bounds the call', () => {
  const withStream = (duration: string, routeTimeout: string) =>
    LISTENER.replace(
      'stream_idle_timeout: 60s',
      `stream_idle_timeout: 60s\n                common_http_protocol_options: { max_stream_duration: ${duration} }`,
    ).replace('timeout: 3s', `timeout: ${routeTimeout}`);
  const deadline = (text: string) =>
    importEnvoy(text).scenario.services.find((s) => s.name === 'app')?.policies.payments
      ?.deadlineMs;

  it('the shorter of max_stream_duration and the route timeout is the deadline', () => {
    expect(deadline(withStream('2s', '3s'))).toBe(2_000);
    expect(deadline(withStream('5s', '3s'))).toBe(3_000);
    // A route timeout of 0s is none: the stream's life is all that bounds the call.
    expect(deadline(withStream('5s', '0s'))).toBe(5_000);
  });

  it('routes from RDS lead to no call: listed', () => {
    const rds = importEnvoy(
      withStream('2s', '3s').replace(
        /route_config:[\s\S]*?(?=\n {2}clusters)/,
        'rds: { route_config_name: r }\n',
      ),
    );
    expect(
      rds.notExpressed.find((n) =>
        n.key.endsWith('common_http_protocol_options.max_stream_duration'),
      )?.why,
    ).toMatch(/lead to no call/);
  });
});
