// Whether an element is on screen (or near it): charts scrolled out of view skip their
// redraws and catch up when they come back.
import { useEffect, useState, type RefObject } from 'react';

/** Start redrawing a little before the chart scrolls into view. */
const MARGIN = '200px';

export function useVisible(ref: RefObject<Element | null>): boolean {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (entry) setVisible(entry.isIntersecting);
      },
      { rootMargin: MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return visible;
}
