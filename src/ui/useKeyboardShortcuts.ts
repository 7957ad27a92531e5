// The page from a keyboard or a presentation clicker. Space plays and pauses wherever focus
// is (a focused button does not take it as a click); Page Down / Page Up (what clickers send)
// and N / P move through the lesson's steps (and through a step's text, answer and try first:
// lessonStepMachine decides); 1–9 pick a Predict step's answer; F toggles presenter mode; ? lists every key;
// → steps 100 ms (Shift+→ 1 s, "." one event); R resets. Keys typed into a field, or with
// Ctrl/Alt/Meta, are left alone, and a widget that handles a key itself (the heatmap's
// arrows) stops it before it reaches the page.
import { useEffect } from 'react';
import { appStore } from '../store/appStore';
import type { StepKind } from '../worker/protocol';
import { lessonStep, selectShownCount } from './lessons/lessonStepActor';
import { useShortcutHelp } from './shortcutHelpStore';

/** @internal exported for tests */
export type Shortcut =
  | { action: 'togglePlay' }
  | { action: 'step'; kind: StepKind }
  | { action: 'reset' }
  | { action: 'lessonStep'; delta: 1 | -1 }
  | { action: 'pickChoice'; choice: number }
  | { action: 'togglePresenter' }
  | { action: 'help' };

/** The keys and what they do (`what`: the shortcut's entry in the `shortcuts` catalog). */
export const SHORTCUT_LIST = [
  { keys: ['Space'], what: 'playPause' },
  { keys: ['Page Down', 'N'], what: 'next' },
  { keys: ['Page Up', 'P'], what: 'previous' },
  { keys: ['1', '2', '3', '4'], what: 'pick' },
  { keys: ['F'], what: 'presenter' },
  { keys: ['→'], what: 'step100' },
  { keys: ['Shift', '→'], what: 'step1s' },
  { keys: ['.'], what: 'stepEvent' },
  { keys: ['R'], what: 'reset' },
  { keys: ['?'], what: 'help' },
  // Handled by the editor's graph (EditorGraph.tsx), listed here so ? names every key.
  { keys: ['C'], what: 'addCall' },
  { keys: ['Esc'], what: 'closeList' },
] as const satisfies readonly { keys: readonly string[]; what: string }[];

type KeyPress = Pick<
  KeyboardEvent,
  'key' | 'shiftKey' | 'ctrlKey' | 'altKey' | 'metaKey' | 'target'
>;

/** Inputs that take Space themselves: a checkbox or radio has no other key to toggle it. */
const SPACE_INPUTS = new Set(['checkbox', 'radio']);
/**
 * The room's keys, taken even from a choice list or a slider: the teacher picks a speed or
 * drags a slider with the mouse, the control keeps focus, and the next Space or clicker press
 * must play or move the lesson, not open the list or change the rate (arrows, Home and End
 * still work them).
 */
const ROOM_KEYS = new Set([' ', 'PageDown', 'PageUp']);

const asElement = (target: EventTarget | null): HTMLElement | null =>
  typeof HTMLElement !== 'undefined' && target instanceof HTMLElement ? target : null;

/** Text is being typed (or a choice made) in this element: the key is its own. */
function isTyping(element: HTMLElement | null, key: string): boolean {
  if (!element) return false;
  if (element.isContentEditable || element.tagName === 'TEXTAREA') return true;
  if (element.tagName === 'SELECT') return !ROOM_KEYS.has(key);
  if (element instanceof HTMLInputElement) {
    if (SPACE_INPUTS.has(element.type)) return key === ' ';
    if (element.type === 'range') return !ROOM_KEYS.has(key);
    return true;
  }
  return false;
}

/**
 * The shortcut for a key press, or undefined when the key is not one here.
 * @internal exported for tests
 */
export function shortcutFor(event: KeyPress, lessonShown = true): Shortcut | undefined {
  if (event.ctrlKey || event.altKey || event.metaKey) return undefined;
  if (isTyping(asElement(event.target), event.key)) return undefined;
  switch (event.key) {
    case ' ':
      return { action: 'togglePlay' };
    case 'ArrowRight':
      return { action: 'step', kind: event.shiftKey ? '1s' : '100ms' };
    case '.':
      return { action: 'step', kind: 'event' };
    case 'r':
    case 'R':
      return { action: 'reset' };
    case 'PageDown':
    case 'n':
    case 'N':
      // Without a lesson on screen Page Down scrolls the page, as it always does.
      return lessonShown ? { action: 'lessonStep', delta: 1 } : undefined;
    case 'PageUp':
    case 'p':
    case 'P':
      return lessonShown ? { action: 'lessonStep', delta: -1 } : undefined;
    case 'f':
    case 'F':
      return { action: 'togglePresenter' };
    case '1':
    case '2':
    case '3':
    case '4':
    case '5':
    case '6':
    case '7':
    case '8':
    case '9':
      // A Predict step's choices by number (1 = A); without a lesson, digits are the page's.
      return lessonShown ? { action: 'pickChoice', choice: Number(event.key) - 1 } : undefined;
    case '?':
      return { action: 'help' };
    default:
      return undefined;
  }
}

function run(shortcut: Shortcut): void {
  const s = appStore.getState();
  switch (shortcut.action) {
    case 'togglePlay':
      return s.togglePlay();
    case 'step':
      return s.step(shortcut.kind);
    case 'reset':
      return s.reset();
    case 'lessonStep':
      return lessonStep.send({ type: shortcut.delta > 0 ? 'next.pressed' : 'previous.pressed' });
    case 'pickChoice':
      return lessonStep.send({ type: 'choice.picked', choice: shortcut.choice });
    case 'togglePresenter':
      return s.togglePresenter();
    case 'help':
      return useShortcutHelp.getState().toggle();
  }
}

export function useKeyboardShortcuts(): void {
  useEffect(() => {
    // Space is taken in the capture phase, before a focused button (or graph node) sees it:
    // the button would otherwise click on key-up, re-pressing whatever was pressed last.
    const onSpace = (event: KeyboardEvent) => {
      if (event.key !== ' ') return;
      const shortcut = shortcutFor(event);
      if (!shortcut) return;
      event.preventDefault();
      event.stopPropagation();
      if (!event.repeat) run(shortcut);
    };
    const swallowSpaceUp = (event: KeyboardEvent) => {
      if (event.key === ' ' && shortcutFor(event)) event.preventDefault();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === ' ' || event.defaultPrevented) return;
      const shortcut = shortcutFor(event, selectShownCount(lessonStep.getSnapshot()) > 0);
      if (!shortcut) return;
      event.preventDefault();
      run(shortcut);
    };
    window.addEventListener('keydown', onSpace, true);
    window.addEventListener('keyup', swallowSpaceUp, true);
    window.addEventListener('keydown', onKeyDown);
    return () => {
      window.removeEventListener('keydown', onSpace, true);
      window.removeEventListener('keyup', swallowSpaceUp, true);
      window.removeEventListener('keydown', onKeyDown);
    };
  }, []);
}
