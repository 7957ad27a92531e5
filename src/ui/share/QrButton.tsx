// "QR code": the current link as a QR code filling most of the screen, big enough to scan
// from the back of a room. Black on white whatever the theme: scanners need the contrast.
// "At this moment" adds the lesson's step, the simulated time and the speed, so every laptop
// that scans it opens on the frame the projector shows. The teacher can lock the settings
// they changed, or all of them, in the link.
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { appStore } from '../../store/appStore';
import { lessonStep, selectShownCount } from '../lessons/lessonStepActor';
import { getPreset, presetScenario } from '../../scenarios/presets';
import type { Scenario } from '../../sim/scenario';
import { currentShareUrl } from './CopyLinkButton';
import { QR_MAX_CHARS } from './qrCapacity';
import { changedSettingIds, locksFor, type LockChoice } from './lockChoice';
import { LockChoiceField } from './LockChoiceField';
import { roomStore } from './roomStore';
import { momentNow, momentSuffix } from './roomLink';
import './share.css';

function momentLinkSuffix(): string {
  const snapshot = lessonStep.getSnapshot();
  const [index, count] = [snapshot.context.index, selectShownCount(snapshot)];
  const { nowMs, speed } = appStore.getState();
  return momentSuffix(momentNow({ lessonIndex: index, lessonCount: count, nowMs, speed }));
}

/** What the teacher changed: against the pinned baseline A, else the preset it came from. */
function changedNow(): string[] {
  const { scenario, presetId, baseline } = appStore.getState();
  const reference: Scenario | null =
    baseline ?? (presetId && getPreset(presetId) ? presetScenario(presetId) : null);
  return reference ? changedSettingIds(reference, scenario) : [];
}

const QrCodeView = lazy(() => import('./QrCodeView').then((m) => ({ default: m.QrCodeView })));

export function QrButton() {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const [base, setBase] = useState<{ opened: boolean; moment: string; changed: string[] }>({
    opened: false,
    moment: '',
    changed: [],
  });
  const [atMoment, setAtMoment] = useState(false);
  const [lock, setLock] = useState<LockChoice>('none');
  const open = () => {
    const changed = changedNow();
    setBase({ opened: true, moment: momentLinkSuffix(), changed });
    if (lock === 'changed' && changed.length === 0) setLock('none');
    dialog.current?.showModal();
  };
  // The dialog is modal: the scenario cannot change while it is open.
  const shared = base.opened
    ? currentShareUrl(locksFor(roomStore.getState().locks, lock, base.changed))
    : null;
  const url = shared === null ? null : shared + (atMoment ? base.moment : '');
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
          <>
            {/* Until the code's chunk arrives, its square holds its place: nothing below it
                (the lock and "at this moment") moves under a pointer on its way there. */}
            <Suspense fallback={<div className="qr-dialog__code" aria-hidden="true" />}>
              <QrCodeView url={url} />
            </Suspense>
            <p className="qr-dialog__url" data-testid="qr-url">
              {url}
            </p>
          </>
        )}
        {shared !== null && (
          <LockChoiceField choice={lock} changedCount={base.changed.length} onChange={setLock} />
        )}
        {shared !== null && (
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
