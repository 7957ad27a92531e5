// Korean and English: every visible string switches, the language travels in
// the link, and a link asking for a language the page does not have says so.
import { expect, test, type Page } from './fixtures';
import { PlaygroundPage } from './playgroundPage';
import { en } from '../src/ui/i18n/catalog/en';
import { ko } from '../src/ui/i18n/catalog/ko';
import { PRESET_IDS, presetScenario } from '../src/scenarios/presets';

/**
 * Every preset's services, routes and clients: a Korean sentence may name them in Latin
 * letters (a challenge's title names the scenario it starts from, not the one on screen).
 */
const PRESET_NAMES = PRESET_IDS.flatMap((id) => {
  const s = presetScenario(id);
  return [
    ...s.services.flatMap((x) => [x.name, ...x.routes.map((r) => r.name)]),
    ...s.clients.map((c) => c.name),
  ];
});

type Tree = { [key: string]: string | Tree };
const leaves = (tree: Tree): string[] =>
  Object.values(tree).flatMap((v) => (typeof v === 'string' ? [v] : leaves(v)));

/**
 * Every visible text of the page (text nodes, plus the shown option of each select). `code`
 * is left out, and so is anything marked `translate="no"` (a statechart's state, event and
 * guard names): a setting's engineering name (`maxAttempts`) reads the same in any language.
 */
async function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const visible = (el: Element) => {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return box.width > 0 && box.height > 0 && style.visibility !== 'hidden';
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const parent = node.parentElement;
      if (
        !text ||
        !parent ||
        parent.closest('option, script, style, code, .sr-only, [translate="no"]')
      )
        continue;
      if (visible(parent)) out.push(text);
    }
    for (const select of Array.from(document.querySelectorAll('select'))) {
      const shown = select.selectedOptions[0]?.textContent?.trim();
      if (shown && visible(select)) out.push(shown);
    }
    return out;
  });
}

/**
 * Words that read the same in Korean: the scenario's own names (services, clients), the
 * engineering names the seeds also keep in Latin letters, units, and the brand of a library.
 */
const KEPT =
  /\b(CLOSED|OPEN|HALF_OPEN|FORCED_OPEN|DISABLED|METRICS_ONLY|Resilience4j|React Flow|BFF|SLO|JSON|CSV|PNG|nginx|Gemini|Ollama|Tomcat|Momently|Promise\.all|Retry-After|proxy_read_timeout|BULKHEAD_FULL|CIRCUIT_OPEN|ADR|API|HTTP|FIFO|LIFO|CoDel|AIMD|Gradient2|Zipf|TTL|SWR|gRPC|Finagle|Hystrix|Polly|cockatiel|opossum|Envoy|Istio|Delete|Enter|Space|Shift|Tab|Escape|English|req\/s|rps|p50|p95|p99|ms|[a-z]+(?:_[a-z]+)+|\d+xx)\b/g;

async function untranslated(page: Page, names: string[]): Promise<string[]> {
  const nameRe = new RegExp(
    `\\b(${[...names, ...PRESET_NAMES].map((n) => n.replace(/[-.]/g, '\\$&')).join('|')})\\b`,
    'g',
  );
  return (await visibleTexts(page)).filter((text) => {
    const rest = text.replace(nameRe, '').replace(KEPT, '');
    return /[A-Za-z]{3,}/.test(rest);
  });
}

async function scenarioNames(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const store = (globalThis as { __playground?: { store: { getState(): unknown } } })
      .__playground;
    const scenario = (
      store?.store.getState() as {
        scenario: {
          name: string;
          services: { name: string; routes: { name: string }[] }[];
          clients: { name: string }[];
        };
      }
    ).scenario;
    return [
      scenario.name,
      ...scenario.services.flatMap((s) => [s.name, ...s.routes.map((r) => r.name)]),
      ...scenario.clients.map((c) => c.name),
    ];
  });
}

