// The selected call's breaker, drawn from its XState definition: states as boxes, automatic
// transitions labelled with the configured values, the current state lit, the last
// transition flashing.
import { useMemo } from 'react';
import '../views.css';
import './statechart.css';
import { breakerMachine } from '../../sim/machines/breaker';
import { useAppStore } from '../../store/useAppStore';
import type { AppState } from '../../store/appStore';
import {
  callPolicyOf,
  selectScenario,
  selectSelection,
  selectTransitions,
} from '../../store/selectors';
import { callLinks } from '../graph/callGraph';
import { engineStateName, layoutStatechart, type MachineConfigLike } from './statechartLayout';
import { StatechartSvg } from './StatechartSvg';

const MACHINE_CONFIG = breakerMachine.config as MachineConfigLike;

/** One cached selector per edge: the view re-renders when that breaker's state changes. */
const breakerStateSelectors = new Map<string, (s: AppState) => string | undefined>();
function selectBreakerState(edge: string) {
  let selector = breakerStateSelectors.get(edge);
  if (!selector) {
    selector = (s: AppState) => s.snapshot?.edges[edge]?.breakerState;
    breakerStateSelectors.set(edge, selector);
  }
  return selector;
}

export function StatechartView() {
  const scenario = useAppStore(selectScenario);
  const selection = useAppStore(selectSelection);
  const transitions = useAppStore(selectTransitions);
  const edge = useMemo(() => {
    if (selection?.kind === 'edge') return selection.id;
    return callLinks(scenario).find((l) => callPolicyOf(scenario, l.key)?.breaker.enabled)?.key;
  }, [scenario, selection]);
  const breaker = edge ? callPolicyOf(scenario, edge)?.breaker : undefined;
  const stateName = useAppStore(selectBreakerState(edge ?? ''));
  const layout = useMemo(
    () => (breaker ? layoutStatechart(MACHINE_CONFIG, breaker) : undefined),
    [breaker],
  );
  if (!edge || !breaker || !layout) {
    return (
      <section className="panel statechart-panel" aria-label="Breaker statechart">
        <h2 className="panel-title">Breaker statechart</h2>
        <p className="hint">Select a call to see its breaker.</p>
      </section>
    );
  }
  const current = layout.states.find((s) => engineStateName(s.id) === stateName)?.id;
  const last = [...transitions].reverse().find((t) => t.edge === edge);
  const lastArrow = last
    ? layout.arrows.find(
        (a) => engineStateName(a.from) === last.from && engineStateName(a.to) === last.to,
      )
    : undefined;
  return (
    <section className="panel statechart-panel" aria-label="Breaker statechart">
      <h2 className="panel-title">
        Breaker {edge.replace('->', ' → ')}
        {!breaker.enabled && <span className="dim"> (off: turn it on in the settings)</span>}
      </h2>
      <StatechartSvg
        layout={layout}
        current={current}
        flashArrow={lastArrow?.id}
        flashKey={last ? `${last.tMs}` : ''}
      />
      <p className="statechart-note">
        {last ? (
          <>
            Last:{' '}
            <b>
              {last.from} → {last.to}
            </b>{' '}
            at {(last.tMs / 1000).toFixed(1)} s — {last.reason}
          </>
        ) : (
          'No transition yet.'
        )}
        <br />
        <span className="dim">
          By hand, from any state: reset, disable, force open, metrics only.
        </span>
      </p>
    </section>
  );
}
