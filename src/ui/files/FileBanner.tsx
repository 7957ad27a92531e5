// The message about the last file: why an import was refused (line and column, or the
// field), or what was loaded. Dismissible; the scenario on screen is unchanged by a refusal.
import { useTranslation } from 'react-i18next';
import '../share/share.css';
import { showFileNotice, useFileNotice } from './fileNotice';

export function FileBanner() {
  const { t } = useTranslation();
  const notice = useFileNotice();
  if (!notice) return null;
  return (
    <div
      className={`notice-banner notice-banner--${notice.kind === 'error' ? 'broken' : 'warning'}`}
      role={notice.kind === 'error' ? 'alert' : 'status'}
      data-testid="file-banner"
    >
      <div className="notice-banner__body">
        <strong>{notice.title}</strong>
        <span className="notice-banner__detail">{notice.detail}</span>
      </div>
      <button type="button" className="btn" onClick={() => showFileNotice(null)}>
        {t('error.dismiss')}
      </button>
    </div>
  );
}
