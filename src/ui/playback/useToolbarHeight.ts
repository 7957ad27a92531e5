// The playback toolbar's height, as `--toolbar-h` on the page's root: the graph sticks just
// below the sticky toolbar (theme.css), and the toolbar's height changes as its row wraps
// (window width, language, a speed notice appearing).
import { useLayoutEffect, type RefObject } from 'react';

export const TOOLBAR_HEIGHT_VAR = '--toolbar-h';

export function useToolbarHeight(ref: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const toolbar = ref.current;
    if (!toolbar || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const publish = () => root.style.setProperty(TOOLBAR_HEIGHT_VAR, `${toolbar.offsetHeight}px`);
    publish();
    const observer = new ResizeObserver(publish);
    observer.observe(toolbar);
    return () => {
      observer.disconnect();
      root.style.removeProperty(TOOLBAR_HEIGHT_VAR);
    };
  }, [ref]);
}
