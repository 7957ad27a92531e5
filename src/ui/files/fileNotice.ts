// What the last file action said: a refused import (and why), or an export that failed.
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';

export interface FileNotice {
  kind: 'error' | 'info';
  title: string;
  detail: string;
}

const fileNoticeStore = createStore<{ notice: FileNotice | null }>()(() => ({
  notice: null,
}));

export const useFileNotice = () => useStore(fileNoticeStore, (s) => s.notice);
export const showFileNotice = (notice: FileNotice | null) => fileNoticeStore.setState({ notice });
