// Which scenario the current run was started with: set when a run starts (a new runId) or
// when the scenario changes before the run has moved; null once it changes mid-run, since
// that run is then no clean run of any scenario (a lesson's claim cannot be checked on it).
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { Scenario } from '../../sim/scenario';
import type { AppState } from '../../store/types';

/** @internal exported for tests */
export function nextRunScenario(
  current: Scenario | null,
  state: Pick<AppState, 'runId' | 'scenario' | 'nowMs'>,
  previous: Pick<AppState, 'runId' | 'scenario'>,
): Scenario | null {
  if (state.runId !== previous.runId) return state.scenario;
  if (state.scenario === previous.scenario) return current;
  return state.nowMs === 0 ? state.scenario : null;
}

export function trackRunScenario(app: {
  getState(): AppState;
  subscribe(listener: (state: AppState, previous: AppState) => void): () => void;
}) {
  const tracked = createStore<{ runScenario: Scenario | null }>()(() => ({
    runScenario: app.getState().scenario,
  }));
  app.subscribe((state, previous) => {
    const current = tracked.getState().runScenario;
    const next = nextRunScenario(current, state, previous);
    if (next !== current) tracked.setState({ runScenario: next });
  });
  return tracked;
}

type Tracked = ReturnType<typeof trackRunScenario>;
let tracked: Tracked | null = null;

/** The scenario of the run on screen (started on first use, for the page's lifetime). */
export function useRunScenario(app: Parameters<typeof trackRunScenario>[0]): Scenario | null {
  tracked ??= trackRunScenario(app);
  return useStore(tracked, (s) => s.runScenario);
}
