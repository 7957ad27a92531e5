// The measured-latencies dialog as its own chunk: it loads when a person asks for it, from
// the Files menu or from a selected service's settings.
import { lazy, Suspense } from 'react';

const Dialog = lazy(() =>
  import('./LatencyDataDialog').then((m) => ({ default: m.LatencyDataDialog })),
);

export function LazyLatencyDataDialog(props: { service?: string; onClose: () => void }) {
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
