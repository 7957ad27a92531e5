import { describe, expect, it } from 'vitest';
import { slowDownEnabled } from './slowDownStore';

describe('whether a lesson slows down at its fault', () => {
  it('follows the lesson by default, the user’s choice for that preset, and never while a link seeks', () => {
    const none = { presetId: null, choice: null };
    expect(slowDownEnabled(none, 'pool-domino', true)).toBe(true);
    expect(slowDownEnabled(none, null, false)).toBe(false);
    expect(slowDownEnabled({ presetId: 'pool-domino', choice: false }, 'pool-domino', true)).toBe(
      false,
    );
    // A choice made for another preset does not carry over.
    expect(slowDownEnabled({ presetId: 'retry-storm', choice: false }, 'pool-domino', true)).toBe(
      true,
    );
    // A teacher's link fast-forwarding to its t= passes faults the room is not watching.
    expect(slowDownEnabled({ ...none, seeking: true }, 'pool-domino', true)).toBe(false);
  });
});
