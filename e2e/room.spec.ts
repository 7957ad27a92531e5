// The workshop room: every lesson legible on a projector in presenter
// mode (no graph text under 18 px, measured as computed font size × the graph's zoom), the
// step controls and claims in view, no horizontal overflow, on a phone too; and the page
// driven from a keyboard or a clicker.
import { expect, test, type Page } from './fixtures';
import { PlaygroundPage } from './playgroundPage';
import { PRESETS } from '../src/scenarios/presets';
import { clippedCardText, coveredArrowheads, graphDrawing } from './graphChecks';
import {
  expectStageGraph,
  faultS,
  openAtFault,
  predictByClicker,
  walkStepsWithClicker,
} from './stageChecks';

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

/** Where each lesson is read: a phone, and the projectors in presenter mode. */
const VIEWS = [
  { width: 390, height: 844, presenter: false, minPx: 12 },
  { width: 1366, height: 768, presenter: true, minPx: 18 },
  { width: 1920, height: 1080, presenter: true, minPx: 18 },
] as const;
type View = (typeof VIEWS)[number];
const viewName = (v: View) => `${v.width}×${v.height}${v.presenter ? ' presenter' : ''}`;

/** Pictures for the room (artifacts/stage/): the presenter cards of the longest chains. */
const CARD_SHOTS: Partial<Record<View['width'], readonly string[]>> = {
  1366: ['retry-storm', 'availability-chain', 'breaker-cascade', 'bench'],
  1920: ['momently-cold-start'],
};
/** Lessons whose Predict step is answered from the clicker at 1366 × 768 (and pictured). */
const PREDICT_BY_CLICKER = ['retry-storm', 'pool-domino', 'hedging-tail'];

async function setPresenter(page: Page, on: boolean): Promise<void> {
  const html = page.locator('html');
  if ((await html.getAttribute('data-presenter')) !== String(on)) await page.keyboard.press('f');
  await expect(html).toHaveAttribute('data-presenter', String(on));
}

/**
 * Resizes the shared page to a view, at the top as a page opened in it would be (the phone's
 * checks scroll down to its controls), and waits until the graph is drawn still in it.
 */
async function showIn(page: Page, view: View): Promise<void> {
  await page.setViewportSize({ width: view.width, height: view.height });
  await page.evaluate(() => window.scrollTo(0, 0));
  await setPresenter(page, view.presenter);
  const panel = page.locator('.graph-panel');
  if (view.width < 600) await expect(panel).toHaveAttribute('data-layout', 'phone');
  else await expect(panel).not.toHaveAttribute('data-layout', 'phone');
  await expect.poll(() => graphDrawing(page)).not.toBe('moving');
}

/** What every view checks of a lesson's graph at its fault (the graph already drawn in it). */
async function expectGraphReadable(page: Page, id: string, view: View): Promise<void> {
  const { width, minPx, presenter } = view;
  if (presenter) {
    // The presenter cards at the size and in the direction the layout chose (≥ 18 px).
    let px = 0;
    await expect(async () => {
      px = await expectStageGraph(page, id);
    }).toPass({ timeout: 15_000 });
    test.info().annotations.push({
      type: 'stage',
      description: `${id} ${viewName(view)}: smallest card text ${px.toFixed(1)} px`,
    });
  }
  // Polled: a card grows when its fault chip appears and the graph refits; what the
  // room sees is the settled graph.
  await expect
    .poll(async () => {
      const smallest = await smallestGraphText(page);
      return smallest.px >= minPx ? 'ok' : `smallest text "${smallest.text}": ${smallest.px} px`;
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
  if (CARD_SHOTS[width]?.includes(id))
    await page.screenshot({
      path: `artifacts/stage/${id}-cards${width === 1366 ? '' : `-${width}`}.png`,
    });
}

// Every entry of the Scenario list in every view, in one test per entry: the page opens the
// entry once at its fault (a room link's `t=` on a page already open, so the seek runs once,
// not once per view) and is resized from the phone to each projector. One page per worker:
// the build loads once.
test.describe('every lesson at its fault, on a phone and on the projectors', () => {
  // A loaded 2-core machine runs a seek and two walks through the steps slowly.
  test.describe.configure({ timeout: 180_000 });
  let page: Page;
  test.beforeAll(async ({ browser }, testInfo) => {
    testInfo.setTimeout(90_000);
    page = await browser.newPage({
      serviceWorkers: 'block',
      baseURL: testInfo.project.use.baseURL,
      viewport: { width: VIEWS[0].width, height: VIEWS[0].height },
    });
    await new PlaygroundPage(page).open(`?preset=${LESSONS[0]}`);
  });
  test.afterAll(async () => {
    await page.close();
  });
  for (const id of LESSONS) {
    test(`${id}: ${VIEWS.map((v) => `${v.width}×${v.height} text ≥ ${v.minPx} px`).join(', ')}; no horizontal overflow, no overlap or cut card; on the phone every card in view, Play and steps reachable; presenting, every step whole by the clicker`, async () => {
      for (const view of VIEWS)
        await test.step(`${viewName(view)}: the graph`, async () => {
          if (view === VIEWS[0]) {
            await setPresenter(page, false);
            await page.setViewportSize({ width: view.width, height: view.height });
            await openAtFault(page, id);
          }
          await showIn(page, view);
          await expectGraphReadable(page, id, view);
        });
      // The steps after every graph: a step may show a variant of the scenario (the fix
      // applied), and the graphs above are the fault's.
      for (const view of VIEWS.filter((v) => v.presenter))
        await test.step(`${viewName(view)}: the steps by the clicker`, async () => {
          await showIn(page, view);
          if (view.width === 1366 && PREDICT_BY_CLICKER.includes(id))
            await predictByClicker(page, id);
          // Every step by the clicker alone: its text whole, paged to its end before the next
          // step, with Next and the claims in view at every press.
          const { whole, steps } = await walkStepsWithClicker(page, id);
          test.info().annotations.push({
            type: 'stage',
            description: `${id} ${viewName(view)}: ${whole} of ${steps} steps whole without paging`,
          });
        });
    });
  }
});

test.describe('keyboard and clicker', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  // Two pages, each walked through several keys' checks: each step leaves the page paused
  // and on the lesson's first step, as the next one expects.
  test('arrow keys on an empty heatmap move nothing else; graph nodes show a focus ring; Space plays and pauses even when a button has focus, and never re-presses it', async ({
    page,
  }) => {
    const app = new PlaygroundPage(page);
    await app.open('?preset=pool-domino');
    await test.step('arrow keys on an empty heatmap; a focus ring', async () => {
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
    await test.step('Space with a button focused', async () => {
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
  });

  test('Page Down / Page Up and N / P move the lesson; F toggles presenter; ? lists the keys; a speed picked from its list or a dragged slider keeps neither Space nor the clicker’s keys', async ({
    page,
  }) => {
    const app = new PlaygroundPage(page);
    await app.open('?preset=retry-storm');
    // "2 of 6" between Back and Next.
    const current = page.locator('.lesson__nav .dim');
    await test.step('the clicker’s keys, F and ?', async () => {
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
    await test.step('a picked speed and a dragged slider keep no key', async () => {
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

  test('after the metastable burst the retries are the cause, and the heatmap names them', async ({
    page,
  }) => {
    // The burst ends at 75 s; the users' retries keep the api down (seed 004's storm).
    await new PlaygroundPage(page).openAt('p=metastable', 100);
    await expect(page.getByTestId('cause-api')).toContainText(/retry storm/);
    await expect(page.getByTestId('cascade-heatmap')).toContainText(
      /api \(retry storm\) at 7[56] s/,
    );
  });
});
