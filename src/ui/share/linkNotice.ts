// Pure: what to tell someone about the link they opened. The store opened the saved work
// (or the first preset) instead of a broken link; this names what was wrong with it.
import { decodeScenarioFromUrl } from '../../scenarios/urlCodec';
import { i18n } from '../i18n/i18n';
import { linkProblemText } from './linkWords';

export interface LinkNotice {
  kind: 'broken' | 'warning';
  title: string;
  detail: string;
  /** What is on screen instead, for a broken link. */
  instead?: string;
  /** The decoder's English, which the store's start-up message quotes (see isAboutLink). */
  english?: string;
}

export function linkNoticeFor(hash: string): LinkNotice | null {
  const result = decodeScenarioFromUrl(hash);
  if (result.ok) {
    if (!result.warning) return null;
    const detail = result.warningProblem
      ? linkProblemText(i18n.t, result.warningProblem)
      : result.warning;
    return { kind: 'warning', title: i18n.t('link.warning'), detail, english: result.warning };
  }
  if (result.empty) return null;
  const detail = linkProblemText(i18n.t, result.problem);
  return { kind: 'broken', title: i18n.t('link.broken'), detail, english: result.error };
}

/** Whether the store's start-up message is the one about this link (shown here instead). */
export function isAboutLink(message: string, notice: LinkNotice): boolean {
  return message.includes(notice.english ?? notice.detail);
}
