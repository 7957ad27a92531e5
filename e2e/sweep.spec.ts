// The sweep view in Chromium: a 3 × 3 map runs on the worker pool with a progress bar,
// fills in, exports CSV; the page should stay responsive meanwhile (no long task over 50 ms
// from the sweep's results); a bad path shows the core's message and keeps what was typed.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './fixtures';
import { mainThreadTasks } from './mainThreadTasks';
import { PlaygroundPage } from './playgroundPage';

// Nine runs on a machine shared with other work: the default 30 s is for single clicks.
test.setTimeout(240_000);
const SLOW = { timeout: 60_000 };

const MAP =
  '?preset=metastable' +
  '&sweep=' +
  encodeURIComponent('clients[users].arrival.rps=10:30:3') +
  '&sweep=' +
  encodeURIComponent('services[api].workers=4:6:3') +
  '&sweepSeeds=1&sweepMetric=availability&sweepDurationS=60';

type Task = { startTime: number; duration: number };

/** Opens the map's link, runs it, and returns the long tasks seen while it ran. */
async function runMap(page: Page, app: PlaygroundPage): Promise<Task[]> {
  await page.addInitScript(() => {
    const tasks: Task[] = [];
    (globalThis as unknown as { __longTasks: Task[] }).__longTasks = tasks;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        tasks.push({ startTime: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  });
  await app.open(MAP);
  const panel = page.getByTestId('sweep-panel');
  await expect(panel).toBeVisible(SLOW);
  // Opened from a link: the same form, not running until asked.
  await expect(panel.getByTestId('sweep-axis-1').locator('input').first()).toHaveValue(
    'services[api].workers',
  );
  await expect(page.getByTestId('sweep-progress')).toHaveCount(0);
  const startedAt = await page.evaluate(() => performance.now());
  await page.getByTestId('sweep-run').click();
  const progress = page.getByTestId('sweep-progress');
  await expect(progress).toBeVisible(SLOW);
  await expect(progress).toHaveAttribute('data-status', 'done', { timeout: 200_000 });
  const endedAt = await page.evaluate(() => performance.now());
  await expect(progress).toContainText('9 of 9 runs');
  await expect(page.getByTestId('sweep-cell')).toHaveCount(9);
  return page.evaluate(
    ([from, to]) =>
      (globalThis as unknown as { __longTasks: Task[] }).__longTasks.filter(
        (t) => t.startTime >= from! && t.startTime <= to! && t.duration > 50,
      ),
    [startedAt, endedAt],
  );
}

test('a 3 × 3 sweep finishes with a progress bar and exports CSV', async ({ page }) => {
  const app = new PlaygroundPage(page);
  await runMap(page, app);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('sweep-csv').click(),
  ]);
  expect(download.suggestedFilename()).toBe('sweep.csv');
  const csv = (await readFile((await download.path())!, 'utf8')).trim().split('\n');
  expect(csv[0]).toBe(
    'cell,clients[users].arrival.rps,services[api].workers,metric,n,mean,ci95_low,ci95_high,median,p5,p95',
  );
  expect(csv).toHaveLength(10);
  expect(csv[9]).toMatch(/^8,30,6,clients\[users\]\.availability,1,/);
  expect(app.consoleErrors).toEqual([]);
});

// Responsiveness is the page's own work per task: its main thread's CPU time. The wall time
// of a task also counts the time the thread waited for a core; on this machine (2 cores,
// load 20–30) a task of 2 ms CPU took up to 360 ms of wall time and one of 49 ms took 1 s,
// so "no long task" by the Long Tasks API measures the machine's load, not the page. Before
// the fix the click's task was 49 ms of CPU (the sweep's preparation, the panel's redraw
// and the workers' creation); the workers now start in a task of their own.
test('the page stays responsive while a sweep runs: no main-thread task over 50 ms of CPU', async ({
  page,
}) => {
  const app = new PlaygroundPage(page);
  await app.open(MAP);
  await expect(page.getByTestId('sweep-panel')).toBeVisible(SLOW);
  // The sweep's own work is measured: the page's opening (its views mounting in turn, each a
  // task of its own) is `npm run bench:ui -- --open`'s figure.
  await app.opened();
  const tasks = await mainThreadTasks(page, async () => {
    await page.getByTestId('sweep-run').click();
    await expect(page.getByTestId('sweep-progress')).toHaveAttribute('data-status', 'done', {
      timeout: 200_000,
    });
  });
  await expect(page.getByTestId('sweep-cell')).toHaveCount(9);
  expect(tasks.length).toBeGreaterThan(10); // the trace saw the page's tasks at all
  // Chromium's own start of a worker is left out (mainThreadTasks.ts): the page's work is not.
  const slow = tasks.filter((t) => t.cpuMs - t.workerStartCpuMs > 50);
  const slowestWall = Math.max(...tasks.map((t) => t.wallMs));
  test.info().annotations.push({
    type: 'tasks',
    description: `${tasks.length} tasks; most CPU ${Math.max(...tasks.map((t) => t.cpuMs)).toFixed(1)} ms; most wall ${slowestWall.toFixed(0)} ms`,
  });
  expect(slow).toEqual([]);
});

test('a path that is not a setting is named as typed, and the form is kept', async ({ page }) => {
  const app = new PlaygroundPage(page);
  await app.open('?preset=metastable');
  await page.getByTestId('sweep-toggle').click(SLOW);
  const path = page.getByTestId('sweep-axis-0').locator('input').first();
  await expect(path).toBeVisible(SLOW);
  await path.fill('services[api].wrokers');
  await page.getByTestId('sweep-run').click();
  await expect(page.getByTestId('sweep-errors')).toContainText(
    '“services[api].wrokers” is not a setting',
    SLOW,
  );
  await expect(path).toHaveValue('services[api].wrokers');
});
