// Take the breaker by hand: force it open, disable it, or close it (reset), as Resilience4j's
// transitionTo…State() methods do. Runtime only: the scenario keeps its settings.
import type { ForcedBreakerState } from '../../sim/engine/simulationApi';
import { appStore } from '../../store/appStore';

const ACTIONS: readonly { state: ForcedBreakerState; label: string; help: string }[] = [
  { state: 'FORCED_OPEN', label: 'Force open', help: 'Reject every call until released.' },
  { state: 'DISABLED', label: 'Disable', help: 'Let every call through and never open.' },
  { state: 'CLOSED', label: 'Close (reset)', help: 'Back to CLOSED with an empty window.' },
];

export function BreakerButtons({ edge }: { edge: string }) {
  return (
    <div className="button-row" role="group" aria-label="Breaker by hand">
      {ACTIONS.map((a) => (
        <button
          key={a.state}
          type="button"
          className="button"
          title={a.help}
          onClick={() => appStore.getState().forceBreaker(edge, a.state)}
        >
          {a.label}
        </button>
      ))}
    </div>
  );
}
