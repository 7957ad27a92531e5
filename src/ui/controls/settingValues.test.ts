import { describe, expect, it } from 'vitest';
import { PROTECTIONS } from '../../sim/protections/registry';
import { callPolicySchema, serviceSchema } from '../../sim/scenario';
import { ALL_SETTINGS, findSetting, groupsFor, type NumberSetting } from './settingsCatalog';
import {
  fromDisplay,
  fromSliderPosition,
  parseNumberInput,
  readable,
  readSetting,
  toDisplay,
  toSliderPosition,
  writeSetting,
} from './settingValues';
import { medianLatencyMs, withMedianLatency } from './latency';

const numberSetting = (id: string) => findSetting(id) as NumberSetting;
const failureRate = numberSetting('edge.breaker.failureRateThreshold');
const timeout = numberSetting('edge.timeoutMs');
const http5xx = numberSetting('service.faults.errorRates.http5xx');
const workers = numberSetting('service.workers');

describe('settings catalog', () => {
  it('gives every setting a unique id, a label and help text', () => {
    const ids = ALL_SETTINGS.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const s of ALL_SETTINGS) {
      expect(s.label.length).toBeGreaterThan(2);
      expect(s.help.length).toBeGreaterThan(10);
    }
  });

  it('keeps every number setting’s slider inside its valid range', () => {
    for (const s of ALL_SETTINGS) {
      if (s.kind !== 'number') continue;
      expect(s.min).toBeLessThan(s.max);
      expect(s.sliderMin ?? s.min).toBeGreaterThanOrEqual(s.min);
      expect(s.sliderMax ?? s.max).toBeLessThanOrEqual(s.max);
    }
  });

  it('uses Resilience4j names for the breaker', () => {
    const names = ALL_SETTINGS.filter((s) => s.group === 'Circuit breaker').map((s) => s.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'failureRateThreshold',
        'slowCallRateThreshold',
        'slowCallDurationThreshold',
        'slidingWindowSize',
        'minimumNumberOfCalls',
        'waitDurationInOpenState',
        'permittedNumberOfCallsInHalfOpenState',
      ]),
    );
  });

  it('every path points at a field the default call policy has', () => {
    const policy = callPolicySchema.parse({
      timeoutMs: 1000,
      deadlineMs: 5000,
      bulkhead: { maxQueueLength: 4 },
      retry: { budget: { type: 'grpc', grpc: {}, finagle: {}, retryBreaker: {} } },
      // The registry's protections, each present (an object that exists once switched on),
      // so every field of theirs is.
      ...Object.fromEntries(PROTECTIONS.map((d) => [d.key, {}])),
      hedge: { delayPercentile: 95 },
      costPerAttempt: 0.5,
    });
    for (const s of ALL_SETTINGS.filter((x) => x.scope === 'edge')) {
      expect(readSetting(policy, s), s.id).not.toBeUndefined();
    }
  });

  it('every service path points at a field a full service has', () => {
    const service = serviceSchema.parse({
      name: 's',
      workers: 4,
      queueTimeoutMs: 100,
      connectionPool: { size: 20 },
      outlierEjection: {},
      codel: {},
      routes: [{ name: 'default', processing: { type: 'constant', ms: 5 } }],
    });
    for (const s of ALL_SETTINGS.filter((x) => x.scope === 'service')) {
      expect(readSetting(service, s), s.id).not.toBeUndefined();
    }
  });

  it('shows the sliding-window fields only for a sliding-window breaker', () => {
    const sliding = callPolicySchema.parse({ breaker: { type: 'slidingWindow' } });
    const consecutive = callPolicySchema.parse({ breaker: { type: 'consecutiveFailures' } });
    const names = (owner: unknown) =>
      groupsFor('edge', owner)
        .find((g) => g.name === 'Circuit breaker')!
        .settings.map((s) => s.name);
    expect(names(sliding)).toContain('failureRateThreshold');
    expect(names(sliding)).not.toContain('failureThreshold');
    expect(names(consecutive)).toContain('failureThreshold');
    expect(names(consecutive)).not.toContain('minimumNumberOfCalls');
  });

  it('gives the protections their on/off switch', () => {
    const groups = groupsFor('edge', callPolicySchema.parse({}));
    expect(groups.find((g) => g.name === 'Bulkhead')?.toggle?.id).toBe('edge.bulkhead.enabled');
  });
});

