// Refits the graph when its panel changes size (presenter mode, a narrower window). Rendered
// inside <ReactFlow>, where the flow's own store is available.
import { useEffect } from 'react';
import { useReactFlow, useStore, type ReactFlowState } from '@xyflow/react';

const selectWidth = (s: ReactFlowState) => s.width;
const selectHeight = (s: ReactFlowState) => s.height;

export function FitOnResize({ padding }: { padding: number }) {
  const width = useStore(selectWidth);
  const height = useStore(selectHeight);
  const { fitView } = useReactFlow();
  useEffect(() => {
    if (width > 0 && height > 0) void fitView({ padding });
  }, [width, height, padding, fitView]);
  return null;
}
