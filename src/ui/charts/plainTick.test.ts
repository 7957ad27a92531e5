import { describe, expect, it } from 'vitest';
import { tickText } from './plainTick';

describe('tickText', () => {
  it('formats the tick as the axis says, then adds the axis unit', () => {
    const seconds = (t: number) => `${t} s`;
    expect(tickText({ payload: { value: 40 }, index: 1, tickFormatter: seconds as never })).toBe(
      '40 s',
    );
    expect(tickText({ payload: { value: 75 } }, ' %')).toBe('75 %');
    expect(tickText({ payload: { value: 1.5 } }, '×')).toBe('1.5×');
  });

  it('hands the formatter the tick index, and shows nothing for a missing value', () => {
    const indexed = (v: number, i: number) => `${i}:${v}`;
    expect(tickText({ payload: { value: 9 }, index: 3, tickFormatter: indexed as never })).toBe(
      '3:9',
    );
    expect(tickText({})).toBe('');
  });
});
