// A breaker state in colour and in words, with a shape that differs per state. For a
// closed-loop client whose users keep their own breakers, how many of them are in the state.
import { useTranslation } from 'react-i18next';
import type { BreakerStateName } from '../../sim/engine/types';
import type { UserProtectionsSummary } from '../../sim/engine/userProtections';

const ICON: Record<BreakerStateName, string> = {
  CLOSED: '●',
  OPEN: '⊘',
  HALF_OPEN: '◐',
  DISABLED: '○',
  FORCED_OPEN: '⊗',
  METRICS_ONLY: '◌',
};

export function BreakerBadge({
  state,
  perUser,
}: {
  state: BreakerStateName;
  perUser?: UserProtectionsSummary | undefined;
}) {
  const { t } = useTranslation();
  const users =
    perUser && perUser.worst !== 'NONE'
      ? { count: perUser.breakers[perUser.worst] ?? 0, users: perUser.users, state }
      : undefined;
  return (
    <span
      className={`breaker-badge breaker-${state.toLowerCase()}`}
      data-testid="breaker-badge"
      title={users ? t('graph.usersBreakersTitle', users) : t('graph.breakerState')}
    >
      <span aria-hidden="true">{ICON[state]}</span>{' '}
      {users ? t('graph.usersBreakers', users) : state}
    </span>
  );
}
