// Says what was wrong with a link (the one the page opened with, or one pasted later) and
// that the saved work is safe; and warns when edits cannot be saved in this browser.
import { useTranslation } from 'react-i18next';
import { ReplacedBanner } from '../files/ReplacedBanner';
import { setLinkNotice, useLinkNotice } from './linkNoticeStore';
import './share.css';

export function LinkBanner({ saveError }: { saveError: string | null }) {
  const { t } = useTranslation();
  const notice = useLinkNotice();
  return (
    <>
      {notice && (
        <div
          className={`notice-banner notice-banner--${notice.kind}`}
          role="alert"
          data-testid="link-banner"
        >
          <div className="notice-banner__body">
            <strong>{notice.title}.</strong>
            <span className="notice-banner__detail">{notice.detail}</span>
            {notice.instead && <span>{notice.instead}</span>}
          </div>
          <button type="button" className="btn" onClick={() => setLinkNotice(null)}>
            {t('error.dismiss')}
          </button>
        </div>
      )}
      <ReplacedBanner />
      {saveError && (
        <div className="notice-banner notice-banner--warning" role="status">
          <div className="notice-banner__body">
            <strong>{t('link.notSaved')}</strong>
            <span className="notice-banner__detail">{saveError}</span>
          </div>
        </div>
      )}
    </>
  );
}
