// A part of a card that gives way when its row is too narrow for it: rendered in full first,
// measured before paint, and drawn in its short form only if the full one was cut. Measuring
// the real font is what makes it exact: an estimate (badgeSize.ts) gave way too often.
import { useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * `key` names what is shown (a word, a name): when it changes the full form is tried again.
 * Returns the ref of the element to measure and whether to draw the short form.
 */
export function useGivesWay<E extends HTMLElement>(key: string) {
  const ref = useRef<E>(null);
  const [shortFor, setShortFor] = useState<string | null>(null);
  const short = shortFor === key;
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || short || typeof ResizeObserver === 'undefined') return;
    // Measured when the observer reports, after the browser's own layout and before it paints:
    // reading scrollWidth here, at commit, forced a layout of the whole new page inside the
    // render's task (80 ms of the page's first render in a trace). A new observer reports
    // once when it starts, so a new key is measured too; the short form is committed at once
    // (flushSync), so the cut full form is never painted.
    const observer = new ResizeObserver(() => {
      // Half a pixel: a rounding difference is not a cut.
      if (el.scrollWidth > el.clientWidth + 0.5) flushSync(() => setShortFor(key));
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [key, short]);
  return [ref, short] as const;
}
