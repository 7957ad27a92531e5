import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterOpening, OPENED_AFTER_LOAD_MS } from './afterOpening';

describe('afterOpening (when the service worker is registered)', () => {
  let loadListeners: (() => void)[];
  let idleCallbacks: (() => void)[];

  beforeEach(() => {
    vi.useFakeTimers();
    loadListeners = [];
    idleCallbacks = [];
    vi.stubGlobal('window', {
      addEventListener: (type: string, listener: () => void) => {
        if (type === 'load') loadListeners.push(listener);
      },
    });
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idleCallbacks.push(callback));
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  async function settle(promise: Promise<void>): Promise<() => boolean> {
    let done = false;
    void promise.then(() => (done = true));
    await vi.advanceTimersByTimeAsync(0);
    return () => done;
  }

  it('waits for the load event, then the opening time, then an idle moment', async () => {
    vi.stubGlobal('document', { readyState: 'loading' });
    const done = await settle(afterOpening());
    await vi.advanceTimersByTimeAsync(OPENED_AFTER_LOAD_MS * 2);
    expect(done()).toBe(false);

    loadListeners.forEach((listener) => listener());
    await vi.advanceTimersByTimeAsync(OPENED_AFTER_LOAD_MS - 1);
    expect(idleCallbacks).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(idleCallbacks).toHaveLength(1);
    expect(done()).toBe(false);

    idleCallbacks[0]!();
    await vi.advanceTimersByTimeAsync(0);
    expect(done()).toBe(true);
  });

  it('counts from now when the page has already loaded', async () => {
    vi.stubGlobal('document', { readyState: 'complete' });
    const done = await settle(afterOpening());
    await vi.advanceTimersByTimeAsync(OPENED_AFTER_LOAD_MS);
    idleCallbacks.forEach((callback) => callback());
    await vi.advanceTimersByTimeAsync(0);
    expect(done()).toBe(true);
    expect(loadListeners).toHaveLength(0);
  });
});
