// A <dialog> shown as a modal while `open` (the browser's focus trap, Escape and backdrop),
// closed when not; `onOpen` runs just before it shows, to take what the page holds then.
import { useEffect, useEffectEvent, type RefObject } from 'react';

export function useModalDialog(
  dialog: RefObject<HTMLDialogElement | null>,
  open = true,
  onOpen?: () => void,
): void {
  const opening = useEffectEvent(() => onOpen?.());
  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (open && !d.open) {
      opening();
      d.showModal();
    }
    if (!open && d.open) d.close();
  }, [dialog, open]);
}
