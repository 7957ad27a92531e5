// "QR code": the current link as a QR code filling most of the screen, big enough to scan
// from the back of a room. Black on white whatever the theme: scanners need the contrast.
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentShareUrl } from './CopyLinkButton';
import './share.css';

const QrCodeView = lazy(() => import('./QrCodeView').then((m) => ({ default: m.QrCodeView })));
/** Kept here too, so the button knows before loading the chunk (QrCodeView.QR_MAX_CHARS). */
const QR_MAX_CHARS = 2_900;

export function QrButton() {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const [url, setUrl] = useState<string | null>(null);
  const open = () => {
    setUrl(currentShareUrl());
    dialog.current?.showModal();
  };
  return (
    <>
      <button
        type="button"
        className="btn btn--ghost"
        onClick={open}
        title={t('qr.title')}
        data-testid="qr-button"
      >
        {t('qr.button')}
      </button>
      <dialog
        ref={dialog}
        className="qr-dialog"
        aria-label={t('qr.title')}
        data-testid="qr-dialog"
        onClick={(e) => {
          if (e.target === dialog.current) dialog.current?.close();
        }}
      >
        {url === null ? (
          <p>{t('link.tooLong')}</p>
        ) : url.length > QR_MAX_CHARS ? (
          <p>{t('qr.tooLong', { count: url.length })}</p>
        ) : (
          <Suspense fallback={<p>…</p>}>
            <QrCodeView url={url} />
            <p className="qr-dialog__url" data-testid="qr-url">
              {url}
            </p>
          </Suspense>
        )}
        <button
          type="button"
          className="btn btn--primary"
          onClick={() => dialog.current?.close()}
          autoFocus
        >
          {t('qr.close')}
        </button>
      </dialog>
    </>
  );
}
