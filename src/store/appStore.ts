// The app's one store, from slices. Framework-free: React reads it through useAppStore,
// the worker bridge writes into it. See README.md.
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Scenario } from '../sim/scenario';
import { defaultScenario } from './defaultScenario';
import { createCompareSlice } from './compareSlice';
import { createMetricsSlice } from './metricsSlice';
import { createPrefsSlice } from './prefsSlice';
import { createRunSlice } from './runSlice';
import { createScenarioSlice } from './scenarioSlice';
import type { AppState, StorePorts } from './types';

export type { AppState, StorePorts } from './types';

/** @internal exported for tests */
export function createAppStore(
  ports: StorePorts,
  initial: Scenario = defaultScenario(),
): StoreApi<AppState> {
  return createStore<AppState>()((set, get) => ({
    ...createScenarioSlice(initial)(set, get, ports),
    ...createRunSlice(set, get, ports),
    ...createMetricsSlice(set, get, ports),
    ...createPrefsSlice(set, get, ports),
    ...createCompareSlice(set, get, ports),
  }));
}

const disconnected: StorePorts = { send: () => {}, recover: () => {} };
let ports: StorePorts = disconnected;

/** The app's store. Commands go nowhere until the worker bridge connects. */
export const appStore = createAppStore({
  send: (command) => ports.send(command),
  recover: () => ports.recover(),
});

/** Called by the worker bridge; returns the function that disconnects it. */
export function connectPorts(next: StorePorts): () => void {
  ports = next;
  return () => {
    if (ports === next) ports = disconnected;
  };
}
