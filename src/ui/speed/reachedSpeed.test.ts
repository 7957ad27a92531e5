import { describe, expect, it } from 'vitest';
import { reachedSpeed, speedShortfall } from './reachedSpeed';

describe('reached speed', () => {
  it('is simulated time over wall time between two readings', () => {
    // 150 simulated seconds in one wall second.
    expect(reachedSpeed({ simMs: 0, wallMs: 0 }, { simMs: 150_000, wallMs: 1_000 })).toBe(150);
    expect(reachedSpeed({ simMs: 0, wallMs: 5 }, { simMs: 10, wallMs: 5 })).toBeNull();
  });

  it('says what it reaches only when it falls clearly short of the asked speed', () => {
    expect(speedShortfall(1000, 152)).toEqual({ asked: 1000, reached: '150' });
    expect(speedShortfall(100, 43.4)).toEqual({ asked: 100, reached: '43' });
    expect(speedShortfall(25, 3.14)).toEqual({ asked: 25, reached: '3.1' });
    expect(speedShortfall(10, 9.5)).toBeNull();
    expect(speedShortfall('max', 3)).toBeNull();
    expect(speedShortfall(1, null)).toBeNull();
  });
});
