// Pure: what to tell someone about the link they opened. The store opened the saved work
// (or the first preset) instead of a broken link; this names what was wrong with it.
import { decodeScenarioFromUrl } from '../../scenarios/urlCodec';
import { i18n } from '../i18n/i18n';

export interface LinkNotice {
  kind: 'broken' | 'warning';
  title: string;
  detail: string;
  /** What is on screen instead, for a broken link. */
  instead?: string;
}

export function linkNoticeFor(hash: string): LinkNotice | null {
  const result = decodeScenarioFromUrl(hash);
  if (result.ok) {
    return result.warning
      ? { kind: 'warning', title: i18n.t('link.warning'), detail: result.warning }
      : null;
  }
  if (result.empty) return null;
  return { kind: 'broken', title: i18n.t('link.broken'), detail: result.error };
}

/** Whether the store's start-up message is the one about this link (shown here instead). */
export function isAboutLink(message: string, notice: LinkNotice): boolean {
  return message.includes(notice.detail);
}
