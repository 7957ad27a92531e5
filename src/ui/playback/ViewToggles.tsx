// Theme and presenter mode switches, in the header.
import { appStore } from '../../store/appStore';
import { selectPresenter, selectTheme } from '../../store/selectors';
import { useAppStore } from '../../store/useAppStore';

export function ViewToggles() {
  const theme = useAppStore(selectTheme);
  const presenter = useAppStore(selectPresenter);
  return (
    <div className="toolbar__group">
      <button
        type="button"
        className="btn btn--ghost"
        aria-pressed={presenter}
        onClick={() => appStore.getState().togglePresenter()}
        title="Large type for a projector"
        data-testid="presenter-toggle"
      >
        Presenter mode
      </button>
      <button
        type="button"
        className="btn btn--ghost"
        onClick={() => appStore.getState().toggleTheme()}
        data-testid="theme-toggle"
      >
        {theme === 'dark' ? '☀ Light theme' : '☾ Dark theme'}
      </button>
    </div>
  );
}
