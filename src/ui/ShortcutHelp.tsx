// The list of keyboard shortcuts, opened with "?": a modal dialog, closed by Esc or its button.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SHORTCUT_LIST } from './useKeyboardShortcuts';
import { useShortcutHelp } from './shortcutHelpStore';

export function ShortcutHelp() {
  const { t } = useTranslation();
  const open = useShortcutHelp((s) => s.open);
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (open && !d.open) d.showModal?.();
    if (!open && d.open) d.close();
  }, [open]);
  return (
    <dialog
      ref={dialog}
      className="shortcut-help"
      aria-labelledby="shortcut-help-title"
      onClose={() => useShortcutHelp.getState().close()}
      data-testid="shortcut-help"
    >
      <h2 id="shortcut-help-title">{t('shortcuts.title')}</h2>
      <dl>
        {SHORTCUT_LIST.map(({ keys, what }) => (
          <div key={what} className="shortcut-help__row">
            <dt>
              {keys.map((k, i) => (
                <span key={k}>
                  {i > 0 && (keys[0] === 'Shift' ? ' + ' : ' / ')}
                  <kbd>{k}</kbd>
                </span>
              ))}
            </dt>
            <dd>{t(`shortcuts.${what}`)}</dd>
          </div>
        ))}
      </dl>
      <form method="dialog">
        <button type="submit" className="button">
          {t('shortcuts.close')}
        </button>
      </form>
    </dialog>
  );
}
