// The header switch between watching the run and editing the graph.
import { setEditing, useEditor } from './editorStore';

export function EditToggle() {
  const editing = useEditor((s) => s.editing);
  return (
    <button
      type="button"
      className="btn btn--ghost"
      aria-pressed={editing}
      onClick={() => setEditing(!editing)}
      data-testid="edit-toggle"
      title="Add, rename and remove services and calls"
    >
      {editing ? '✓ Done' : '✎ Edit graph'}
    </button>
  );
}
