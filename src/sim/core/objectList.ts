// Pure engine: an empty array that holds objects from its birth.
//
// V8 gives an empty literal `[]` small-integer elements and moves it to object elements at
// its first object push. Every simulation builds its queues, lanes and free lists anew, and
// by a second run the code that pushes into them is optimised for arrays already holding
// objects: the first push into each new array then left that code (a deoptimisation), and
// the engine's hottest functions were compiled again in each of the next runs (`node
// --trace-deopt` on the bench's workloads: "not a Smi" / "wrong map" at `push`). An array
// born with object elements never changes kind, so the optimised code stays valid.

const PLACEHOLDER = {};

/** An empty array whose elements kind is already "objects". */
export function objectList<T>(): T[] {
  const list: unknown[] = [PLACEHOLDER];
  list.pop();
  return list as T[];
}
