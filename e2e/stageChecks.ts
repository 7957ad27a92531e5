// What the room sees on the stage, read from the page: the graph's smallest card text, at
// least 18 px and the size the layout promised for the canvas, and a lesson's steps walked with the clicker (each
// step's text whole, or paged to its end before the next step; the controls in view).
import { expect, type Page } from '@playwright/test';
import { presetScenario } from '../src/scenarios/presets';
import { PRESENTER_FIT_PADDING_PX } from '../src/ui/graph/fitPadding';
import { chooseStage } from '../src/ui/graph/stageCard';
import { stageFiguresOf } from '../src/ui/graph/stageFigures';

/** Ten simulated seconds into the first fault (a minute in where there is none). */
export function faultS(id: string): number {
  const starts = presetScenario(id).faultTimeline.map((f) => f.atMs / 1000);
  return starts.length > 0 ? Math.min(...starts) + 10 : 60;
}

/**
 * Opens an entry at its fault by a room link's `t=` on a page already open (a new hash opens
 * it in place): the worker runs there at full speed and pauses on exactly that second.
 */
export async function openAtFault(page: Page, id: string): Promise<void> {
  const t = faultS(id);
  await page.evaluate((hash) => (window.location.hash = hash), `#p=${id}&t=${t}`);
  await expect(page.getByTestId('sim-clock')).toContainText(`t = ${t.toFixed(1)} s`, {
    timeout: 30_000,
  });
  await expect(page.getByTestId('run-status')).toHaveText(/Paused|Finished/);
}

/** The smallest card text on screen in px (computed size × the flow's zoom), and the canvas. */
function graphReading(page: Page) {
  return page.evaluate(() => {
    const viewport = document.querySelector('.graph-panel .react-flow__viewport')!;
    const zoom = new DOMMatrixReadOnly(getComputedStyle(viewport).transform).a;
    let px = Infinity;
    for (const card of Array.from(
      document.querySelectorAll('.graph-panel .svc-node, .graph-panel .client-node'),
    ))
      for (const el of [card, ...Array.from(card.querySelectorAll('*'))]) {
        if (!el.textContent?.trim() || (el as HTMLElement).offsetWidth === 0) continue;
        if (el.closest('.sr-only')) continue;
        px = Math.min(px, parseFloat(getComputedStyle(el).fontSize) * zoom);
      }
    const canvas = document.querySelector('.graph-canvas')!.getBoundingClientRect();
    return { px, width: canvas.width, height: canvas.height };
  });
}

/**
 * On the stage: the presenter cards (stageCard.ts) in the shape and direction the layout
 * chose for this canvas, drawn at exactly the size it promised, and that size is the room's
 * 18 px or more, for every entry. Returns the smallest card text in px.
 */
export async function expectStageGraph(page: Page, id: string): Promise<number> {
  const { px, width, height } = await graphReading(page);
  const scenario = presetScenario(id);
  const inner = {
    w: width - PRESENTER_FIT_PADDING_PX.x - PRESENTER_FIT_PADDING_PX.right,
    h: height - 2 * PRESENTER_FIT_PADDING_PX.y,
  };
  const stage = chooseStage(scenario, stageFiguresOf(id), inner.w, inner.h);
  const panel = page.locator('.graph-panel');
  expect(await panel.getAttribute('data-direction'), id).toBe(stage.direction);
  expect(await panel.getAttribute('data-stage-cards'), id).toBe(stage.shape.cards);
  expect(px, `${id}: the size the layout promised`).toBeCloseTo(16 * stage.zoom, 1);
  expect(px, id).toBeGreaterThanOrEqual(18);
  return px;
}

/** The step on screen, 1-based: its dot's place among the lesson's dots. */
export const stepPosition = (page: Page) =>
  page
    .locator('.lesson__dot')
    .evaluateAll((dots) => dots.findIndex((d) => d.getAttribute('aria-current') === 'step') + 1);

/**
 * What the room sees of the lesson at one press, in one read of the page: the step on screen,
 * its text box (whole, paged to its end, cut at the side), and whether Next and the step's
 * claims (null: none) lie inside the viewport.
 */
