// The workshop room: every lesson legible on a projector in presenter
// mode (no graph text under 18 px, measured as computed font size × the graph's zoom), the
// step controls and claims in view, no horizontal overflow, on a phone too; and the page
// driven from a keyboard or a clicker.
import { expect, test, type Page } from './fixtures';
import { PlaygroundPage } from './playgroundPage';
import { PRESETS } from '../src/scenarios/presets';
import { clippedCardText, coveredArrowheads } from './graphChecks';
import { expectStageGraph, faultS, openAtFault, walkStepsWithClicker } from './stageChecks';

/** Every entry of the Scenario list: the lessons, and the benchmark preset with its own. */
const LESSONS = PRESETS.filter((p) => p.lesson !== undefined).map((p) => p.id);

/** The smallest text drawn in the graph, in screen px: computed font size × the flow's zoom. */
async function smallestGraphText(page: Page): Promise<{ px: number; text: string }> {
  return page.evaluate(() => {
    const viewport = document.querySelector('.graph-panel .react-flow__viewport');
    const zoom = viewport ? new DOMMatrixReadOnly(getComputedStyle(viewport).transform).a : 1;
    const root = document.querySelector('.graph-panel .react-flow');
    let px = Infinity;
    let text = '';
    if (!root) return { px, text };
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      if (!el || !n.textContent?.trim()) continue;
      if (el.closest('.sr-only, .react-flow__attribution, .react-flow__controls')) continue;
      if (el.getBoundingClientRect().width === 0) continue;
      const size = parseFloat(getComputedStyle(el).fontSize) * zoom;
      if (size < px) [px, text] = [size, n.textContent.trim()];
    }
    return { px, text };
  });
}

/**
 * Every pair of graph boxes that overlap on screen: two node cards, or an edge's badge and a
 * node card (a badge covering a card hides its numbers). Returns "a × b" per overlap.
 */
async function graphOverlaps(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const boxes = (selector: string, name: (e: Element) => string) =>
      Array.from(document.querySelectorAll(`.graph-panel ${selector}`)).map((e) => ({
        name: name(e),
        r: e.getBoundingClientRect(),
      }));
    const cards = boxes('.react-flow__node', (e) => e.getAttribute('data-id') ?? '?');
    const badges = boxes('.edge-label', (e) => e.getAttribute('data-testid') ?? '?');
    // Half a pixel of slack: borders that touch are not an overlap.
    const overlap = (a: DOMRect, b: DOMRect) =>
      Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 &&
      Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;
    const found: string[] = [];
    cards.forEach((a, i) =>
      cards.slice(i + 1).forEach((b) => overlap(a.r, b.r) && found.push(`${a.name} × ${b.name}`)),
    );
    for (const b of badges)
      for (const c of cards) if (overlap(b.r, c.r)) found.push(`${b.name} × ${c.name}`);
    return found;
  });
}

async function inView(page: Page, testId: string): Promise<boolean> {
  const box = await page.getByTestId(testId).boundingBox();
  const size = page.viewportSize()!;
  return (
    !!box && box.y >= 0 && box.y + box.height <= size.height && box.x + box.width <= size.width
  );
}

/**
 * The graph's cards that do not lie whole inside the graph panel and the viewport's width: a
 * phone's reader would have to drag them into view. Returns their ids.
 */
async function cardsCutOff(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const pane = document.querySelector('.graph-panel')!.getBoundingClientRect();
    const left = Math.max(0, pane.left) - 0.5;
    const right = Math.min(window.innerWidth, pane.right) + 0.5;
    return Array.from(document.querySelectorAll('.graph-panel .react-flow__node'))
      .filter((e) => {
        const r = e.getBoundingClientRect();
        return (
          r.left < left || r.right > right || r.top < pane.top - 0.5 || r.bottom > pane.bottom + 0.5
        );
      })
      .map((e) => e.getAttribute('data-id') ?? '?');
  });
}

/**
 * A control a thumb can reach: scrolled to, it lies inside the viewport and nothing covers
 * its middle (the sticky toolbar, say).
 */
async function reachable(page: Page, testId: string): Promise<boolean> {
  const control = page.getByTestId(testId);
  await control.scrollIntoViewIfNeeded();
  if (!(await inView(page, testId))) return false;
  return control.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return !!hit && (el === hit || el.contains(hit));
  });
}

const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/**
 * Opens a lesson, presenting or not, at its incident: the room link's `t=` takes the run
 * there at full speed and pauses it on exactly that simulated second (the frame a whole room
 * would see), so the wait is the simulation's, not a wall-clock play at 25×.
 */
