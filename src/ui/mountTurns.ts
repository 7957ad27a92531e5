// Views that the first screen does not need mount one at a time, each in a task of its own.
//
// Before, they were plain lazy views: each mounted when its chunk had loaded and React next
// rendered the page, and that next render was usually the one the worker's first report
// caused, a synchronous render (a store update), so the charts, the statechart, the totals
// and the log mounted together inside it: one task of 110–220 ms after the first paint
// (`npm run bench:ui -- --open --why`). Now each waits for its chunk and for the view before
// it, and mounts in a transition: React may render it in slices, and it never joins a render
// caused by the store.
import { startTransition, useEffect, useState } from 'react';

type Turn = () => Promise<void>;

/**
 * Turns taken one at a time, in the order they came: the next starts a task after the one
 * before has settled (so the browser may paint and take input between them).
 */
export class TurnQueue {
  private readonly waiting: Turn[] = [];
  private busy = false;

  enqueue(turn: Turn): void {
    this.waiting.push(turn);
    if (!this.busy) this.runNext();
  }

  private runNext(): void {
    const turn = this.waiting.shift();
    if (!turn) {
      this.busy = false;
      return;
    }
    this.busy = true;
    void turn()
      .catch(() => undefined)
      .finally(() => setTimeout(() => this.runNext(), 0));
  }
}

const turns = new TurnQueue();

/**
 * False until this view's turn: its chunk loaded (`load`), the views queued before it
 * mounted. The caller renders nothing (or a stand-in) until then. A view that mounts later
 * (a chart for another selected call) takes a turn too: the queue may have been empty for a
 * moment while the page still opens (the charts panel mounts after the first views have
 * taken theirs), and mounting at once then put the panel and all its charts in one task of
 * 90–210 ms (`npm run bench:ui -- --open --why`).
 */
export function useMountTurn(load: () => Promise<unknown>): boolean {
  const [ready, setReady] = useState(false);
  // The turn's end: called when this view has committed, or when it leaves before that, so a
  // view that is gone never holds up the ones after it.
  const [endTurn] = useState(() => ({ call: () => {} }));
  useEffect(() => {
    if (ready) return;
    let mounted = true;
    turns.enqueue(async () => {
      await load().catch(() => undefined);
      if (!mounted) return;
      await new Promise<void>((ended) => {
        endTurn.call = ended;
        startTransition(() => setReady(true));
      });
    });
    return () => {
      mounted = false;
      endTurn.call();
    };
  }, [ready, load, endTurn]);
  useEffect(() => {
    if (ready) endTurn.call();
  }, [ready, endTurn]);
  return ready;
}
