// "Copy link": the page's address with the current scenario in it, written to the clipboard.
import { useTranslation } from 'react-i18next';
import { useEffect, useState } from 'react';
import { linkFits } from '../../scenarios/urlCodec';
import { appStore } from '../../store/appStore';
import { keptRoomSuffix } from './roomLink';
import { roomStore } from './roomStore';
import { scenarioHash, urlWithHash } from './urlSync';
import { currentLanguage } from '../i18n/i18n';

const CONFIRM_MS = 2_500;
type Status = 'idle' | 'copied' | 'failed' | 'tooLong';

const LABEL_KEYS = {
  idle: 'link.copy',
  copied: 'link.copied',
  failed: 'link.copyFailed',
  tooLong: 'link.tooLong',
} as const satisfies Record<Status, string>;

/**
 * The shareable address now (not the debounced one in the address bar); `locks` replaces the
 * ones the page's link carried (the QR dialog's teacher control).
 */
export function currentShareUrl(locks?: readonly string[]): string | null {
  const { scenario, presetId } = appStore.getState();
  const hash = scenarioHash(scenario, presetId, currentLanguage());
  if (!linkFits(hash)) return null;
  const carried = roomStore.getState();
  const room = keptRoomSuffix(locks ? { ...carried, locks } : carried);
  return `${window.location.origin}${urlWithHash(window.location, hash + room)}`;
}

export function CopyLinkButton() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<Status>('idle');
  useEffect(() => {
    if (status === 'idle') return;
    const timer = setTimeout(() => setStatus('idle'), CONFIRM_MS);
    return () => clearTimeout(timer);
  }, [status]);
  const onClick = async () => {
    const url = currentShareUrl();
    if (!url) return setStatus('tooLong');
    window.history.replaceState(null, '', url);
    try {
      await navigator.clipboard.writeText(url);
      setStatus('copied');
    } catch {
      setStatus('failed');
    }
  };
  return (
    <button
      type="button"
      className="btn btn--ghost share-button"
      onClick={() => void onClick()}
      data-testid="copy-link"
      data-status={status}
      title={t('link.copyTitle')}
    >
      <svg className="share-button__icon" viewBox="0 0 24 24" aria-hidden="true">
        <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1" />
        <path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
      </svg>
      <span aria-live="polite">{t(LABEL_KEYS[status])}</span>
    </button>
  );
}