async function openLesson(page: Page, id: string, presenter: boolean): Promise<PlaygroundPage> {
  const app = new PlaygroundPage(page);
  await app.openAt(`p=${id}`, faultS(id));
  if (presenter) {
    await page.keyboard.press('f');
    await expect(page.locator('html')).toHaveAttribute('data-presenter', 'true');
  }
  return app;
}

for (const [width, height, presenter, minPx] of [
  [1366, 768, true, 18],
  [1920, 1080, true, 18],
  [390, 844, false, 12],
] as const) {
  test.describe(`${width}×${height}${presenter ? ' presenter' : ''}`, () => {
    // A loaded 2-core machine runs a seek and a walk through the steps slowly.
    test.describe.configure({ timeout: 90_000 });
    // One page per viewport, presenting or not: each lesson opens in it by its room link (a new
    // hash opens it in place), so the page and its service worker load once.
    let page: Page;
    test.beforeAll(async ({ browser }, testInfo) => {
      testInfo.setTimeout(90_000);
      page = await browser.newPage({
        serviceWorkers: 'block',
        baseURL: testInfo.project.use.baseURL,
        viewport: { width, height },
      });
      await new PlaygroundPage(page).open(`?preset=${LESSONS[0]}`);
      if (presenter) {
        await page.keyboard.press('f');
        await expect(page.locator('html')).toHaveAttribute('data-presenter', 'true');
      }
    });
    test.afterAll(async () => {
      await page.close();
    });
    for (const id of LESSONS) {
      test(`${id}: graph text ≥ ${minPx} px, no horizontal overflow${presenter ? ', every step whole by the clicker' : ''}${width < 600 ? ', every card in view, Play and steps reachable' : ''}`, async () => {
        await openAtFault(page, id);
        // Polled: a card grows when its fault chip appears and the graph refits; what the
        // room sees is the settled graph.
        await expect
          .poll(async () => {
            const smallest = await smallestGraphText(page);
            return smallest.px >= minPx
              ? 'ok'
              : `smallest text "${smallest.text}": ${smallest.px} px`;
          })
          .toBe('ok');
        expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
        // No card over a card, no badge over a card, in every lesson and on the phone too: the
        // cards are as tall as the layout reserved, and the gaps between layers (left to
        // right or top to bottom) are as wide as the badges can grow (badgeSize.ts).
        await expect.poll(() => graphOverlaps(page)).toEqual([]);
        if (width < 600) {
          // A phone: its own layout (top to bottom, wide layers wrapped), every card in view
          // without dragging, the page scrolling to the rest; play and the steps in reach.
          await expect(page.locator('.graph-panel')).toHaveAttribute('data-layout', 'phone');
          await expect.poll(() => cardsCutOff(page)).toEqual([]);
          expect(await reachable(page, 'play-pause'), 'Play').toBe(true);
          expect(await reachable(page, 'lesson-next'), 'Next').toBe(true);
          expect(await reachable(page, 'lesson-back'), 'Back').toBe(true);
        }
        // Every card shows all it says: no row cut at its foot, no figure behind an ellipsis.
        await expect.poll(() => clippedCardText(page)).toEqual([]);
        // Top to bottom the gaps keep room below the badge for the arrowhead (graphLayout.ts
        // ARROW_ROOM). Left to right a gap is as wide as its badge can grow and no wider:
        // every unit there is text size on the projector.
        if ((await page.locator('.graph-panel').getAttribute('data-direction')) === 'TB')
          await expect.poll(() => coveredArrowheads(page)).toEqual([]);
        if (presenter) {
          // The presenter cards at the size and in the direction the layout chose (≥ 18 px).
          const px = await expectStageGraph(page, id);
          // Every step by the clicker alone: its text whole, paged to its end before the next
          // step, with Next and the claims in view at every press.
          const { whole, steps } = await walkStepsWithClicker(page, id);
          test.info().annotations.push({
            type: 'stage',
            description: `smallest card text ${px.toFixed(1)} px; ${whole} of ${steps} steps whole without paging`,
          });
        }
      });
    }
  });
}

