// "QR code": the current link as a QR code filling most of the screen, big enough to scan
// from the back of a room. Black on white whatever the theme: scanners need the contrast.
// "At this moment" adds the lesson's step, the simulated time and the speed, so every laptop
// that scans it opens on the frame the projector shows.
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { appStore } from '../../store/appStore';
import { useLessonStep } from '../lessons/lessonStepStore';
import { currentShareUrl } from './CopyLinkButton';
import { momentNow, momentSuffix } from './roomLink';
import './share.css';

function momentLinkSuffix(): string {
  const { index, count } = useLessonStep.getState();
  const { nowMs, speed } = appStore.getState();
  return momentSuffix(momentNow({ lessonIndex: index, lessonCount: count, nowMs, speed }));
}

const QrCodeView = lazy(() => import('./QrCodeView').then((m) => ({ default: m.QrCodeView })));
/** Kept here too, so the button knows before loading the chunk (QrCodeView.QR_MAX_CHARS). */
const QR_MAX_CHARS = 2_900;

export function QrButton() {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const [base, setBase] = useState<{ url: string | null; moment: string }>({
    url: null,
    moment: '',
  });
  const [atMoment, setAtMoment] = useState(false);
  const open = () => {
    setBase({ url: currentShareUrl(), moment: momentLinkSuffix() });
    dialog.current?.showModal();
  };
  const url = base.url === null ? null : base.url + (atMoment ? base.moment : '');
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
        {base.url !== null && (
          <label className="qr-dialog__moment">
            <input
              type="checkbox"
              checked={atMoment}
              onChange={(e) => setAtMoment(e.target.checked)}
              data-testid="qr-at-moment"
            />{' '}
            {t('qr.atMoment')}
          </label>
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
