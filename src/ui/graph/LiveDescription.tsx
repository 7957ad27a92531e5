// The hidden sentence a graph node or edge is described by (aria-describedby; liveGraph.ts).
import { liveDescriptionId } from './liveGraph';

export function LiveDescription({ elementId, text }: { elementId: string; text?: string }) {
  return (
    <span id={liveDescriptionId(elementId)} className="sr-only">
      {text}
    </span>
  );
}
