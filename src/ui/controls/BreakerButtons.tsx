// Take the breaker by hand: force it open, disable it, or close it (reset), as Resilience4j's
// transitionTo…State() methods do. Runtime only: the scenario keeps its settings.
import { useTranslation } from 'react-i18next';
import type { ForcedBreakerState } from '../../sim/engine/simulationApi';
import { appStore } from '../../store/appStore';
import { BREAKER_BY_HAND_ID, LockedGroup } from './LockedGroup';

const ACTIONS = [
  { state: 'FORCED_OPEN', label: 'controls.forceOpen', help: 'controls.forceOpenHelp' },
  { state: 'DISABLED', label: 'controls.disable', help: 'controls.disableHelp' },
  { state: 'CLOSED', label: 'controls.closeReset', help: 'controls.closeResetHelp' },
] as const satisfies readonly { state: ForcedBreakerState; label: string; help: string }[];

export function BreakerButtons({ edge }: { edge: string }) {
  const { t } = useTranslation();
  return (
    <LockedGroup settingId={BREAKER_BY_HAND_ID}>
      <div className="button-row" role="group" aria-label={t('controls.breakerByHand')}>
        {ACTIONS.map((a) => (
          <button
            key={a.state}
            type="button"
            className="button"
            title={t(a.help)}
            onClick={() => appStore.getState().forceBreaker(edge, a.state)}
          >
            {t(a.label)}
          </button>
        ))}
      </div>
    </LockedGroup>
  );
}
