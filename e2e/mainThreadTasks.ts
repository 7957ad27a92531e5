// The page's main-thread tasks while an action runs, from Chromium's trace (CDP tracing):
// shared by the specs that check the page stays responsive while work runs in workers.
import type { Page } from '@playwright/test';

/**
 * The main thread's tasks while `action` runs, from Chromium's trace: wall time and the
 * thread's own CPU time (RunTask's `dur` and `tdur`).
 */
export async function mainThreadTasks(page: Page, action: () => Promise<void>) {
  const cdp = await page.context().newCDPSession(page);
  type TraceEvent = {
    name: string;
    ph: string;
    pid: number;
    tid: number;
    dur?: number;
    tdur?: number;
    args?: { name?: string };
  };
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) =>
    events.push(...(value as unknown as TraceEvent[])),
  );
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {
    traceConfig: { includedCategories: ['toplevel', 'disabled-by-default-devtools.timeline'] },
    transferMode: 'ReportEvents',
  });
  await action();
  await cdp.send('Tracing.end');
  await complete;
  const main = new Set(
    events
      .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  return events
    .filter((e) => e.ph === 'X' && e.name === 'RunTask' && main.has(`${e.pid}:${e.tid}`))
    .map((e) => ({ wallMs: (e.dur ?? 0) / 1000, cpuMs: (e.tdur ?? 0) / 1000 }));
}
