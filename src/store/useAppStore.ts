// The React side of the store: a hook over the vanilla store.
import { useStore } from 'zustand';
import { appStore, type AppState } from './appStore';

export function useAppStore<T>(selector: (state: AppState) => T): T {
  return useStore(appStore, selector);
}
