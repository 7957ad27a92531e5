// An element's height as a CSS variable on the page's root (`--toolbar-h`, `--header-h`): the
// graph sticks below the sticky toolbar and, on the first screen, fits below the header too
// (theme.css). Both heights change as their rows wrap (window width, language, a notice).
import { useLayoutEffect, type RefObject } from 'react';

export function useHeightVar(ref: RefObject<HTMLElement | null>, name: `--${string}`): void {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    // The height comes from the observer, which reports it once when it starts observing and
    // again on every change, after the browser's own layout. Reading offsetHeight here, at
    // commit, forced a layout of the whole new page inside the first render's task (100 ms
    // and more of the page's opening).
    const observer = new ResizeObserver(([entry]) => {
      const box = entry?.borderBoxSize?.[0];
      const heightPx = box ? box.blockSize : element.offsetHeight;
      root.style.setProperty(name, `${Math.round(heightPx)}px`);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(name);
    };
  }, [ref, name]);
}
