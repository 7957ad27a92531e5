// Registers the service worker once the page has opened (afterOpening.ts), and says when a
// new version of the page is ready. It is used only when the person reloads, so a lesson is
// never cut short by an update. (That the page works offline is not announced: every first
// visit would get a banner that moves the page down.)
import { useRegisterSW } from 'virtual:pwa-register/react';
import { useTranslation } from 'react-i18next';
import '../share/share.css';
import { useAfterOpening } from './afterOpening';

export function UpdateNotice() {
  return useAfterOpening() ? <ServiceWorkerNotice /> : null;
}

function ServiceWorkerNotice() {
  const { t } = useTranslation();
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW();
  if (!needRefresh) return null;
  return (
    <div className="notice-banner notice-banner--warning" role="status" data-testid="pwa-notice">
      <div className="notice-banner__body">
        <strong>{t('pwa.newVersion')}</strong>
        <span className="notice-banner__detail">{t('pwa.newVersionDetail')}</span>
      </div>
      <button
        type="button"
        className="btn btn--primary"
        onClick={() => void updateServiceWorker(true)}
        data-testid="pwa-reload"
      >
        {t('pwa.reload')}
      </button>
      <button type="button" className="btn" onClick={() => setNeedRefresh(false)}>
        {t('error.dismiss')}
      </button>
    </div>
  );
}
