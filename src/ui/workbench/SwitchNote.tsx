// Says what a switch of scenario did to the engineer's tools (baseline, sweep, race), once:
// the next switch replaces it, and it can be dismissed.
import { useTranslation } from 'react-i18next';
import { dismissSwitchNote, useWorkbench } from './workbenchStore';

export function SwitchNote() {
  const { t } = useTranslation();
  const note = useWorkbench((s) => s.switchNote);
  if (!note) return null;
  return (
    <div className="notice-banner notice-banner--info" role="status" data-testid="switch-note">
      <div className="notice-banner__body">
        <strong>{t('switchNote.title', { scenario: note.scenario })}</strong>
        <span className="notice-banner__detail">
          {note.parts.map((p) => t(`switchNote.${p}`)).join('; ')}.
        </span>
      </div>
      <button type="button" className="btn" onClick={dismissSwitchNote}>
        {t('error.dismiss')}
      </button>
    </div>
  );
}
