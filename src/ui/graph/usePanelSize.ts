// The size of the graph's panel, so the graph can pick the direction that draws it largest.
import { useEffect, useState, type RefObject } from 'react';

export interface PanelSize {
  width: number;
  height: number;
}

export function usePanelSize(ref: RefObject<HTMLElement | null>): PanelSize {
  const [size, setSize] = useState<PanelSize>({ width: 0, height: 0 });
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      const { width, height } = entry.contentRect;
      setSize((old) => (old.width === width && old.height === height ? old : { width, height }));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}
