// Module-scope selectors: stable functions, so components re-render only on what they read.
import { callPolicySchema, type CallPolicy, type Scenario } from '../sim/scenario';
import { runStatusOf } from './playbackMachine';
import type { AppState } from './types';

export const selectScenario = (s: AppState) => s.scenario;
/**
 * The scenario the graph draws: the baseline's own structure while the graph shows A, so a
 * service or call that only B has is not drawn with A's numbers.
 */
export const selectGraphScenario = (s: AppState) =>
  s.graphShows === 'A' && s.baseline !== null ? s.baseline : s.scenario;
export const selectScenarioIssues = (s: AppState) => s.scenarioIssues;
export const selectPresetId = (s: AppState) => s.presetId;
/** The run's status outside React (views use `useSelector(playback, runStatusOf)`). */
export const selectStatus = (s: AppState) => runStatusOf(s.playbackSnapshot);
/** The playback machine's actor (stable): what the user may press, by `state.can`. */
export const selectPlayback = (s: AppState) => s.playback;
export const selectIsPlaying = (s: AppState) => selectStatus(s) === 'playing';
/** The second a link's t= is running to while the playback machine seeks; else null. */
export const selectSeekingToMs = (s: AppState) =>
  s.playbackSnapshot.matches('seeking') ? s.seekAtMs : null;
export const selectSpeed = (s: AppState) => s.speed;
export const selectNowMs = (s: AppState) => s.nowMs;
export const selectDurationMs = (s: AppState) => s.durationMs;
export const selectError = (s: AppState) => s.error;
export const selectFrames = (s: AppState) => s.frames;
export const selectTransitions = (s: AppState) => s.transitions;
export const selectProtection = (s: AppState) => s.protection;
export const selectFaults = (s: AppState) => s.faults;
export const selectSelection = (s: AppState) => s.selection;
export const selectCursorMs = (s: AppState) => s.cursorMs;
export const selectTheme = (s: AppState) => s.theme;
export const selectPresenter = (s: AppState) => s.presenter;

/**
 * The live snapshot, the latest per-second frame and the run's totals together, the same
 * object while none changes: a view that draws them redraws once when a batch brings them.
 */
export const selectLiveNumbers = (() => {
  let last: {
    snapshot: AppState['snapshot'];
    frame: AppState['latestFrame'];
    summary: AppState['summary'];
  } = { snapshot: null, frame: null, summary: null };
  return (s: AppState) => {
    // The graph shows the baseline (A) when asked to.
    const showA = s.graphShows === 'A' && s.baseline !== null;
    const snapshot = showA ? s.baselineSnapshot : s.snapshot;
    const frame = showA ? (s.baselineFrames.at(-1) ?? null) : s.latestFrame;
    const summary = showA ? s.baselineSummary : s.summary;
    if (snapshot !== last.snapshot || frame !== last.frame || summary !== last.summary)
      last = { snapshot, frame, summary };
    return last;
  };
})();

const DEFAULT_CALL_POLICY: CallPolicy = callPolicySchema.parse({});

/** Splits an edge id "caller->callee". */
export function parseEdgeId(edgeId: string): { caller: string; callee: string } | null {
  const at = edgeId.indexOf('->');
  if (at <= 0) return null;
  return { caller: edgeId.slice(0, at), callee: edgeId.slice(at + 2) };
}

/** The protections on an edge (a client's or a service's call); defaults when none are set. */
export function callPolicyOf(scenario: Scenario, edgeId: string): CallPolicy | undefined {
  const edge = parseEdgeId(edgeId);
  if (!edge) return undefined;
  const client = scenario.clients.find((c) => c.name === edge.caller && c.service === edge.callee);
  if (client) return client.policy;
  const service = scenario.services.find((svc) => svc.name === edge.caller);
  if (!service) return undefined;
  return service.policies[edge.callee] ?? DEFAULT_CALL_POLICY;
}
