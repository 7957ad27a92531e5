// Refits the graph when its panel changes size (presenter mode, a narrower window) or when
// its cards do (a fault chip appearing makes a card taller, and the bottom row was cut off
// by the legend). Rendered inside <ReactFlow>, where the flow's own store is available.
import { useEffect } from 'react';
import { useReactFlow, useStore, type FitViewOptions, type ReactFlowState } from '@xyflow/react';
import { fitZoom, MAX_FIT_ZOOM, type Size, type XY } from './graphLayout';

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
 * What the stage's fit shows (presenter mode): the layout's whole extent, its badges as well
 * as its cards (graphLayout.ts layoutExtent; a fan's badges stand out past the cards), inside
 * this padding in px, at exactly the zoom the layout promised (directionZoom).
 */
export interface ExtentFit {
  extent: XY & Size;
  paddingPx: { x: number; y: number; right: number };
}

/** The viewport that centres an extent in a panel at the promised zoom. */
function extentViewport({ extent, paddingPx }: ExtentFit, width: number, height: number) {
  const inner = { width: width - paddingPx.x - paddingPx.right, height: height - 2 * paddingPx.y };
  const zoom = Math.min(MAX_FIT_ZOOM, fitZoom(extent, inner.width, inner.height));
  return {
    zoom,
    x: paddingPx.x + (inner.width - extent.width * zoom) / 2 - extent.x * zoom,
    y: paddingPx.y + (inner.height - extent.height * zoom) / 2 - extent.y * zoom,
  };
}

/**
 * `minZoom`: the fit never draws smaller than this (a phone): a graph too large for the
 * panel is then centred at a readable size and dragged to see the rest. `extent`: fit that
 * instead of the nodes' box (the stage).
 */
export function FitOnResize({
  padding,
  minZoom,
  extent,
}: {
  padding: FitPadding;
  minZoom?: number;
  extent?: ExtentFit;
}) {
  const width = useStore(selectWidth);
  const height = useStore(selectHeight);
  const bounds = useStore(selectBounds);
  const { fitView, setViewport } = useReactFlow();
  useEffect(() => {
    if (width <= 0 || height <= 0) return;
    if (extent) void setViewport(extentViewport(extent, width, height));
    else void fitView({ padding, ...(minZoom ? { minZoom } : {}) });
  }, [width, height, bounds, padding, minZoom, extent, fitView, setViewport]);
  return null;
}
