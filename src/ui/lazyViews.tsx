// The views the first screen does not need, loaded after it: the charts (recharts), the
// statechart, the graph editor, and what sits below the graph (A / B compare, the totals
// and their theory, the event log). A workshop on slow Wi-Fi sees the lesson and the graph
// first; the rest arrives as separate chunks, fetched once the page is idle.
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { useMountTurn } from './mountTurns';

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

/**
 * A view of the page as it opens that mounts in its turn (mountTurns.ts): one at a time, each
 * in a task of its own, never inside a render the store caused.
 */
function inTurn<P extends object>(load: Loader<P>) {
  const view = deferred(load);
  const Lazy = view.View;
  function InTurn(props: P) {
    return useMountTurn(load) ? <Lazy {...props} /> : null;
  }
  return { View: InTurn, preload: load };
}

const statechart = inTurn(() =>
  import('./statechart/StatechartView').then((m) => m.StatechartView),
);
const runSummary = inTurn(() => import('./summary/RunSummary').then((m) => m.RunSummary));
const charts = inTurn(() => import('./charts/ChartsPanel').then((m) => m.ChartsPanel));
const compare = inTurn(() => import('./compare/ComparePanel').then((m) => m.ComparePanel));
const theory = inTurn(() => import('./summary/TheoryPanel').then((m) => m.TheoryPanel));
const eventLog = inTurn(() => import('./log/EventLog').then((m) => m.EventLog));
// The editor's views mount when a person opens the editor: at once, not in a queue.
const editorGraph = deferred(() => import('./editor/EditorGraph').then((m) => m.EditorGraph));
const editorPanel = deferred(() => import('./editor/EditorPanel').then((m) => m.EditorPanel));

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
