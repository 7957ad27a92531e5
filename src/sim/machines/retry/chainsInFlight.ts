// Pure engine: no DOM, no wall clock, no unseeded randomness.
// The chains of one edge with a retry scheduled or running. Every retried call enters and
// leaves it, thousands a run under a retry storm: an array with each chain's own index
// (removal moves the last chain into the hole) costs a store where a Set must hash the
// chain and grow and shrink its table. The order is no one's business: the page counts
// chains per state, and stopping cancels them all.
import { objectList } from '../../core/objectList';
export interface InFlightMember {
  /** Where the chain sits in its edge's ChainsInFlight; -1 when it is not in it. */
  inFlightAt: number;
}

export class ChainsInFlight<T extends InFlightMember> implements Iterable<T> {
  private readonly items: T[] = objectList();

  get size(): number {
    return this.items.length;
  }

  add(item: T): void {
    if (item.inFlightAt >= 0) return;
    item.inFlightAt = this.items.length;
    this.items.push(item);
  }

  delete(item: T): void {
    const at = item.inFlightAt;
    if (at < 0) return;
    const last = this.items.pop()!;
    if (last !== item) {
      this.items[at] = last;
      last.inFlightAt = at;
    }
    item.inFlightAt = -1;
  }

  [Symbol.iterator](): Iterator<T> {
    return this.items[Symbol.iterator]();
  }
}
