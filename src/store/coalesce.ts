// Messages from the worker are applied once per animation frame, all together: React renders
// once for them, and a busy page that falls behind catches up in one render, not one per
// message. A timer backs requestAnimationFrame up (hidden tabs do not run it; Node lacks it).

/** Wall ms after which queued messages are applied even without an animation frame. */
const MAX_DELAY_MS = 100;

export interface Coalescer<T> {
  push(item: T): void;
  /** Applies what is queued now. */
  flush(): void;
  dispose(): void;
}

export function coalesce<T>(apply: (items: T[]) => void): Coalescer<T> {
  let queue: T[] = [];
  let frame: number | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const hasAnimationFrames = typeof requestAnimationFrame === 'function';

  const cancel = () => {
    if (frame !== null) cancelAnimationFrame(frame);
    if (timer !== null) clearTimeout(timer);
    frame = null;
    timer = null;
  };
  const flush = () => {
    cancel();
    const items = queue;
    queue = [];
    if (items.length > 0) apply(items);
  };
  return {
    push(item) {
      queue.push(item);
      if (timer !== null) return;
      if (hasAnimationFrames) frame = requestAnimationFrame(flush);
      timer = setTimeout(flush, hasAnimationFrames ? MAX_DELAY_MS : 0);
    },
    flush,
    dispose() {
      cancel();
      queue = [];
    },
  };
}
