import { describe, expect, it } from 'vitest';
import { reachedSpeed, speedShortfall } from './reachedSpeed';

describe('reached speed', () => {
  it('is simulated time over wall time between two readings', () => {
    // 150 simulated seconds in one wall second.
    expect(reachedSpeed({ simMs: 0, wallMs: 0 }, { simMs: 150_000, wallMs: 1_000 })).toBe(150);
    expect(reachedSpeed({ simMs: 0, wallMs: 5 }, { simMs: 10, wallMs: 5 })).toBeNull();
  });

  it('says what it reaches only when it falls clearly short of the asked speed', () => {
    expect(speedShortfall(1000, 152)).toBe('asked 1000×, running at 150×');
    expect(speedShortfall(100, 43.4)).toBe('asked 100×, running at 43×');
    expect(speedShortfall(10, 9.5)).toBeNull();
    expect(speedShortfall('max', 3)).toBeNull();
    expect(speedShortfall(1, null)).toBeNull();
  });
});
