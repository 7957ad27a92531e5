import { describe, expect, it } from 'vitest';
import { mergeRows } from './textLines';
import {
  alignToLine,
  hasMore,
  LINE_GAP_PX,
  pageText,
  PAGE_FRACTION,
  type LineBox,
} from './textPager';

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

  describe('by whole lines, when the box knows them', () => {
    /** Lines of 30 px (24 of text, 6 between), from 0; the last ends `marginPx` above the end. */
    const lined = (count: number, clientHeight: number, marginPx = 10) => {
      const lines: LineBox[] = Array.from({ length: count }, (_, i) => ({
        top: i * 30,
        bottom: i * 30 + 24,
      }));
      const box = {
        scrollTop: 0,
        clientHeight,
        scrollHeight: lines.at(-1)!.bottom + marginPx,
        lines: () => lines,
      };
      return { box, lines };
    };
    const topLine = (box: { scrollTop: number }, lines: LineBox[]) =>
      lines.findIndex((l) => l.top >= box.scrollTop);

    it('has nothing to page when every line shows and only a margin below overflows', () => {
      // Lines end at 174 px in a 180 px box; the margin makes it 184 px tall.
      const { box } = lined(6, 180);
      expect(box.scrollHeight).toBeGreaterThan(box.clientHeight + 2);
      expect(hasMore(box, 1)).toBe(false);
      expect(pageText(box, 1)).toBe(false);
      expect(box.scrollTop).toBe(0);
    });

    it('starts each page at a line, the last whole line of the page before on top', () => {
      // Six whole lines in view (0–174), the seventh cut; 20 lines in all.
      const { box, lines } = lined(20, 190);
      expect(pageText(box, 1)).toBe(true);
      expect(box.scrollTop).toBe(lines[5]!.top - LINE_GAP_PX);
      expect(pageText(box, 1)).toBe(true);
      expect(box.scrollTop).toBe(lines[10]!.top - LINE_GAP_PX);
      // No page starts inside a line.
      expect(lines.some((l) => l.top < box.scrollTop && l.bottom > box.scrollTop)).toBe(false);
    });

    it('pages to the end, every line seen whole, then lets the lesson go on', () => {
      const { box, lines } = lined(20, 190);
      const seen = new Set<number>();
      for (let press = 0; press < 10; press++) {
        for (const [i, l] of lines.entries())
          if (l.top >= box.scrollTop && l.bottom <= box.scrollTop + box.clientHeight) seen.add(i);
        if (!pageText(box, 1)) break;
      }
      expect(seen.size).toBe(lines.length);
      expect(hasMore(box, 1)).toBe(false);
    });

    it('starts the last page at a line too, when the margin below lets the box scroll there', () => {
      const { box, lines } = lined(20, 190, 30);
      while (pageText(box, 1));
      const viewBottom = box.scrollTop + box.clientHeight;
      expect(lines.at(-1)!.bottom).toBeLessThanOrEqual(viewBottom);
      expect(lines.some((l) => l.top < box.scrollTop && l.bottom > box.scrollTop)).toBe(false);
      expect(box.scrollTop).toBeLessThan(box.scrollHeight - box.clientHeight);
    });

    it('pages back up a line at a time to the top, the first line of a page on top', () => {
      const { box, lines } = lined(20, 190);
      box.scrollTop = lines[12]!.top - LINE_GAP_PX;
      expect(pageText(box, -1)).toBe(true);
      // The line that was on top is now the page's last whole line.
      const after = topLine(box, lines);
      expect(lines[12]!.bottom).toBeLessThanOrEqual(box.scrollTop + box.clientHeight);
      expect(lines[13]!.bottom).toBeGreaterThan(box.scrollTop + box.clientHeight);
      expect(box.scrollTop).toBe(lines[after]!.top - LINE_GAP_PX);
      while (pageText(box, -1));
      expect(box.scrollTop).toBe(0);
      expect(hasMore(box, -1)).toBe(false);
    });

    it('shows a line cut at the top whole again after the text changed under the page', () => {
      const { box, lines } = lined(20, 190);
      box.scrollTop = lines[4]!.top + 10;
      alignToLine(box);
      expect(box.scrollTop).toBe(lines[4]!.top - LINE_GAP_PX);
      // Already at a line: nothing moves.
      alignToLine(box);
      expect(box.scrollTop).toBe(lines[4]!.top - LINE_GAP_PX);
    });

    it('moves a plain page past a line taller than the box', () => {
      const lines = [{ top: 0, bottom: 500 }];
      const box = { scrollTop: 0, clientHeight: 200, scrollHeight: 510, lines: () => lines };
      expect(pageText(box, 1)).toBe(true);
      expect(box.scrollTop).toBe(Math.floor(200 * PAGE_FRACTION));
    });
  });
});

describe('mergeRows', () => {
  it('makes one row of the boxes that share a line (words, a row of buttons)', () => {
    const rows = mergeRows([
      { top: 40, bottom: 80 },
      { top: 0, bottom: 20 },
      { top: 44, bottom: 76 },
      { top: 2, bottom: 22 },
      { top: 90, bottom: 110 },
    ]);
    expect(rows).toEqual([
      { top: 0, bottom: 22 },
      { top: 40, bottom: 80 },
      { top: 90, bottom: 110 },
    ]);
  });
});
