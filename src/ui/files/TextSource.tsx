// A text to read, pasted or opened from a file: the first step the import dialogs share (a
// library config, measured latencies). The dialog reads it; this only gathers it.
import { useRef, type ChangeEvent, type ReactNode } from 'react';
import { readTextFile } from '../../scenarios/browserFiles';

interface Props {
  label: string;
  text: string;
  rows: number;
  /** Shown in the empty text area (a file opened but too large to show). */
  placeholder?: string;
  /** Typed or pasted: the text no longer comes from the file that was opened. */
  onText(text: string): void;
  readLabel: string;
  readDisabled?: boolean;
  onRead(): void;
  openLabel: string;
  /** The file picker's `accept`. */
  accept: string;
  maxBytes: number;
  onOpened(content: string, fileName: string): void;
  /** The file could not be read (too large, unreadable). */
  onOpenFailed(message: string): void;
  /** Test ids are `${testId}-text`, `${testId}-read` and `${testId}-file-input`. */
  testId: string;
  /** After the buttons: a status while the dialog reads. */
  children?: ReactNode;
}

export function TextSource(props: Props) {
  const fileInput = useRef<HTMLInputElement>(null);
  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // The same file can be picked again after fixing it.
    if (!file) return;
    try {
      props.onOpened(await readTextFile(file, props.maxBytes), file.name);
    } catch (e) {
      props.onOpenFailed((e as Error).message);
    }
  };
  return (
    <>
      <label className="interop-dialog__label">
        {props.label}
        <textarea
          value={props.text}
          rows={props.rows}
          placeholder={props.placeholder}
          spellCheck={false}
          onChange={(e) => props.onText(e.target.value)}
          data-testid={`${props.testId}-text`}
        />
      </label>
      <div className="interop-dialog__row">
        <button
          type="button"
          className="btn"
          disabled={props.readDisabled}
          onClick={props.onRead}
          data-testid={`${props.testId}-read`}
        >
          {props.readLabel}
        </button>
        <button type="button" className="btn btn--ghost" onClick={() => fileInput.current?.click()}>
          {props.openLabel}
        </button>
        <input
          ref={fileInput}
          type="file"
          hidden
          accept={props.accept}
          onChange={(e) => void onPick(e)}
          data-testid={`${props.testId}-file-input`}
        />
        {props.children}
      </div>
    </>
  );
}
