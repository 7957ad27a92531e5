// A breaker state in colour and in words, with a shape that differs per state.
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
  return (
    <span
      className={`breaker-badge breaker-${state.toLowerCase()}`}
      data-testid="breaker-badge"
      title="Circuit breaker state"
    >
      <span aria-hidden="true">{ICON[state]}</span> {state}
    </span>
  );
}
