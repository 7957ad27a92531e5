import { describe, expect, it } from 'vitest';
import { REST_WHEN_BEHIND_MS, restWhenBehindMs } from './cpuShare';

describe('restWhenBehindMs', () => {
  it('rests on two cores or fewer, or when the count is unknown; not with a core to spare', () => {
    expect(restWhenBehindMs(1)).toBe(REST_WHEN_BEHIND_MS);
    expect(restWhenBehindMs(2)).toBe(REST_WHEN_BEHIND_MS);
    expect(restWhenBehindMs(undefined)).toBe(REST_WHEN_BEHIND_MS);
    expect(restWhenBehindMs(4)).toBe(0);
  });
});
