// The room gets the link: the QR code on screen decodes to the page's
// current link, edits included. The picture is decoded as the camera would see it: a
// screenshot of the code, read back by jsQR.
import { createRequire } from 'node:module';
import { expect, test, type Page } from './fixtures';
import { PlaygroundPage } from './playgroundPage';

const require = createRequire(import.meta.url);
const JSQR_PATH = require.resolve('jsqr/dist/jsQR.js');

/** Decodes a PNG screenshot in the page (a canvas gives the pixels; jsQR reads them). */
async function decodeQr(page: Page, png: Buffer): Promise<string | null> {
  await page.addScriptTag({ path: JSQR_PATH });
  return page.evaluate(async (base64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${base64}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const pixels = context.getImageData(0, 0, canvas.width, canvas.height);
    type JsQr = (data: Uint8ClampedArray, w: number, h: number) => { data: string } | null;
    const jsQR = (window as unknown as { jsQR: JsQr }).jsQR;
    return jsQR(pixels.data, pixels.width, pixels.height)?.data ?? null;
  }, png.toString('base64'));
}

test('the QR code decodes to the current link, after an edit too', async ({ page }) => {
  test.setTimeout(90_000);
  const app = new PlaygroundPage(page);
  await app.open('?preset=pool-domino');
  // An edit: the address follows it (debounced); wait until it holds still.
  await page.getByTestId('speed-select').selectOption('25');
  const rate = page.getByRole('spinbutton').first();
  await rate.fill('77');
  await rate.press('Enter');
  let last = '';
  await expect
    .poll(
      () => {
        const now = page.url();
        const still = now === last;
        last = now;
        return still && now.includes('#');
      },
      { intervals: [500], timeout: 15_000 },
    )
    .toBe(true);
  await page.getByTestId('qr-button').click();
  const code = page.getByTestId('qr-code');
  await expect(code).toBeVisible();
  // The page's pixels where the code is (an element screenshot waits for a "stable" element,
  // which the modal dialog on a loaded machine never reported).
  const box = (await code.boundingBox())!;
  const decoded = await decodeQr(page, await page.screenshot({ clip: box }));
  expect(decoded).toBe(page.url());
  await expect(page.getByTestId('qr-url')).toHaveText(page.url());
  // And the link opens the edited scenario: the rate survives the round trip.
  await page.goto(decoded!);
  await expect(app.status).toHaveText('Paused');
  await expect(page.getByRole('spinbutton').first()).toHaveValue('77');
});

test('“at this moment” puts the step, t and speed in the code; a scan opens that frame', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const app = new PlaygroundPage(page);
  await app.open('?preset=pool-domino');
  await page.getByTestId('speed-select').selectOption('25');
  await page.getByTestId('lesson-next').click();
  await page.getByTestId('lesson-next').click();
  await page.getByRole('button', { name: '+1 s' }).click();
  await page.getByRole('button', { name: '+1 s' }).click();
  await expect(app.clock).toContainText('t = 2.0 s');
  // The code's chunk arrives late (a loaded machine): what is below it must not move when it
  // does, or a click on its way lands elsewhere (here it once missed the checkbox).
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/QrCodeView[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.getByTestId('qr-button').click();
  const moment = page.getByTestId('qr-at-moment');
  const before = await moment.boundingBox();
  release();
  await expect(page.getByTestId('qr-code')).toBeVisible();
  expect(await moment.boundingBox()).toEqual(before);
  await moment.check();
  await expect(page.getByTestId('qr-url')).toContainText('&step=3&t=2&x=25');
  const code = page.getByTestId('qr-code');
  await expect(code).toBeVisible();
  const decoded = await decodeQr(
    page,
    await page.screenshot({ clip: (await code.boundingBox())! }),
  );
  expect(decoded).toBe(await page.getByTestId('qr-url').textContent());
  // A student's laptop: a fresh browser lands on the same step, second and speed, paused.
  const student = await (await browser.newContext()).newPage();
  await student.goto(decoded!);
  await expect(student.getByTestId('sim-clock')).toContainText('t = 2.0 s', { timeout: 90_000 });
  await expect(student.locator('.lesson__nav .dim')).toHaveText(/^3 of/);
  await expect(student.getByTestId('speed-select')).toHaveValue('25');
});

test('the teacher locks the settings they changed; the link opens with them locked', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const app = new PlaygroundPage(page);
  await app.open('#p=metastable');
  await page.getByTestId('service-node-api').click();
  const queueTimeout = page.getByRole('spinbutton', { name: /^Queue timeout/ });
  await queueTimeout.fill('400');
  await queueTimeout.press('Enter');
  await page.getByTestId('qr-button').click();
  await expect(page.getByTestId('qr-url')).not.toContainText('lock=');
  await page.getByTestId('qr-lock-changed').check();
  await expect(page.getByTestId('qr-lock')).toContainText('The setting I changed');
  const url = page.getByTestId('qr-url');
  await expect(url).toContainText('&lock=service.queueTimeoutMs');
  // The teacher's own page stays editable: only the link carries the lock.
  await page.getByTestId('qr-lock-all').check();
  await expect(url).toContainText('&lock=all');
  await page.getByTestId('qr-lock-changed').check();
  const link = (await url.textContent())!;
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(queueTimeout).toBeEnabled();
  // A student's laptop: the field shows the teacher's value, locked; the others stay open.
  const student = await (await browser.newContext()).newPage();
  await student.goto(link);
  await student.getByTestId('service-node-api').click();
  const locked = student.getByTestId('setting-locked');
  await expect(locked).toContainText('Locked by the teacher');
  const field = locked.getByRole('spinbutton', { name: /^Queue timeout/ });
  await expect(field).toBeDisabled();
  await expect(field).toHaveValue('400');
  await expect(student.getByRole('spinbutton', { name: /^Workers/ })).toBeEnabled();
});
