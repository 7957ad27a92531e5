// Says that a link (or a lesson picked) replaced edited work, names that work, and offers
// to bring it back. The work is already kept in the Files menu either way.
import { useTranslation } from 'react-i18next';
import '../share/share.css';
import {
  replacedWorkName,
  replacedWorkTime,
  restoreReplacedEntry,
  setReplacedNotice,
  useReplacedNotice,
} from './replacedWorkActions';

export function ReplacedBanner() {
  const { t } = useTranslation();
  const replaced = useReplacedNotice();
  if (!replaced) return null;
  const name = replacedWorkName(replaced);
  return (
    <div
      className="notice-banner notice-banner--warning"
      role="status"
      data-testid="replaced-banner"
    >
      <div className="notice-banner__body">
        <strong>{t('replaced.bannerTitle', { name })}</strong>
        <span className="notice-banner__detail">
          {t('replaced.bannerDetail', { time: replacedWorkTime(replaced) })}
        </span>
      </div>
      <button
        type="button"
        className="btn"
        onClick={() => restoreReplacedEntry(replaced)}
        data-testid="replaced-banner-restore"
      >
        {t('replaced.restore')}
      </button>
      <button type="button" className="btn" onClick={() => setReplacedNotice(null)}>
        {t('error.dismiss')}
      </button>
    </div>
  );
}
