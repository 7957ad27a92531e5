// Checks of the graph as drawn: no card's content cut, no arrowhead under a
// badge. Each returns what it found, so a failing test names the card or the call.
import type { Page } from '@playwright/test';

/**
 * Every graph card whose content is cut: taller or wider than the card (its overflow is
 * hidden), or a part of it drawn shorter than its text (an ellipsis), measured in fractional
 * px (a Range's box against the element's content box; scrollWidth rounds). "card: text".
 */
export async function clippedCardText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    // The flow's zoom from its transform (box width / offsetWidth rounds, and read 0.07 px of
    // "overflow" from the rounding alone).
    const viewport = document.querySelector('.graph-panel .react-flow__viewport');
    const zoom = viewport ? new DOMMatrixReadOnly(getComputedStyle(viewport).transform).a : 1;
    const cards = document.querySelectorAll('.graph-panel .svc-node, .graph-panel .client-node');
    for (const card of Array.from(cards)) {
      const name = card.getAttribute('data-testid') ?? '?';
      if (card.scrollHeight > card.clientHeight) found.push(`${name}: taller than its card`);
      if (card.scrollWidth > card.clientWidth) found.push(`${name}: wider than its card`);
      for (const el of Array.from(card.querySelectorAll('*')) as HTMLElement[]) {
        if (el.closest('.sr-only') || el.offsetWidth === 0) continue;
        const style = getComputedStyle(el);
        if (style.overflowX === 'visible') continue;
        const box = el.getBoundingClientRect();
        const inner =
          box.right - (parseFloat(style.paddingRight) + parseFloat(style.borderRightWidth)) * zoom;
        const range = document.createRange();
        range.selectNodeContents(el);
        const over = (range.getBoundingClientRect().right - inner) / zoom;
        if (over > 0.05 || el.scrollWidth > el.clientWidth)
          found.push(`${name}: "${el.textContent?.trim()}" cut by ${over.toFixed(1)} px`);
      }
    }
    return found;
  });
}

/**
 * Every call whose arrowhead (the last 12 flow units of its path, the marker's length) has a
 * badge over it: "edge by badge".
 */
export async function coveredArrowheads(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const badges = Array.from(document.querySelectorAll('.graph-panel .edge-label')).map((e) => ({
      name: e.getAttribute('data-testid') ?? '?',
      r: e.getBoundingClientRect(),
    }));
    const found: string[] = [];
    const paths = document.querySelectorAll('.graph-panel .react-flow__edge-path');
    for (const path of Array.from(paths) as SVGPathElement[]) {
      const length = path.getTotalLength();
      const toScreen = path.getScreenCTM();
      if (!toScreen) continue;
      for (let back = 0; back <= 12; back += 2) {
        const p = path.getPointAtLength(Math.max(0, length - back)).matrixTransform(toScreen);
        const over = badges.find(
          (b) => p.x > b.r.left && p.x < b.r.right && p.y > b.r.top && p.y < b.r.bottom,
        );
        if (!over) continue;
        found.push(`${path.closest('.react-flow__edge')?.getAttribute('data-id')} by ${over.name}`);
        break;
      }
    }
    return found;
  });
}

/**
 * The graph's drawing as one string (the flow's transform, every card's and badge's box):
 * equal across two animation frames once a resize's layout and refit have run.
 */
export function graphDrawing(page: Page): Promise<string> {
  return page.evaluate(() => {
    const read = () =>
      [
        document.querySelector('.graph-panel')?.getAttribute('data-direction'),
        getComputedStyle(document.querySelector('.graph-panel .react-flow__viewport')!).transform,
        ...Array.from(
          document.querySelectorAll('.graph-panel .react-flow__node, .graph-panel .edge-label'),
        ).map((e) => JSON.stringify(e.getBoundingClientRect())),
      ].join('|');
    const before = read();
    return new Promise<string>((resolve) =>
      requestAnimationFrame(() =>
        requestAnimationFrame(() => resolve(read() === before ? before : 'moving')),
      ),
    );
  });
}
