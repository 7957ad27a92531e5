// The message about the link the page was opened with (or one pasted into the address bar
// later), for the banner.
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { LinkNotice } from './linkNotice';

export const linkNoticeStore = createStore<{ notice: LinkNotice | null }>()(() => ({
  notice: null,
}));

export const useLinkNotice = () => useStore(linkNoticeStore, (s) => s.notice);
export const setLinkNotice = (notice: LinkNotice | null) => linkNoticeStore.setState({ notice });
