// Playback from the keyboard: Space play/pause, → step 100 ms (Shift+→ 1 s, "." one
// event), R reset. Keys typed into a field, or with Ctrl/Alt/Meta, are left alone.
import { useEffect } from 'react';
import { appStore } from '../store/appStore';
import type { StepKind } from '../worker/protocol';

export type Shortcut =
  { action: 'togglePlay' } | { action: 'step'; kind: StepKind } | { action: 'reset' };

type KeyPress = Pick<
  KeyboardEvent,
  'key' | 'shiftKey' | 'ctrlKey' | 'altKey' | 'metaKey' | 'target'
>;

const TYPING = new Set(['INPUT', 'TEXTAREA', 'SELECT']);

const asElement = (target: EventTarget | null): HTMLElement | null =>
  typeof HTMLElement !== 'undefined' && target instanceof HTMLElement ? target : null;

/** The shortcut for a key press, or undefined when the key is not one here. */
export function shortcutFor(event: KeyPress): Shortcut | undefined {
  const element = asElement(event.target);
  if (event.ctrlKey || event.altKey || event.metaKey) return undefined;
  if (element && (TYPING.has(element.tagName) || element.isContentEditable)) return undefined;
  switch (event.key) {
    case ' ':
      // A focused button answers Space itself (a click): do not toggle twice.
      return element?.closest('button, a, [role="button"]') ? undefined : { action: 'togglePlay' };
    case 'ArrowRight':
      return { action: 'step', kind: event.shiftKey ? '1s' : '100ms' };
    case '.':
      return { action: 'step', kind: 'event' };
    case 'r':
    case 'R':
      return { action: 'reset' };
    default:
      return undefined;
  }
}

function run(shortcut: Shortcut): void {
  const s = appStore.getState();
  if (shortcut.action === 'togglePlay') s.togglePlay();
  else if (shortcut.action === 'step') s.step(shortcut.kind);
  else s.reset();
}

export function useKeyboardShortcuts(): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.repeat && event.key === ' ') return;
      const shortcut = shortcutFor(event);
      if (!shortcut) return;
      event.preventDefault();
      run(shortcut);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
