// The page's main-thread tasks while an action runs, from Chromium's trace (CDP tracing):
// shared by the specs that check the page stays responsive while work runs in workers.
import type { Page } from '@playwright/test';

type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; data?: { functionName?: string; url?: string } };
};

/** A trace event inside a task, named for a reader: its kind, and for script, what ran. */
function eventWords(e: TraceEvent): string {
  const data = e.args?.data;
  const where = data?.functionName || data?.url?.split('/').pop();
  return where ? `${e.name} ${where}` : e.name;
}

/** V8's garbage collections: the browser's, whatever script allocated the heap. */
const GC_EVENTS = new Set(['MajorGC', 'MinorGC']);
/**
 * Chromium starting a dedicated worker on the page's thread (blink.worker). Usually a
 * millisecond; now and then 60–120 ms of CPU with no script of the page's in it (seen in about
 * one sweep run in ten, the same at the commit before the pool's last change): the browser's
 * cost of `new Worker`, which the page cannot shorten, only move.
 */
const isWorkerStart = (e: TraceEvent) => e.name.startsWith('DedicatedWorker::');

/**
 * The main thread's tasks while `action` runs, from Chromium's trace: wall time, the
 * thread's own CPU time (RunTask's `dur` and `tdur`), the CPU of the garbage collections
 * inside the task and of the browser's starting of a worker, and what took its time (the costliest kinds of event inside it), so that
 * a check that fails says what the long task was.
 */
export async function mainThreadTasks(page: Page, action: () => Promise<void>) {
  const cdp = await page.context().newCDPSession(page);
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) =>
    events.push(...(value as unknown as TraceEvent[])),
  );
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {
    traceConfig: {
      includedCategories: [
        'toplevel',
        'disabled-by-default-devtools.timeline',
        'devtools.timeline',
        'blink.worker',
      ],
    },
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
  const onMain = events.filter((e) => e.ph === 'X' && main.has(`${e.pid}:${e.tid}`));
  const gcs = onMain.filter((e) => GC_EVENTS.has(e.name));
  return onMain
    .filter((e) => e.name === 'RunTask')
    .map((task) => {
      const end = task.ts + (task.dur ?? 0);
      const inside = gcs.filter(
        (g) => g.tid === task.tid && g.ts >= task.ts && g.ts + (g.dur ?? 0) <= end,
      );
      const within = (e: TraceEvent, outer: TraceEvent) =>
        e.tid === outer.tid &&
        e.ts >= outer.ts &&
        e.ts + (e.dur ?? 0) <= outer.ts + (outer.dur ?? 0);
      // Nested worker-start events (ContinueStart inside OnScriptLoadStarted) count once.
      const starts = onMain.filter((e) => isWorkerStart(e) && within(e, task));
      const outermost = starts.filter((e) => !starts.some((o) => o !== e && within(e, o)));
      const costs = new Map<string, number>();
      for (const e of onMain)
        if (e !== task && e.tid === task.tid && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end)
          costs.set(eventWords(e), (costs.get(eventWords(e)) ?? 0) + (e.tdur ?? 0) / 1000);
      const what = [...costs]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 4)
        .map(([words, ms]) => `${words} ${ms.toFixed(1)} ms`)
        .join('; ');
      return {
        wallMs: (task.dur ?? 0) / 1000,
        cpuMs: (task.tdur ?? 0) / 1000,
        gcCpuMs: inside.reduce((sum, g) => sum + (g.tdur ?? 0), 0) / 1000,
        workerStartCpuMs: outermost.reduce((sum, e) => sum + (e.tdur ?? 0), 0) / 1000,
        what,
      };
    });
}
