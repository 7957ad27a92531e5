// The waterfall panel as its own chunk: it loads when a person asks for it, from the Files
// menu or from a selected call.
import { lazy, Suspense } from 'react';

const Panel = lazy(() => import('./WaterfallPanel').then((m) => ({ default: m.WaterfallPanel })));

export function LazyWaterfallPanel(props: { edge?: string; onClose: () => void }) {
  return (
    <Suspense fallback={null}>
      <Panel {...props} />
    </Suspense>
  );
}
