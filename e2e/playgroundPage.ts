// A page object for the playground: the e2e specs talk about what a person does.
import { expect, type ConsoleMessage, type Locator, type Page } from '@playwright/test';

export const ARTIFACTS_DIR = 'artifacts';

export class PlaygroundPage {
  readonly consoleErrors: string[] = [];

  constructor(readonly page: Page) {
    page.on('console', (message: ConsoleMessage) => {
      if (message.type() === 'error') this.consoleErrors.push(message.text());
    });
    page.on('pageerror', (error) => this.consoleErrors.push(String(error)));
  }

  /**
   * Opens the page (a preset by id, say) and waits until the simulation is loaded. A lesson
   * slows itself to 1× when its fault starts; the specs keep the speed they choose unless
   * they are about that (`slowAtFault: true`, the page's own default).
   */
  async open(query = '', { slowAtFault = false }: { slowAtFault?: boolean } = {}): Promise<void> {
    await this.page.goto(`/${query}`);
    // Loading the page is not what a spec checks: a loaded machine may take a while.
    await expect(this.status).toHaveText('Paused', { timeout: 60_000 });
    if (!slowAtFault) {
      const slow = this.page.getByTestId('slow-at-fault');
      // A phone folds the checkbox behind the toolbar's More button.
      const folded = !(await slow.isVisible());
      if (folded) await this.page.getByTestId('toolbar-more').click();
      await slow.setChecked(false);
      if (folded) await this.page.getByTestId('toolbar-more').click();
      // The checkbox keeps focus otherwise; the specs' keys go to the page.
      await this.page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    }
  }

  /**
   * Opens a link (`p=pool-domino`, say) at simulated second `atS` with the room link's `t=`:
   * the worker runs there at full speed and pauses on exactly that second, so what the page
   * shows then does not hang on how fast a busy machine played. Always a fresh load (from
   * about:blank): a link differing only in its hash would otherwise open in place.
   */
  async openAt(link: string, atS: number): Promise<void> {
    await this.page.goto('about:blank');
    await this.page.goto(`/#${link}&t=${atS}`);
    // The status says Playing while the seek runs; it ends paused on t (or at the run's end).
    await expect
      .poll(async () => `${await this.status.textContent()} at ${await this.clockSeconds()}`, {
        timeout: 60_000,
      })
      .toMatch(new RegExp(`^(Paused|Finished) at ${atS}$`));
  }

  get clock() {
    return this.page.getByTestId('sim-clock');
  }

  get status() {
    return this.page.getByTestId('run-status');
  }

  get playPause() {
    return this.page.getByTestId('play-pause');
  }

  /** Simulated seconds shown by the clock ("t = 73.4 s"). */
  async clockSeconds(): Promise<number> {
    const text = (await this.clock.textContent()) ?? '';
    const match = /t = ([\d.]+) s/.exec(text);
    if (!match?.[1]) throw new Error(`unreadable clock: "${text}"`);
    return Number(match[1]);
  }

  /**
   * Waits until the page has opened: the views below the graph mount one at a time after the
   * first paint, the event log last, each chart's card standing in until its chart mounts
   * (src/ui/mountTurns.ts).
   */
  async opened(): Promise<void> {
    await expect(this.page.getByTestId('event-log')).toBeAttached({ timeout: 15_000 });
    await expect(this.page.locator('.chart-card--waiting')).toHaveCount(0);
  }

  /**
   * Waits until every chart has drawn the run's last frame: charts scrolled out of view catch
   * up in their own redraw slots (up to about a second after a pause), and each says which
   * frame it drew last (ChartCard's `data-drawn-ms`).
   */
  async chartsCurrent(): Promise<void> {
    await expect
      .poll(() =>
        this.page.evaluate(() => {
          const { frames } = (
            globalThis as unknown as {
              __playground: { store: { getState(): { frames: readonly { tMs: number }[] } } };
            }
          ).__playground.store.getState();
          const last = String(frames.at(-1)?.tMs ?? 'none');
          return Array.from(document.querySelectorAll('[data-drawn-ms]'))
            .filter((chart) => chart.getAttribute('data-drawn-ms') !== last)
            .map(
              (chart) =>
                `${chart.getAttribute('data-testid')} at ${chart.getAttribute('data-drawn-ms')} of ${last}`,
            );
        }),
      )
      .toEqual([]);
  }

  /** The whole page, every chart current, to artifacts/<name>.png (a paused run). */
  async fullPageScreenshot(name: string): Promise<void> {
    await this.chartsCurrent();
    await this.page.screenshot({ path: `${ARTIFACTS_DIR}/${name}.png`, fullPage: true });
  }

  /** What is in view, or one part of the page (a dialog, a panel), to artifacts/<name>.png. */
  async screenshot(name: string, part?: Locator): Promise<void> {
    const path = `${ARTIFACTS_DIR}/${name}.png`;
    await (part ? part.screenshot({ path }) : this.page.screenshot({ path }));
  }
}
