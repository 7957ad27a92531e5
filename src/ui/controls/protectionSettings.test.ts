import { describe, expect, it } from 'vitest';
import { callPolicySchema, serviceSchema } from '../../sim/scenario';
import { MAX_REPLICAS } from '../../sim/scenario/topology';
import { rateLimiterPolicySchema } from '../../sim/scenario/protectionPolicies';
import { findSetting, groupsFor, type NumberSetting } from './settingsCatalog';

const numberSetting = (id: string) => findSetting(id) as NumberSetting;
const names = (owner: unknown, group: string, scope: 'edge' | 'service' = 'edge') =>
  groupsFor(scope, owner)
    .find((g) => g.name === group)!
    .settings.map((s) => s.name);

describe('the settings of the protections beyond the core', () => {
  it('take their ranges and defaults from the schema', () => {
    expect(numberSetting('service.replicas').max).toBe(MAX_REPLICAS);
    expect(numberSetting('service.replicas').integer).toBe(true);
    const limit = numberSetting('edge.rateLimiter.limitForPeriod');
    expect(limit.defaultValue).toBe(rateLimiterPolicySchema.parse({}).limitForPeriod);
    // maxHedgedShare is 0–1 stored, shown in percent.
    expect(numberSetting('edge.hedge.maxHedgedShare').max).toBe(100);
    // "None" means something for an optional setting: it has no default to show instead.
    expect(numberSetting('edge.costPerAttempt').defaultValue).toBeUndefined();
  });

  it('show a protection’s fields only once it is switched on', () => {
    const off = callPolicySchema.parse({});
    const rateGroup = groupsFor('edge', off).find((g) => g.name === 'Rate limiter')!;
    expect(rateGroup.toggle?.id).toBe('edge.rateLimiter.enabled');
    const on = callPolicySchema.parse({ rateLimiter: { enabled: true } });
    expect(names(on, 'Rate limiter')).toEqual([
      'limitForPeriod',
      'limitRefreshPeriod',
      'timeoutDuration',
    ]);
  });

  it('show the fields of the chosen retry budget only', () => {
    const tokens = callPolicySchema.parse({ retry: { budget: { enabled: true } } });
    const grpc = callPolicySchema.parse({ retry: { budget: { enabled: true, type: 'grpc' } } });
    expect(names(tokens, 'Retry')).toContain('tokensPerSuccess');
    expect(names(tokens, 'Retry')).not.toContain('retryThrottling.maxTokens');
    expect(names(grpc, 'Retry')).toContain('retryThrottling.maxTokens');
    expect(names(grpc, 'Retry')).not.toContain('tokensPerSuccess');
  });

  it('offer a balancer and outlier ejection only for a service of several replicas', () => {
    const base = {
      name: 's',
      workers: 1,
      routes: [{ name: 'default', processing: { type: 'constant', ms: 1 } }],
    };
    const one = serviceSchema.parse(base);
    const three = serviceSchema.parse({ ...base, replicas: 3, outlierEjection: {} });
    expect(names(one, 'Replicas', 'service')).toEqual(['replicas']);
    expect(names(three, 'Replicas', 'service')).toContain('balancer');
    expect(names(three, 'Replicas', 'service')).toContain('max_ejection_percent');
  });
});
