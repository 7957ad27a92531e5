// A breaker state in colour and in words, with a shape that differs per state.
import { useTranslation } from 'react-i18next';
import type { BreakerStateName } from '../../sim/engine/types';

const ICON: Record<BreakerStateName, string> = {
  CLOSED: '●',
  OPEN: '⊘',
  HALF_OPEN: '◐',
  DISABLED: '○',
  FORCED_OPEN: '⊗',
  METRICS_ONLY: '◌',
};

export function BreakerBadge({ state }: { state: BreakerStateName }) {
  const { t } = useTranslation();
  return (
    <span
      className={`breaker-badge breaker-${state.toLowerCase()}`}
      data-testid="breaker-badge"
      title={t('graph.breakerState')}
    >
      <span aria-hidden="true">{ICON[state]}</span> {state}
    </span>
  );
}
