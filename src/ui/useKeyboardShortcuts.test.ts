import { describe, expect, it } from 'vitest';
import { shortcutFor } from './useKeyboardShortcuts';

const press = (key: string, extra: Partial<KeyboardEvent> = {}) =>
  shortcutFor({
    key,
    shiftKey: false,
    ctrlKey: false,
    altKey: false,
    metaKey: false,
    target: null,
    ...extra,
  });

describe('keyboard shortcuts', () => {
  it('maps Space, arrows, "." and R to playback', () => {
    expect(press(' ')).toEqual({ action: 'togglePlay' });
    expect(press('ArrowRight')).toEqual({ action: 'step', kind: '100ms' });
    expect(press('ArrowRight', { shiftKey: true })).toEqual({ action: 'step', kind: '1s' });
    expect(press('.')).toEqual({ action: 'step', kind: 'event' });
    expect(press('r')).toEqual({ action: 'reset' });
  });

  it('leaves keys with Ctrl, Alt or Meta to the browser', () => {
    expect(press('r', { ctrlKey: true })).toBeUndefined();
    expect(press('ArrowRight', { metaKey: true })).toBeUndefined();
    expect(press('x')).toBeUndefined();
  });
});
