// Whether the list of keyboard shortcuts is open ("?" opens and closes it).
import { create } from 'zustand';

export const useShortcutHelp = create<{ open: boolean; toggle(): void; close(): void }>()(
  (set, get) => ({
    open: false,
    toggle: () => set({ open: !get().open }),
    close: () => set({ open: false }),
  }),
);
