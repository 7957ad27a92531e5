import { describe, expect, it } from 'vitest';
import { emptyHistory, recordEdit, redo, undo } from './editHistory';

describe('edit history', () => {
  it('undoes and redoes in order', () => {
    let h = recordEdit(recordEdit(emptyHistory<string>(), 'a'), 'b');
    const back = undo(h, 'c');
    expect(back?.value).toBe('b');
    h = back!.history;
    const back2 = undo(h, 'b');
    expect(back2?.value).toBe('a');
    const forward = redo(back2!.history, 'a');
    expect(forward?.value).toBe('b');
    expect(redo(forward!.history, 'b')?.value).toBe('c');
  });

  it('has nothing to undo or redo when empty', () => {
    expect(undo(emptyHistory<string>(), 'x')).toBeUndefined();
    expect(redo(emptyHistory<string>(), 'x')).toBeUndefined();
  });

  it('drops the redo list on a new edit', () => {
    const h = undo(recordEdit(emptyHistory<string>(), 'a'), 'b')!.history;
    expect(h.future).toEqual(['b']);
    expect(recordEdit(h, 'a').future).toEqual([]);
  });

  it('keeps at most the last entries', () => {
    let h = emptyHistory<number>();
    for (let i = 0; i < 10; i++) h = recordEdit(h, i, 3);
    expect(h.past).toEqual([7, 8, 9]);
  });
});
