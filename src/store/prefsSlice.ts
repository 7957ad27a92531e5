// How the page looks: theme and presenter mode. The theme is remembered in localStorage.
import type { SliceCreator } from './types';

type Theme = 'light' | 'dark';
const THEME_KEY = 'resilience-playground.theme';

export interface PrefsSlice {
  theme: Theme;
  /** Large type, for a projector. */
  presenter: boolean;
  setTheme(theme: Theme): void;
  toggleTheme(): void;
  togglePresenter(): void;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage can be blocked (privacy settings)
  }
}

function initialTheme(): Theme {
  const saved = storage()?.getItem(THEME_KEY);
  if (saved === 'light' || saved === 'dark') return saved;
  const prefersDark =
    typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches;
  return prefersDark ? 'dark' : 'light';
}

export const createPrefsSlice: SliceCreator<PrefsSlice> = (set, get) => {
  const setTheme = (theme: Theme) => {
    storage()?.setItem(THEME_KEY, theme);
    set({ theme });
  };
  return {
    theme: initialTheme(),
    presenter: false,
    setTheme,
    toggleTheme: () => setTheme(get().theme === 'dark' ? 'light' : 'dark'),
    togglePresenter: () => set({ presenter: !get().presenter }),
  };
};
