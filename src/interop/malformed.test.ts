// A file the reader cannot make sense of: the error names the line and the key.
import { describe, expect, it } from 'vitest';
import { importConfig, MalformedConfigError } from '.';
import { readConfig } from './configText';
import { durationMs } from './values';

function errorOf(run: () => unknown): MalformedConfigError {
  try {
    run();
  } catch (e) {
    if (e instanceof MalformedConfigError) return e;
    throw e;
  }
  throw new Error('no error');
}

describe('malformed files', () => {
  it('a YAML syntax error names its line and the key on it', () => {
    const e = errorOf(() =>
      importConfig(
        'resilience4j:\n  retry:\n    instances:\n      a:\n        maxAttempts: [3\n        waitDuration: 1s\n',
      ),
    );
    expect(e.line).toBeGreaterThanOrEqual(5);
    expect(e.message).toMatch(/^line \d+: /);
  });

  it('a duration that is not one names its line and key', () => {
    const e = errorOf(() =>
      importConfig(
        'resilience4j.circuitbreaker:\n  instances:\n    a:\n      waitDurationInOpenState: 5 parsecs\n',
      ),
    );
    expect(e.line).toBe(4);
    expect(e.key).toBe('resilience4j.circuitbreaker.instances.a.waitDurationInOpenState');
    expect(e.message).toContain('"5 parsecs" is not a duration');
  });

  it('a number that is not one, in a properties file', () => {
    const e = errorOf(() =>
      importConfig('resilience4j.retry.instances.a.maxAttempts=three\n', {
        fileName: 'application.properties',
      }),
    );
    expect([e.line, e.key]).toEqual([1, 'resilience4j.retry.instances.a.maxAttempts']);
  });

  it('a baseConfig naming no config', () => {
    const e = errorOf(() =>
      importConfig(
        'resilience4j.circuitbreaker:\n  instances:\n    a:\n      baseConfig: shared\n',
      ),
    );
    expect(e.line).toBe(4);
    expect(e.message).toContain('baseConfig "shared" names no config');
  });

  it('an Envoy duration that is not one', () => {
    const e = errorOf(() =>
      importConfig(
        'name: x\nconnect_timeout: 1s\noutlier_detection:\n  base_ejection_time: soon\n',
      ),
    );
    expect([e.line, e.key]).toEqual([4, 'cluster x.outlier_detection.base_ejection_time']);
  });
});

describe('values', () => {
  it.each([
    ['5s', 5_000],
    ['5000ms', 5_000],
    ['PT5S', 5_000],
    ['PT1M30S', 90_000],
    [5000, 5_000],
    ['5000', 5_000],
    ['2m', 120_000],
  ] as const)('Spring duration %j is %d ms', (text, ms) => expect(durationMs(text, 'k')).toBe(ms));

  it('YAML and properties give the same entries', () => {
    const yaml = readConfig(
      'resilience4j.retry:\n  instances:\n    a:\n      retryExceptions: [x.A, x.B]\n',
      'yaml',
    );
    const props = readConfig(
      'resilience4j.retry.instances.a.retryExceptions[0]=x.A\nresilience4j.retry.instances.a.retryExceptions[1]=x.B\n',
      'properties',
    );
    expect(props.entries.map(({ path, value }) => ({ path, value }))).toEqual(
      yaml.entries.map(({ path, value }) => ({ path, value })),
    );
  });
});
