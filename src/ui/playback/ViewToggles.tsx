// Theme and presenter mode switches, in the header.
import { useTranslation } from 'react-i18next';
import { appStore } from '../../store/appStore';
import { selectPresenter, selectTheme } from '../../store/selectors';
import { useAppStore } from '../../store/useAppStore';

export function ViewToggles() {
  const { t } = useTranslation();
  const theme = useAppStore(selectTheme);
  const presenter = useAppStore(selectPresenter);
  return (
    <div className="toolbar__group">
      <button
        type="button"
        className="btn btn--ghost"
        aria-pressed={presenter}
        onClick={() => appStore.getState().togglePresenter()}
        title={t('view.presenterTitle')}
        data-testid="presenter-toggle"
      >
        {t('view.presenter')}
      </button>
      <button
        type="button"
        className="btn btn--ghost"
        onClick={() => appStore.getState().toggleTheme()}
        data-testid="theme-toggle"
      >
        {theme === 'dark' ? t('view.light') : t('view.dark')}
      </button>
    </div>
  );
}