/** The simulated clock's seconds ("t = 73.4 s"). */
const clockSeconds = (page: Page) => new PlaygroundPage(page).clockSeconds();

async function toKorean(page: Page) {
  await page.getByTestId('language-select').selectOption('ko');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
}

test.describe('Korean and English', () => {
  // Two language switches and a run per test: slow on a loaded machine.
  test.setTimeout(120_000);
  test('English is the default, and the catalogs differ where they should', async ({ page }) => {
    await page.goto('/?preset=retry-storm');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByTestId('play-pause')).toContainText('Play');
    expect(leaves(ko).length).toBe(leaves(en).length);
  });

  for (const preset of ['retry-storm', 'pool-domino', 'momently-cold-start']) {
    // Every panel the page shows while a lesson plays, a service is selected and the
    // editor is open: any visible English word is listed.
    test(`in Korean no visible string is left in English (${preset})`, async ({ page }) => {
      await page.goto(`/?preset=${preset}`);
      await expect(page.getByTestId('run-status')).toHaveText('Paused', { timeout: 60_000 });
      await toKorean(page);
      await expect(page.getByTestId('run-status')).toHaveText('일시정지');
      // Run a little so the charts, totals and nodes have numbers, then look at a service.
      await page.getByTestId('play-pause').click();
      await expect.poll(() => clockSeconds(page)).toBeGreaterThan(1);
      await page.getByTestId('play-pause').click();
      const names = await scenarioNames(page);
      const service = names[1] ?? '';
      await page.getByTestId('selection-picker').selectOption(`service:${service}`);
      await page.getByTestId('lesson-next').click();
      expect(await untranslated(page, names)).toEqual([]);
      await page.getByTestId('edit-toggle').click();
      await expect(page.getByTestId('editor-panel')).toBeVisible();
      expect(await untranslated(page, names)).toEqual([]);
    });
  }

  test('in Korean the compare panel names a change in Korean (baseline pinned, one edit)', async ({
    page,
  }) => {
    await page.goto('/?preset=retry-storm');
    await expect(page.getByTestId('run-status')).toHaveText('Paused', { timeout: 60_000 });
    await toKorean(page);
    await page.getByRole('button', { name: ko.compare.pin }).click();
    await page.getByTestId('selection-picker').selectOption('edge:gateway->bff');
    // Run a little, so the edit is made during the run: a marker and a log line too.
    await page.getByTestId('play-pause').click();
    await expect.poll(() => clockSeconds(page)).toBeGreaterThan(1);
    await page.getByTestId('play-pause').click();
    const attempts = page.getByRole('spinbutton', { name: '시도 횟수(첫 호출 포함)' });
    await attempts.fill('1');
    await attempts.press('Enter');
    const line = '재시도 시도 횟수(첫 호출 포함) 3 → 1';
    await expect(page.getByTestId('what-changed')).toContainText(`gateway → bff: ${line}`);
    await expect(page.getByTestId('event-log')).toContainText(line);
    const editedAtS = await clockSeconds(page);
    await page.getByTestId('play-pause').click();
    await expect.poll(() => clockSeconds(page)).toBeGreaterThan(editedAtS + 1);
    await page.getByTestId('play-pause').click();
    await expect(page.getByTestId('delta-table')).toBeVisible({ timeout: 30_000 });
    // The call stays selected: its settings, timeout budget and statechart are walked too.
    expect(await untranslated(page, await scenarioNames(page))).toEqual([]);
  });

  test('in Korean the sweep panel, its names and its measured suggestion are Korean', async ({
    page,
  }) => {
    const sweep =
      '?preset=metastable&sweep=' +
      encodeURIComponent('clients[users].arrival.rps=10:30:3') +
      '&sweepSeeds=1&sweepMetric=availability&sweepDurationS=20' +
      '&sweepAtLeast=' +
      encodeURIComponent('availability>=0.99');
    await page.goto(`/${sweep}#lang=ko`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    const panel = page.getByTestId('sweep-panel');
    await expect(panel).toBeVisible({ timeout: 60_000 });
    await page.getByTestId('sweep-run').click();
    await expect(page.getByTestId('sweep-progress')).toHaveAttribute('data-status', 'done', {
      timeout: 100_000,
    });
    await expect(page.getByTestId('sweep-suggestion')).toContainText('users 가용성');
    await expect(page.getByTestId('sweep-result')).toContainText('users 트래픽');
    expect(await untranslated(page, await scenarioNames(page))).toEqual([]);
  });

  test('in Korean a refused sweep field says why in Korean, and marks the field', async ({
    page,
  }) => {
    // A link that asks to run a sweep of 0 steps: refused before anything runs.
    const steps = ko.sweepErrors.steps.replace('{{min}}', '1').replace('{{max}}', '1000');
    const sweep =
      '?preset=metastable&sweep=' +
      encodeURIComponent('clients[users].arrival.rps=10:30:0') +
      '&sweepSeeds=1&sweepRun=1';
    await page.goto(`/${sweep}#lang=ko`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    const errors = page.getByTestId('sweep-errors');
    await expect(errors).toHaveText(steps.replace('{{text}}', '0'), { timeout: 60_000 });
    const field = page.getByTestId('sweep-axis-0').getByLabel(ko.sweep.steps);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    // The scan reads the problem too (it is visible text of the page).
    expect(await untranslated(page, await scenarioNames(page))).toEqual([]);
    // The person fixes it in the form and gets another field's problem, in Korean too.
    await field.fill('3');
    await page.getByTestId('sweep-axis-0').getByLabel(ko.sweep.from).fill('x');
    await page.getByTestId('sweep-run').click();
    await expect(errors).toHaveText(ko.sweepErrors.notANumber.from.replace('{{text}}', 'x'));
    // Switching the language rewords the problem on screen.
    await page.getByTestId('language-select').selectOption('en');
    await expect(errors).toHaveText(en.sweepErrors.notANumber.from.replace('{{text}}', 'x'));
  });

  test('in Korean a broken link says why in Korean', async ({ page }) => {
    await page.goto('/#s=garbage&lang=ko');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    const banner = page.getByTestId('link-banner');
    await expect(banner).toContainText(ko.link.broken, { timeout: 60_000 });
    await expect(banner).toContainText(ko.linkErrors.noVersion);
    await expect(page.getByTestId('run-status')).toHaveText('일시정지', { timeout: 60_000 });
    // The scan reads the banner too (it is visible text of the page).
    expect(await untranslated(page, await scenarioNames(page))).toEqual([]);
  });

  test('the language survives a shared link', async ({ page, browser }) => {
    await page.goto('/?preset=retry-storm');
    await expect(page.getByTestId('run-status')).toHaveText('Paused', { timeout: 60_000 });
    await toKorean(page);
    await expect.poll(() => page.url()).toContain('lang=ko');
    const link = page.url();
    // Someone else, with nothing saved: the link alone carries the language.
    const other = await browser.newContext();
    const theirs = await other.newPage();
    await theirs.goto(link);
    await expect(theirs.locator('html')).toHaveAttribute('lang', 'ko');
    await expect(theirs.getByTestId('run-status')).toHaveText('일시정지');
    await expect(theirs.getByTestId('preset-picker')).toHaveValue('retry-storm');
    // Back to English: the link follows.
    await theirs.getByTestId('language-select').selectOption('en');
    await expect.poll(() => theirs.url()).not.toContain('lang=');
    await other.close();
  });

  test('a link asking for a language the page lacks opens in English and says so', async ({
    page,
  }) => {
    await page.goto('/#p=retry-storm&lang=fr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByTestId('link-banner')).toContainText('“fr”');
    await expect(page.getByTestId('preset-picker')).toHaveValue('retry-storm');
  });
});
