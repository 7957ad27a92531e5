// The lines of a step's text box as the page lays them out, for the clicker's pager
// (textPager.ts): each line of words and each row of buttons, px from the top of the text.
import type { LineBox, Scrollable } from './textPager';

/** Controls are a line of their own (their border box, not only their label). */
const CONTROLS = 'button, input, select, textarea';

/** The box, as the pager reads and moves it; its lines are measured at each press. */
export function pagedText(box: HTMLElement): Scrollable {
  return {
    get scrollTop() {
      return box.scrollTop;
    },
    set scrollTop(px: number) {
      box.scrollTop = px;
    },
    get clientHeight() {
      return box.clientHeight;
    },
    get scrollHeight() {
      return box.scrollHeight;
    },
    lines: () => linesOf(box),
  };
}

/** Rows of text and controls, top to bottom; boxes that overlap in height are one row. */
export function linesOf(box: HTMLElement): LineBox[] {
  const origin = box.getBoundingClientRect().top + box.clientTop - box.scrollTop;
  const boxes: LineBox[] = [];
  const add = (rects: Iterable<DOMRect>) => {
    for (const r of rects)
      if (r.height > 0) boxes.push({ top: r.top - origin, bottom: r.bottom - origin });
  };
  const range = box.ownerDocument.createRange();
  const walker = box.ownerDocument.createTreeWalker(box, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.textContent?.trim()) continue;
    range.selectNodeContents(node);
    add(Array.from(range.getClientRects()));
  }
  for (const control of Array.from(box.querySelectorAll(CONTROLS)))
    add([control.getBoundingClientRect()]);
  return mergeRows(boxes);
}

/** Sorted by top, a box that starts above the row's foot joins the row. */
export function mergeRows(boxes: readonly LineBox[]): LineBox[] {
  const rows: LineBox[] = [];
  for (const b of [...boxes].sort((x, y) => x.top - y.top)) {
    const row = rows.at(-1);
    if (row && b.top < row.bottom - 1) row.bottom = Math.max(row.bottom, b.bottom);
    else rows.push({ top: b.top, bottom: b.bottom });
  }
  return rows;
}
