import { describe, expect, it } from 'vitest';
import { SHORTCUT_LIST, shortcutFor } from './useKeyboardShortcuts';

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

  it('moves the lesson with a clicker (Page Down / Page Up) and with N / P', () => {
    expect(press('PageDown')).toEqual({ action: 'lessonStep', delta: 1 });
    expect(press('n')).toEqual({ action: 'lessonStep', delta: 1 });
    expect(press('PageUp')).toEqual({ action: 'lessonStep', delta: -1 });
    expect(press('P')).toEqual({ action: 'lessonStep', delta: -1 });
  });

  it('picks a Predict step’s answer with a digit (1 = A), only with a lesson shown', () => {
    expect(press('1')).toEqual({ action: 'pickChoice', choice: 0 });
    expect(press('4')).toEqual({ action: 'pickChoice', choice: 3 });
    const digit = { key: '2', shiftKey: false, ctrlKey: false, altKey: false };
    expect(shortcutFor({ ...digit, metaKey: false, target: null }, false)).toBeUndefined();
  });

  it('leaves Page Down to the page when no lesson is shown', () => {
    const noLesson = { key: 'PageDown', shiftKey: false, ctrlKey: false, altKey: false };
    expect(shortcutFor({ ...noLesson, metaKey: false, target: null }, false)).toBeUndefined();
  });

  it('toggles presenter mode with F and lists the keys with ?', () => {
    expect(press('f')).toEqual({ action: 'togglePresenter' });
    expect(press('?', { shiftKey: true })).toEqual({ action: 'help' });
  });

  it('lists every key it handles in the help', () => {
    const listed = SHORTCUT_LIST.flatMap((s) => s.keys).join(' ');
    for (const key of [
      'Space',
      'Page Down',
      'Page Up',
      'N',
      'P',
      'F',
      '?',
      'R',
      '.',
      '→',
      'C',
      '1',
    ])
      expect(listed).toContain(key);
  });

  it('leaves keys with Ctrl, Alt or Meta to the browser', () => {
    expect(press('r', { ctrlKey: true })).toBeUndefined();
    expect(press('ArrowRight', { metaKey: true })).toBeUndefined();
    expect(press('x')).toBeUndefined();
  });
});
