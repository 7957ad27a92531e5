// The editor's own state: edit mode, the undo/redo history and the last refused edit.
// An accepted edit loads the new scenario (a fresh run at t = 0): the engine cannot add or
// rename a service in a run already going, and a run started from the edited scenario is
// the one its link replays.
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { parseScenario, type Scenario } from '../../sim/scenario';
import { appStore } from '../../store/appStore';
import { selectIsPlaying } from '../../store/selectors';
import { emptyHistory, recordEdit, redo, undo, type History } from './editHistory';
import { locateProblems, type LocatedProblem } from './editorProblems';

/**
 * A call being added: the drag ended on `callee`, or (`pick`, from the keyboard's "Add
 * call…") the form lets the callee be chosen from a list; it asks for route and stage.
 */
export interface PendingCall {
  caller: string;
  callee: string;
  pick?: boolean;
}

export interface EditorState {
  editing: boolean;
  history: History<Scenario>;
  /** Why the last edit was refused, located on the graph; empty when it was accepted. */
  problems: LocatedProblem[];
  /** What the refused edit was ("Add a call api → db"). */
  refusedEdit: string | null;
  pendingCall: PendingCall | null;
  /** What the edit panel shows: a service by name, or the calls of an edge "a->b". */
  selected: { kind: 'service' | 'edge'; id: string } | null;
}

const editorStore = createStore<EditorState>()(() => ({
  editing: false,
  history: emptyHistory<Scenario>(),
  problems: [],
  refusedEdit: null,
  pendingCall: null,
  selected: null,
}));

export const useEditor = <T>(selector: (s: EditorState) => T): T => useStore(editorStore, selector);

/** Loads `next` as a fresh run, keeping the preset id (the link stays short) and the play state. */
function load(next: Scenario): boolean {
  const app = appStore.getState();
  const wasPlaying = selectIsPlaying(app);
  const ok = app.loadScenario(next, app.presetId);
  if (ok && wasPlaying) appStore.getState().play();
  return ok;
}

/** Applies an edit; a refused one leaves the scenario as it was and says where it went wrong. */
export function applyEdit(label: string, recipe: (s: Scenario) => Scenario): boolean {
  const before = appStore.getState().scenario;
  const candidate = recipe(before);
  if (candidate === before) return true;
  const parsed = parseScenario(candidate);
  if (!parsed.ok) {
    editorStore.setState({
      problems: locateProblems(candidate, parsed.issues),
      refusedEdit: label,
    });
    return false;
  }
  if (!load(parsed.scenario)) return false;
  editorStore.setState((s) => ({
    history: recordEdit(s.history, before),
    problems: [],
    refusedEdit: null,
  }));
  return true;
}

export function undoEdit(): void {
  const step = undo(editorStore.getState().history, appStore.getState().scenario);
  if (step && load(step.value))
    editorStore.setState({ history: step.history, problems: [], refusedEdit: null });
}

export function redoEdit(): void {
  const step = redo(editorStore.getState().history, appStore.getState().scenario);
  if (step && load(step.value))
    editorStore.setState({ history: step.history, problems: [], refusedEdit: null });
}

export function dismissProblems(): void {
  editorStore.setState({ problems: [], refusedEdit: null });
}

export function setEditing(editing: boolean): void {
  editorStore.setState({ editing, pendingCall: null, problems: [], refusedEdit: null });
}

export function setPendingCall(pendingCall: PendingCall | null): void {
  editorStore.setState({ pendingCall });
}

/** The keyboard's "Add call…" from `caller`: the form with the callee list, first choice picked. */
export function openAddCall(caller: string, firstCallee: string | undefined): void {
  if (firstCallee === undefined) return;
  editorStore.setState({ pendingCall: { caller, callee: firstCallee, pick: true } });
}

export function selectInEditor(selected: EditorState['selected']): void {
  editorStore.setState({ selected });
}

// Another preset replaces the whole scenario: undo would cross into a different system.
appStore.subscribe((state, previous) => {
  if (state.presetId !== previous.presetId)
    editorStore.setState({ history: emptyHistory(), selected: null });
});
