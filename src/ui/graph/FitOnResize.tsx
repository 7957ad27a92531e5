// Refits the graph when its panel changes size (presenter mode, a narrower window) or when
// its cards do (a fault chip appearing makes a card taller, and the bottom row was cut off
// by the legend). Rendered inside <ReactFlow>, where the flow's own store is available.
import { useEffect } from 'react';
import { useReactFlow, useStore, type FitViewOptions, type ReactFlowState } from '@xyflow/react';

export type FitPadding = NonNullable<FitViewOptions['padding']>;

const selectWidth = (s: ReactFlowState) => s.width;
const selectHeight = (s: ReactFlowState) => s.height;

/** The nodes' bounding box as a string: equal boxes compare equal, so only a change re-renders. */
function selectBounds(s: ReactFlowState): string {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const node of s.nodeLookup.values()) {
    const { x, y } = node.internals.positionAbsolute;
    minX = Math.min(minX, x);
    minY = Math.min(minY, y);
    maxX = Math.max(maxX, x + (node.measured.width ?? 0));
    maxY = Math.max(maxY, y + (node.measured.height ?? 0));
  }
  return `${Math.round(minX)},${Math.round(minY)},${Math.round(maxX)},${Math.round(maxY)}`;
}

/**
 * `minZoom`: the fit never draws smaller than this (a phone): a graph too large for the
 * panel is then centred at a readable size and dragged to see the rest.
 */
export function FitOnResize({ padding, minZoom }: { padding: FitPadding; minZoom?: number }) {
  const width = useStore(selectWidth);
  const height = useStore(selectHeight);
  const bounds = useStore(selectBounds);
  const { fitView } = useReactFlow();
  useEffect(() => {
    if (width > 0 && height > 0) void fitView({ padding, ...(minZoom ? { minZoom } : {}) });
  }, [width, height, bounds, padding, minZoom, fitView]);
  return null;
}
