// Pure: a bounded undo/redo history of scenarios. Each entry is a whole scenario (they are
// small, and immutable edits share most of their structure).

const MAX_HISTORY = 50;

export interface History<T> {
  past: readonly T[];
  future: readonly T[];
}

export const emptyHistory = <T>(): History<T> => ({ past: [], future: [] });

/** `before` was replaced by an edit: it becomes undoable, and the redo list is dropped. */
export function recordEdit<T>(h: History<T>, before: T, max = MAX_HISTORY): History<T> {
  const past = [...h.past, before];
  return { past: past.length > max ? past.slice(past.length - max) : past, future: [] };
}

/** The scenario to go back to, and the history after it; undefined when nothing to undo. */
export function undo<T>(h: History<T>, current: T): { value: T; history: History<T> } | undefined {
  const value = h.past.at(-1);
  if (value === undefined) return undefined;
  return { value, history: { past: h.past.slice(0, -1), future: [current, ...h.future] } };
}

export function redo<T>(h: History<T>, current: T): { value: T; history: History<T> } | undefined {
  const value = h.future[0];
  if (value === undefined) return undefined;
  return { value, history: { past: [...h.past, current], future: h.future.slice(1) } };
}
