// Undo and redo buttons; Ctrl+Z / Ctrl+Shift+Z (or Ctrl+Y) anywhere outside a text field.
import { useTranslation } from 'react-i18next';
import { useEffect } from 'react';
import { redoEdit, undoEdit, useEditor } from './editorStore';

const TYPING = new Set(['INPUT', 'TEXTAREA', 'SELECT']);

export function UndoRedo() {
  const { t } = useTranslation();
  const canUndo = useEditor((s) => s.history.past.length > 0);
  const canRedo = useEditor((s) => s.history.future.length > 0);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      const target = event.target as HTMLElement | null;
      if (target && (TYPING.has(target.tagName) || target.isContentEditable)) return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) undoEdit();
      else if ((key === 'z' && event.shiftKey) || key === 'y') redoEdit();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
  return (
    <div className="button-row editor-undo">
      <button
        type="button"
        className="button"
        disabled={!canUndo}
        onClick={undoEdit}
        aria-keyshortcuts="Control+Z"
        data-testid="undo"
      >
        {t('editor.undo')}
      </button>
      <button
        type="button"
        className="button"
        disabled={!canRedo}
        onClick={redoEdit}
        aria-keyshortcuts="Control+Shift+Z"
        data-testid="redo"
      >
        {t('editor.redo')}
      </button>
    </div>
  );
}
