// Which of the engineer's tools are open (the sweep, the library race), and what the last
// switch of scenario did to them. A switch clears the baseline A (it was another scenario's),
// sets the sweep up afresh for the new scenario and closes the race, and says so once.
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { appStore } from '../../store/appStore';
import { hasSweepLink } from '../sweep/sweepLink';
import { hasRaceLink, withRace } from '../race/raceLink';
import { switchParts, withoutSweep, withoutWorkbench, type SwitchPart } from './workbenchLink';

export interface WorkbenchState {
  sweepOpen: boolean;
  raceOpen: boolean;
  /** Counts switches of scenario: the sweep view sets itself up again when it changes. */
  switches: number;
  /** What the last switch cleared or set up again; null once read or when it did nothing. */
  switchNote: { scenario: string; parts: SwitchPart[] } | null;
}

/** The page's address; none where there is no page (unit tests in Node). */
const page = (): Pick<Window, 'location' | 'history'> | null =>
  typeof window === 'undefined' ? null : window;

export const workbenchStore = createStore<WorkbenchState>()(() => ({
  sweepOpen: hasSweepLink(page()?.location.search ?? ''),
  raceOpen: hasRaceLink(page()?.location.search ?? ''),
  switches: 0,
  switchNote: null,
}));

export const useWorkbench = <T>(selector: (s: WorkbenchState) => T): T =>
  useStore(workbenchStore, selector);

/** Rewrites the page's address with `change`; nothing where there is no page. */
function changeAddress(change: (href: string) => string): void {
  const p = page();
  p?.history.replaceState(p.history.state, '', change(p.location.href));
}

export function setSweepOpen(open: boolean): void {
  workbenchStore.setState({ sweepOpen: open });
  // A closed sweep is not in the link: it would open again on every laptop.
  if (!open) changeAddress(withoutSweep);
}

export function setRaceOpen(open: boolean): void {
  workbenchStore.setState({ raceOpen: open });
  // The address says whether the race is open, so it can be shared as a link.
  changeAddress((href) => withRace(href, open));
}

/** Called once a different scenario is on screen (a lesson picked, a link or file opened). */
export function settleAfterSwitch(): void {
  const app = appStore.getState();
  const { sweepOpen, raceOpen } = workbenchStore.getState();
  const parts = switchParts({ baseline: app.baseline !== null, sweep: sweepOpen, race: raceOpen });
  if (app.baseline) app.clearBaseline();
  changeAddress(withoutWorkbench);
  workbenchStore.setState((s) => ({
    raceOpen: false,
    switches: s.switches + 1,
    switchNote: parts.length > 0 ? { scenario: app.scenario.name, parts } : null,
  }));
}

export const dismissSwitchNote = () => workbenchStore.setState({ switchNote: null });