test.describe('keyboard and clicker', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('Space plays and pauses even when a button has focus, and never re-presses it', async ({
    page,
  }) => {
    const app = new PlaygroundPage(page);
    await app.open('?preset=pool-domino');
    // Presenter mode by its button: the button keeps focus.
    await page.getByTestId('presenter-toggle').click();
    await expect(page.locator('html')).toHaveAttribute('data-presenter', 'true');
    await page.keyboard.press(' ');
    await expect(app.status).toHaveText('Playing');
    await expect(page.locator('html')).toHaveAttribute('data-presenter', 'true');
    await page.getByTestId('lesson-next').click();
    await expect(page.getByTestId('lesson-step')).toContainText(/./);
    const step = await page.locator('.lesson__dot[aria-current="step"]').textContent();
    await page.keyboard.press(' ');
    await expect(app.status).toHaveText('Paused');
    await expect(page.locator('.lesson__dot[aria-current="step"]')).toHaveText(step!);
  });

  test('a speed picked from its list or a dragged slider keeps neither Space nor the clicker’s keys', async ({
    page,
  }) => {
    const app = new PlaygroundPage(page);
    await app.open('?preset=retry-storm');
    const current = page.locator('.lesson__nav .dim');
    // Picked with the mouse: the list keeps focus.
    const speed = page.getByTestId('speed-select');
    await speed.click();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(speed).toBeFocused();
    const chosen = await speed.inputValue();
    await page.keyboard.press(' ');
    await expect(app.status).toHaveText('Playing');
    await page.keyboard.press(' ');
    await expect(app.status).toHaveText('Paused');
    await page.keyboard.press('PageDown');
    await expect(current).toHaveText(/^2 of/);
    expect(await speed.inputValue()).toBe(chosen);
    // A slider the teacher just dragged: the clicker moves the lesson, not the rate.
    const slider = page.locator('.controls-panel input[type=range]').first();
    await slider.focus();
    const rate = await slider.inputValue();
    await page.keyboard.press('PageUp');
    await expect(current).toHaveText(/^1 of/);
    await page.keyboard.press(' ');
    await expect(app.status).toHaveText('Playing');
    expect(await slider.inputValue()).toBe(rate);
  });

  test('Page Down / Page Up and N / P move the lesson; F toggles presenter; ? lists the keys', async ({
    page,
  }) => {
    const app = new PlaygroundPage(page);
    await app.open('?preset=retry-storm');
    // "2 of 6" between Back and Next.
    const current = page.locator('.lesson__nav .dim');
    await expect(current).toHaveText(/^1 of/);
    await page.keyboard.press('PageDown');
    await expect(current).toHaveText(/^2 of/);
    await page.keyboard.press('n');
    await expect(current).toHaveText(/^3 of/);
    await page.keyboard.press('PageUp');
    await expect(current).toHaveText(/^2 of/);
    await page.keyboard.press('p');
    await expect(current).toHaveText(/^1 of/);
    await page.keyboard.press('f');
    await expect(page.locator('html')).toHaveAttribute('data-presenter', 'true');
    await page.keyboard.press('f');
    await expect(page.locator('html')).toHaveAttribute('data-presenter', 'false');
    await page.keyboard.press('?');
    const help = page.getByTestId('shortcut-help');
    await expect(help).toBeVisible();
    await expect(help).toContainText('Page Down');
    await page.keyboard.press('Escape');
    await expect(help).toBeHidden();
  });

  test('arrow keys on an empty heatmap move nothing else; graph nodes show a focus ring', async ({
    page,
  }) => {
    const app = new PlaygroundPage(page);
    await app.open('?preset=pool-domino');
    await page.getByTestId('cascade-slider').focus();
    await page.keyboard.press('ArrowRight');
    await page.waitForTimeout(300);
    expect(await app.clockSeconds()).toBe(0);
    const node = page.locator('.react-flow__node').first();
    await node.focus();
    const outline = await node
      .locator('.svc-node, .client-node')
      .evaluate((el) => getComputedStyle(el).outlineStyle);
    expect(outline).toBe('solid');
  });

  test('a service under a fault is marked as the cause, with the lesson’s figure on the stage and its p99 on the desk', async ({
    page,
  }) => {
    await openLesson(page, 'pool-domino', true);
    // recommend is slowed from 60 s; the run is past that.
    const cause = page.getByTestId('cause-recommend');
    await expect(cause).toContainText(/cause/i);
    await expect(cause).toContainText(/slow/);
    // The presenter card: the figure the lesson points at (workers busy), not the p99.
    await expect(page.getByTestId('stage-workers-recommend')).toContainText(/\d+\/\d+/);
    await expect(page.getByTestId('p99-recommend')).toHaveCount(0);
    await expect(page.getByTestId('cascade-heatmap')).toContainText(/cause: recommend/);
    // Off the stage, the full card again.
    await page.keyboard.press('f');
    await expect(page.locator('html')).not.toHaveAttribute('data-presenter', 'true');
    await expect(page.getByTestId('cause-recommend')).toContainText(/slow/);
    await expect(page.getByTestId('p99-recommend')).toContainText(/\d/);
  });
});
