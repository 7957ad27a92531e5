// When the simulation fails: what happened, and a way back. The scenario is kept.
import { useTranslation } from 'react-i18next';
import { appStore } from '../../store/appStore';
import { selectError } from '../../store/selectors';
import { useAppStore } from '../../store/useAppStore';

export function ErrorBanner() {
  const { t } = useTranslation();
  const error = useAppStore(selectError);
  if (!error) return null;
  return (
    <div className="error-banner" role="alert" data-testid="error-banner">
      <strong>{error.fatal ? t('error.fatal') : t('error.problem')}</strong>
      <span className="error-banner__text">{error.message}</span>
      <button
        type="button"
        className="btn btn--primary"
        onClick={() => appStore.getState().recover()}
      >
        {t('error.restart')}
      </button>
      {!error.fatal && (
        <button type="button" className="btn" onClick={() => appStore.getState().dismissError()}>
          {t('error.dismiss')}
        </button>
      )}
    </div>
  );
}
