// Pure: a clicker pages through a step's text that does not fit its box before the lesson
// moves on. A page keeps its last line or so in view, so the room does not lose its place.

/** The part of an element's scroll state paging reads and writes. */
export interface Scrollable {
  scrollTop: number;
  readonly clientHeight: number;
  readonly scrollHeight: number;
}

/** Of a box's height, how much one page moves: the rest stays in view as the next page's top. */
export const PAGE_FRACTION = 0.85;
/** Sub-pixel rounding: a box this close to its end is at its end. */
const END_SLACK_PX = 2;

/** Whether the text has more below (`+1`) or above (`-1`) the part in view. */
export function hasMore(box: Scrollable, delta: 1 | -1): boolean {
  if (delta > 0) return box.scrollTop + box.clientHeight < box.scrollHeight - END_SLACK_PX;
  return box.scrollTop > END_SLACK_PX;
}

/** Moves the text one page down (+1) or up (−1); false (and no move) when it is at that end. */
export function pageText(box: Scrollable | null, delta: 1 | -1): boolean {
  if (!box || !hasMore(box, delta)) return false;
  const page = Math.max(1, Math.floor(box.clientHeight * PAGE_FRACTION));
  const end = box.scrollHeight - box.clientHeight;
  box.scrollTop = Math.max(0, Math.min(end, box.scrollTop + delta * page));
  return true;
}
