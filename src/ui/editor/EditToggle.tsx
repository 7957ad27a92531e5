// The header switch between watching the run and editing the graph.
import { useTranslation } from 'react-i18next';
import { setEditing, useEditor } from './editorStore';

export function EditToggle() {
  const { t } = useTranslation();
  const editing = useEditor((s) => s.editing);
  return (
    <button
      type="button"
      className="btn btn--ghost"
      aria-pressed={editing}
      onClick={() => setEditing(!editing)}
      data-testid="edit-toggle"
      title={t('editor.toggleTitle')}
    >
      {editing ? t('editor.done') : t('editor.toggle')}
    </button>
  );
}