function stepReading(page: Page) {
  return page.evaluate(() => {
    const inView = (el: Element | null) => {
      if (!el) return false;
      const r = el.getBoundingClientRect();
      return r.top >= 0 && r.bottom <= window.innerHeight && r.right <= window.innerWidth;
    };
    const dots = Array.from(document.querySelectorAll('.lesson__dot'));
    const box = document.querySelector('[data-testid="lesson-step"]')!;
    const claims = document.querySelector('[data-testid="lesson-claims"]');
    // What of the text the room sees: every line of words and every control of the step,
    // against the part of the box in view (a margin below the last line is no text).
    const viewTop = box.getBoundingClientRect().top + box.clientTop;
    const viewBottom = viewTop + box.clientHeight;
    const rects: DOMRect[] = [];
    const range = document.createRange();
    const walker = document.createTreeWalker(box, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue;
      range.selectNodeContents(node);
      rects.push(...Array.from(range.getClientRects()));
    }
    for (const control of Array.from(box.querySelectorAll('button, input, select')))
      rects.push(control.getBoundingClientRect());
    const shown = rects.filter((r) => r.height > 0);
    const hiddenBelow = shown.some((r) => r.bottom > viewBottom + 2);
    const hiddenAbove = shown.some((r) => r.top < viewTop - 2);
    const wide = box.scrollWidth <= box.clientWidth + 1;
    return {
      position: dots.findIndex((d) => d.getAttribute('aria-current') === 'step') + 1,
      fits: !hiddenBelow && !hiddenAbove && wide,
      atEnd: !hiddenBelow,
      wide,
      nextInView: inView(document.querySelector('[data-testid="lesson-next"]')),
      claimsInView: claims ? inView(claims) : null,
    };
  });
}

/**
 * Walks every step of the lesson on screen with the clicker (Page Down), from its first: at
 * each press Next and the step's claims are in view and no text is cut at the side; a step's
 * text fits, or Page Down pages it to its end before the lesson moves on. Returns how many
 * steps fit whole without paging, of how many.
 */
export async function walkStepsWithClicker(
  page: Page,
  id: string,
): Promise<{ whole: number; steps: number }> {
  const count = await page.locator('.lesson__dot').count();
  await page.locator('.lesson__dot').first().click();
  await page.locator('body').focus();
  await expect.poll(() => stepPosition(page)).toBe(1);
  let whole = 0;
  let reading = await stepReading(page);
  for (let step = 1; step <= count; step++) {
    if (reading.fits) whole++;
    for (let press = 0; ; press++) {
      const at = `${id} step ${step}`;
      expect(press, `${at}: pages`).toBeLessThan(12);
      expect(reading.nextInView, `${at}: Next in view`).toBe(true);
      expect(reading.claimsInView ?? true, `${at}: claims in view`).toBe(true);
      expect(reading.wide, `${at}: no text cut at the side`).toBe(true);
      if (step === count && reading.atEnd) break;
      const before = reading;
      await page.keyboard.press('PageDown');
      reading = await stepReading(page);
      if (reading.position !== step) {
        expect(before.atEnd, `${at}: left before its end`).toBe(true);
        expect(reading.position, `${at}: the next step`).toBe(step + 1);
        break;
      }
    }
  }
  return { whole, steps: count };
}

/**
 * The Predict step from the clicker, on a lesson open at its fault in presenter mode: every
 * choice whole on the first page with the question, before any press; a digit picks, the clicker pages to the Reveal button and
 * reveals, still on that step. Pictures of the fault (on step 3) and of the pick go to
 * artifacts/stage/.
 */
export async function predictByClicker(page: Page, id: string): Promise<void> {
  await page.locator('.lesson__dot').nth(2).click();
  await page.screenshot({ path: `artifacts/stage/${id}-fault.png` });
  await page.locator('.lesson__dot').nth(1).click();
  await page.locator('body').focus();
  await expect(page.getByTestId('predict')).toBeVisible();
  const box = (await page.locator('.lesson__step').boundingBox())!;
  for (const choice of await page.locator('.predict__choice').all()) {
    const c = (await choice.boundingBox())!;
    const words = await choice.textContent();
    expect(c.y, `${id}: "${words}" starts in the band`).toBeGreaterThanOrEqual(box.y);
    expect(c.y + c.height, `${id}: "${words}" ends in the band`).toBeLessThanOrEqual(
      box.y + box.height,
    );
  }
  await page.keyboard.press('2');
  await expect(page.locator('.predict__choice').nth(1)).toHaveAttribute('aria-pressed', 'true');
  await page.screenshot({ path: `artifacts/stage/${id}-predict.png` });
  for (let press = 0; (await page.getByTestId('predict-reveal').count()) > 0; press++) {
    expect(press, `${id}: presses to reveal`).toBeLessThan(6);
    await page.keyboard.press('PageDown');
  }
  await expect(page.getByTestId('predict-answer').or(page.locator('.predict__wait'))).toBeVisible();
  expect(await stepPosition(page)).toBe(2);
}
