// A name that is committed on Enter or when the field loses focus; Escape puts it back.
import { useState, type KeyboardEvent } from 'react';

interface Props {
  label: string;
  value: string;
  onCommit(next: string): void;
  testId?: string;
}

export function NameField({ label, value, onCommit, testId }: Props) {
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  // A new value from outside (undo, another selection) replaces the draft.
  if (shown !== value) {
    setShown(value);
    setDraft(value);
  }
  const commit = () => {
    const next = draft.trim();
    if (next && next !== value) onCommit(next);
    else setDraft(value);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') commit();
    if (event.key === 'Escape') setDraft(value);
  };
  return (
    <label className="editor-field">
      <span className="editor-field__label">{label}</span>
      <input
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={commit}
        onKeyDown={onKeyDown}
        spellCheck={false}
        data-testid={testId}
      />
    </label>
  );
}
