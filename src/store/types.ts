// The store's shape: one state from four slices. See README.md.
import type { StoreApi } from 'zustand/vanilla';
import type { WorkerCommand } from '../worker/protocol';
import type { CompareSlice } from './compareSlice';
import type { MetricsSlice } from './metricsSlice';
import type { PrefsSlice } from './prefsSlice';
import type { RunSlice } from './runSlice';
import type { ScenarioSlice } from './scenarioSlice';

export type AppState = ScenarioSlice & RunSlice & MetricsSlice & PrefsSlice & CompareSlice;

/** What the store needs from the outside: set by the worker bridge. */
export interface StorePorts {
  send(command: WorkerCommand): void;
  /** A new simulation client, with the current scenario loaded. */
  recover(): void;
}

export type SliceCreator<T> = (
  set: StoreApi<AppState>['setState'],
  get: StoreApi<AppState>['getState'],
  ports: StorePorts,
) => T;
