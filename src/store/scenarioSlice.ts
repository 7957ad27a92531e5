// The scenario being edited. Every edit is validated; an accepted edit goes to the running
// simulation at once (applied from the current simulated time on).
import { scenarioLimitIssues, type LimitIssue } from '../sim/engine/limits';
import {
  editStart,
  parseScenario,
  recordEdit,
  type CallPolicy,
  type Scenario,
  type ScenarioIssue,
  type Service,
} from '../sim/scenario';
import type { SliceCreator } from './types';

/** Edit ids need only differ from those of a link opened in this page. */
const EDIT_PREFIX = `${Math.random().toString(36).slice(2, 6)}-`;

export interface ScenarioSlice {
  scenario: Scenario;
  presetId: string | null;
  /** Why the last edit was refused; empty when it was accepted. */
  /** Why the last edit was refused: the schema's issues, or a limit the run would break. */
  scenarioIssues: (ScenarioIssue | LimitIssue)[];
  /** The general edit: return a new scenario, do not mutate. False when refused. */
  editScenario(recipe: (scenario: Scenario) => Scenario): boolean;
  /** The protections on one edge; `caller` is a service or a client. */
  setCallPolicy(caller: string, callee: string, policy: CallPolicy): boolean;
  setClientRps(client: string, rps: number): boolean;
  /** A closed-loop client's user count. */
  setClientUsers(client: string, users: number): boolean;
  patchService(name: string, patch: Partial<Service>): boolean;
  /** Replaces the scenario and starts a fresh run at t = 0, paused. */
  loadScenario(input: unknown, presetId?: string | null): boolean;
}

export const createScenarioSlice =
  (initial: Scenario): SliceCreator<ScenarioSlice> =>
  (set, get, ports) => {
    const accept = (input: unknown): Scenario | null => {
      const result = parseScenario(input);
      if (!result.ok) {
        set({ scenarioIssues: result.issues });
        return null;
      }
      // A valid shape can still ask for more than the engine runs (a typo of 1,000,000 req/s).
      const limitIssues = scenarioLimitIssues(result.scenario);
      if (limitIssues.length > 0) {
        set({ scenarioIssues: limitIssues });
        return null;
      }
      return result.scenario;
    };
    let edits = 0;
    /**
     * While a run is under way an edit is recorded at its simulated time (the worker stamps
     * the exact time it applies it); before the run starts or after it ended, it changes the
     * starting settings.
     */
    const timed = (previous: Scenario, next: Scenario): Scenario => {
      const { nowMs, durationMs } = get();
      if (nowMs <= 0 || nowMs >= durationMs) return editStart(previous, next);
      return recordEdit(previous, next, nowMs, `${EDIT_PREFIX}${++edits}`);
    };
    const editScenario = (recipe: (scenario: Scenario) => Scenario): boolean => {
      const previous = get().scenario;
      const scenario = accept(timed(previous, recipe(previous)));
      if (!scenario) return false;
      set({ scenario, scenarioIssues: [] });
      ports.send({ type: 'updateScenario', scenario });
      return true;
    };
    return {
      scenario: initial,
      presetId: null,
      scenarioIssues: [],
      editScenario,
      setCallPolicy: (caller, callee, policy) =>
        editScenario((s) => ({
          ...s,
          clients: s.clients.map((c) =>
            c.name === caller && c.service === callee ? { ...c, policy } : c,
          ),
          services: s.services.map((svc) =>
            svc.name === caller ? { ...svc, policies: { ...svc.policies, [callee]: policy } } : svc,
          ),
        })),
      setClientRps: (client, rps) =>
        editScenario((s) => ({
          ...s,
          clients: s.clients.map((c) =>
            c.name === client ? { ...c, arrival: { ...c.arrival, rps } } : c,
          ),
        })),
      setClientUsers: (client, users) =>
        editScenario((s) => ({
          ...s,
          clients: s.clients.map((c) =>
            c.name === client && c.closedLoop
              ? { ...c, closedLoop: { ...c.closedLoop, users } }
              : c,
          ),
        })),
      patchService: (name, patch) =>
        editScenario((s) => ({
          ...s,
          services: s.services.map((svc) => (svc.name === name ? { ...svc, ...patch } : svc)),
        })),
      loadScenario: (input, presetId = null) => {
        const scenario = accept(input);
        if (!scenario) return false;
        set({ scenario, presetId, scenarioIssues: [], selection: null, cursorMs: null });
        ports.send({ type: 'load', scenario });
        return true;
      },
    };
  };