describe('reading and writing', () => {
  it('writes a nested value without touching the original', () => {
    const policy = callPolicySchema.parse({});
    const next = writeSetting(policy, failureRate, 30);
    expect(next.breaker.failureRateThreshold).toBe(30);
    expect(policy.breaker.failureRateThreshold).toBe(50);
    expect(next.retry).toBe(policy.retry);
  });

  it('removes an optional value set to none', () => {
    const policy = callPolicySchema.parse({ timeoutMs: 500 });
    expect('timeoutMs' in writeSetting(policy, timeout, undefined)).toBe(false);
  });

  it('removes the whole optional object when its required field is set to none', () => {
    const pool = findSetting('service.connectionPool.size')!;
    const service = { name: 's', connectionPool: { size: 20, maxWaitDurationMs: 0 } };
    expect(writeSetting(service, pool, 50).connectionPool).toEqual({
      size: 50,
      maxWaitDurationMs: 0,
    });
    expect('connectionPool' in writeSetting(service, pool, undefined)).toBe(false);
  });

  it('shows fractions as percent and stores them back', () => {
    expect(toDisplay(http5xx, 0.07)).toBe(7);
    expect(fromDisplay(http5xx, 7)).toBe(0.07);
  });
});

describe('parseNumberInput', () => {
  it('refuses values out of range with a message that names the limit', () => {
    expect(parseNumberInput(failureRate, '150')).toEqual({
      ok: false,
      error: 'At most 100 %',
      reason: 'atMost',
      bound: 100,
    });
    // The schema's range (Resilience4j's): more than 0, at most 100. This said "at least 1"
    // while the schema took 0: the catalog kept its own copy of the bounds (issue 9 §4).
    expect(parseNumberInput(failureRate, '0')).toEqual({
      ok: false,
      error: 'More than 0 %',
      reason: 'moreThan',
      bound: 0,
    });
    expect(parseNumberInput(failureRate, '0.5')).toEqual({ ok: true, value: 0.5 });
    expect(parseNumberInput(failureRate, 'abc')).toEqual({
      ok: false,
      error: 'Not a number',
      reason: 'notNumber',
    });
  });

  it('refuses fractions where a whole number is needed', () => {
    expect(parseNumberInput(workers, '2.5')).toEqual({
      ok: false,
      error: 'A whole number',
      reason: 'whole',
    });
  });

  it('accepts a value inside the range, and empty for an optional setting', () => {
    expect(parseNumberInput(failureRate, ' 42 ')).toEqual({ ok: true, value: 42 });
    expect(parseNumberInput(timeout, '')).toEqual({ ok: true, value: undefined });
    expect(parseNumberInput(workers, '').ok).toBe(false);
  });
});

describe('sliders', () => {
  it('round-trips a value through a log slider', () => {
    for (const v of [10, 250, 2000, 60_000]) {
      const back = fromSliderPosition(timeout, toSliderPosition(timeout, v));
      expect(Math.abs(back - v) / v).toBeLessThan(0.06);
    }
  });

  it('reaches both ends of a log slider exactly', () => {
    expect(fromSliderPosition(timeout, 0)).toBe(10);
    expect(fromSliderPosition(timeout, 1000)).toBe(120_000);
  });

  it('is the identity for a linear slider', () => {
    expect(toSliderPosition(failureRate, 55)).toBe(55);
    expect(fromSliderPosition(failureRate, 55)).toBe(55);
  });

  it('reads long durations in seconds', () => {
    expect(readable(timeout, 30_000)).toBe('30 s');
    expect(readable(timeout, 250)).toBe('250 ms');
    expect(readable(timeout, undefined)).toBe('none');
  });
});

describe('latency', () => {
  it('moves the median and keeps the shape', () => {
    const d = withMedianLatency({ type: 'lognormal', p50Ms: 20, p99Ms: 80 }, 200);
    expect(d).toEqual({ type: 'lognormal', p50Ms: 200, p99Ms: 800 });
    expect(medianLatencyMs({ type: 'uniform', minMs: 10, maxMs: 30 })).toBe(20);
  });
});
