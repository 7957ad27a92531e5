// The views the first screen does not need, loaded after it: the charts (recharts), the
// statechart, the graph editor, and what sits below the graph (A / B compare, the totals
// and their theory, the event log). A workshop on slow Wi-Fi sees the lesson and the graph
// first; the rest arrives as separate chunks, fetched once the page is idle.
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

type Loader<P> = () => Promise<ComponentType<P>>;

function deferred<P extends object>(load: Loader<P>, fallback: ReactNode = null) {
  const View = lazy(async () => ({ default: await load() }));
  function Deferred(props: P) {
    return (
      <Suspense fallback={fallback}>
        <View {...props} />
      </Suspense>
    );
  }
  return { View: Deferred, preload: load };
}

const charts = deferred(() => import('./charts/ChartsPanel').then((m) => m.ChartsPanel));
const statechart = deferred(() =>
  import('./statechart/StatechartView').then((m) => m.StatechartView),
);
const editorGraph = deferred(() => import('./editor/EditorGraph').then((m) => m.EditorGraph));
const editorPanel = deferred(() => import('./editor/EditorPanel').then((m) => m.EditorPanel));
const compare = deferred(() => import('./compare/ComparePanel').then((m) => m.ComparePanel));
const runSummary = deferred(() => import('./summary/RunSummary').then((m) => m.RunSummary));
const theory = deferred(() => import('./summary/TheoryPanel').then((m) => m.TheoryPanel));
const eventLog = deferred(() => import('./log/EventLog').then((m) => m.EventLog));

export const ChartsPanel = charts.View;
export const StatechartView = statechart.View;
export const EditorGraph = editorGraph.View;
export const EditorPanel = editorPanel.View;
export const ComparePanel = compare.View;
export const RunSummary = runSummary.View;
export const TheoryPanel = theory.View;
export const EventLog = eventLog.View;

/** Fetches every deferred view once the first screen is up, so later clicks do not wait. */
export function preloadDeferredViews(): void {
  const all = [charts, statechart, editorGraph, editorPanel, compare, runSummary, theory, eventLog];
  const start = () => all.forEach((view) => void view.preload().catch(() => undefined));
  if (typeof requestIdleCallback === 'function') requestIdleCallback(start, { timeout: 3000 });
  else setTimeout(start, 1000);
}
