import { describe, expect, it } from 'vitest';
import { hasMore, pageText, PAGE_FRACTION } from './textPager';

const box = (scrollTop: number, clientHeight: number, scrollHeight: number) => ({
  scrollTop,
  clientHeight,
  scrollHeight,
});

describe('pageText', () => {
  it('leaves a text that fits to the lesson: no page to move', () => {
    const fits = box(0, 200, 200);
    expect(pageText(fits, 1)).toBe(false);
    expect(pageText(fits, -1)).toBe(false);
    expect(fits.scrollTop).toBe(0);
  });

  it('pages a long text down to its end, keeping a line of the last page, then lets go', () => {
    const long = box(0, 200, 500);
    expect(pageText(long, 1)).toBe(true);
    expect(long.scrollTop).toBe(200 * PAGE_FRACTION);
    expect(pageText(long, 1)).toBe(true);
    expect(long.scrollTop).toBe(300);
    expect(hasMore(long, 1)).toBe(false);
    expect(pageText(long, 1)).toBe(false);
  });

  it('pages back up to the top, then lets the lesson go back a step', () => {
    const long = box(300, 200, 500);
    expect(pageText(long, -1)).toBe(true);
    expect(pageText(long, -1)).toBe(true);
    expect(long.scrollTop).toBe(0);
    expect(pageText(long, -1)).toBe(false);
  });

  it('takes no element (none on screen) as nothing to page', () => {
    expect(pageText(null, 1)).toBe(false);
  });
});
