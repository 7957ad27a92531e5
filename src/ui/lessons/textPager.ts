// Pure: a clicker pages through a step's text that does not fit its box before the lesson
// moves on. A page keeps its last line or so in view, so the room does not lose its place.
// When the box knows its text's lines (textLines.ts on the page), a page moves by whole
// lines: no line is cut at the top, and a box whose text all shows (only a margin below it
// overflows) has nothing to page, so the press moves the lesson on.

/** One line of the text (a row of words or of buttons), px from the top of the text. */
export interface LineBox {
  top: number;
  bottom: number;
}

/** The part of an element's scroll state paging reads and writes. */
export interface Scrollable {
  scrollTop: number;
  readonly clientHeight: number;
  readonly scrollHeight: number;
  /** The text's lines, top to bottom, when known. */
  lines?(): readonly LineBox[];
}

/** Of a box's height, how much one page moves: the rest stays in view as the next page's top. */
export const PAGE_FRACTION = 0.85;
/** Sub-pixel rounding: a box this close to its end is at its end. */
const END_SLACK_PX = 2;
/** Space kept above a page's first line, so it does not touch the box's edge. */
export const LINE_GAP_PX = 6;

const linesOf = (box: Scrollable): readonly LineBox[] | undefined => {
  const lines = box.lines?.();
  return lines && lines.length > 0 ? lines : undefined;
};

/** Whether the text has more below (`+1`) or above (`-1`) the part in view. */
export function hasMore(box: Scrollable, delta: 1 | -1): boolean {
  const lines = linesOf(box);
  const viewBottom = box.scrollTop + box.clientHeight;
  if (lines) {
    return delta > 0
      ? lines.some((l) => l.bottom > viewBottom + END_SLACK_PX)
      : lines.some((l) => l.top < box.scrollTop - END_SLACK_PX);
  }
  if (delta > 0) return viewBottom < box.scrollHeight - END_SLACK_PX;
  return box.scrollTop > END_SLACK_PX;
}

/** Moves the text one page down (+1) or up (−1); false (and no move) when it is at that end. */
export function pageText(box: Scrollable | null, delta: 1 | -1): boolean {
  if (!box || !hasMore(box, delta)) return false;
  const page = Math.max(1, Math.floor(box.clientHeight * PAGE_FRACTION));
  const end = Math.max(0, box.scrollHeight - box.clientHeight);
  const lines = linesOf(box);
  const by = lines ? byLines(box, lines, delta) : box.scrollTop + delta * page;
  // A line taller than the box: no whole line to stop at, so a plain page.
  const next = (by - box.scrollTop) * delta > 0 ? by : box.scrollTop + delta * page;
  box.scrollTop = Math.max(0, Math.min(end, next));
  return true;
}

/**
 * After the text changed under a page (an answer revealed in place of its button, so the
 * box scrolled back to its new end): a line cut at the top shows whole again.
 */
export function alignToLine(box: Scrollable): void {
  const lines = linesOf(box);
  const top = box.scrollTop;
  const cut = lines?.find((l) => l.top < top - END_SLACK_PX && l.bottom > top + END_SLACK_PX);
  if (cut) box.scrollTop = Math.max(0, cut.top - LINE_GAP_PX);
}

/**
 * Down: the last whole line in view becomes the first of the next page (when the line cut
 * below then shows whole; else that line is the first). Up: the first whole line in view
 * becomes the last of the page before, which starts at a line's top.
 */
function byLines(box: Scrollable, lines: readonly LineBox[], delta: 1 | -1): number {
  const top = box.scrollTop;
  const height = box.clientHeight;
  const bottom = top + height;
  const whole = lines.filter(
    (l) => l.top >= top - END_SLACK_PX && l.bottom <= bottom + END_SLACK_PX,
  );
  if (delta > 0) {
    const cut = lines.find((l) => l.bottom > bottom + END_SLACK_PX)!;
    const kept = whole.at(-1);
    const keepsCut = kept !== undefined && cut.bottom - kept.top + LINE_GAP_PX <= height;
    const next =
      (kept && keepsCut && kept.top > top + END_SLACK_PX ? kept.top : cut.top) - LINE_GAP_PX;
    const end = box.scrollHeight - height;
    if (next <= end) return next;
    // The last page: the first line from which the last one shows whole, if the box can
    // scroll that far (else its end, which may cut a line already seen at the top).
    const lastShows = lines.at(-1)!.bottom - height;
    const from = lines.find((l) => l.top - LINE_GAP_PX >= lastShows - END_SLACK_PX);
    return from && from.top - LINE_GAP_PX <= end ? from.top - LINE_GAP_PX : end;
  }
  const kept = whole[0] ?? lines.find((l) => l.bottom > top)!;
  const from = kept.bottom + LINE_GAP_PX - height;
  const first = lines.find((l) => l.top - LINE_GAP_PX >= from - END_SLACK_PX);
  if (!first || first === lines[0]) return 0;
  return first.top - LINE_GAP_PX;
}
