// Wall-clock timers for the runtime in a browser or a worker. A zero delay goes through a
// MessageChannel: nested setTimeout(0) is clamped to 4 ms, which would idle a third of
// the "as fast as possible" slices.
import type { Scheduler } from './runtime';

export function createBrowserScheduler(): Scheduler {
  const channel = new MessageChannel();
  const queue = new Map<number, () => void>();
  let nextId = 1;
  // In Node (in-process tests) an open port would keep the process alive.
  (channel.port1 as { unref?: () => void }).unref?.();
  channel.port1.onmessage = (event: MessageEvent<number>) => {
    const fn = queue.get(event.data);
    queue.delete(event.data);
    fn?.();
  };
  return {
    now: () => performance.now(),
    setTimeout(fn, ms) {
      if (ms > 0) return { timer: setTimeout(fn, ms) };
      const id = nextId++;
      queue.set(id, fn);
      channel.port2.postMessage(id);
      return { immediate: id };
    },
    clearTimeout(handle) {
      const h = handle as { timer?: ReturnType<typeof setTimeout>; immediate?: number };
      if (h.timer !== undefined) clearTimeout(h.timer);
      if (h.immediate !== undefined) queue.delete(h.immediate);
    },
  };
}
