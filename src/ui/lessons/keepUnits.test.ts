import { describe, expect, it } from 'vitest';
import { keepUnits } from './keepUnits';

describe('keepUnits', () => {
  it('holds a number to its unit', () => {
    expect(keepUnits('Each service fails 0.1 % of its requests')).toBe(
      'Each service fails 0.1\u00a0% of its requests',
    );
    expect(keepUnits('after 30 s, then 500 ms; 100 req/s.')).toBe(
      'after 30\u00a0s, then 500\u00a0ms; 100\u00a0req/s.',
    );
  });

  it('holds it before a Korean particle too', () => {
    expect(keepUnits('각각 0.1 %를 실패한다, t = 30 s부터')).toBe(
      '각각 0.1\u00a0%를 실패한다, t = 30\u00a0s부터',
    );
  });

  it('leaves words that only start like a unit alone', () => {
    expect(keepUnits('3 services and 2 ms-level spikes')).toBe('3 services and 2 ms-level spikes');
  });
});
