// Whatever a student could change, shown as it is and not editable when the teacher's link
// locked it (`lock=all`, or the setting's id or one of its prefixes): one rule for the catalog's
// settings, the traffic fields and the breaker's buttons alike.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isLocked } from '../share/roomLink';
import { useRoom } from '../share/roomStore';

/** The manual breaker actions' id for locking: `edge.breaker` (or `edge`, `all`) locks them. */
export const BREAKER_BY_HAND_ID = 'edge.breaker.byHand';

export function useLocked(settingId: string): boolean {
  return useRoom((r) => isLocked(settingId, r.locks));
}

export function LockedGroup({ settingId, children }: { settingId: string; children: ReactNode }) {
  const { t } = useTranslation();
  if (!useLocked(settingId)) return <>{children}</>;
  // A disabled fieldset disables every input and button inside it, whatever they are.
  return (
    <fieldset className="setting-locked" disabled data-testid="setting-locked">
      {children}
      <p className="setting-locked__note">{t('controls.locked')}</p>
    </fieldset>
  );
}
