// An element's height as a CSS variable on the page's root (`--toolbar-h`, `--header-h`): the
// graph sticks below the sticky toolbar and, on the first screen, fits below the header too
// (theme.css). Both heights change as their rows wrap (window width, language, a notice).
import { useLayoutEffect, type RefObject } from 'react';

export function useHeightVar(ref: RefObject<HTMLElement | null>, name: `--${string}`): void {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const publish = () => root.style.setProperty(name, `${element.offsetHeight}px`);
    publish();
    const observer = new ResizeObserver(publish);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(name);
    };
  }, [ref, name]);
}
