// What the runtime needs from its host: the engine, a validator, a way to post, a clock.
import type { SimulationApi, SimulationOptions } from '../sim/engine/simulationApi';
import type { Scenario } from '../sim/scenario';
import type { WorkerMessage } from './protocol';

export interface Scheduler {
  /** Wall-clock milliseconds. */
  now(): number;
  /** `ms` ≤ 0 means "as soon as pending messages are handled". */
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export type CreateSimulation = (scenario: Scenario, options: SimulationOptions) => SimulationApi;
export type ValidateScenario = (
  input: unknown,
) => { ok: true; scenario: Scenario } | { ok: false; message: string };

export interface RuntimeDeps {
  createSimulation: CreateSimulation;
  validate: ValidateScenario;
  post: (message: WorkerMessage, transfer: Transferable[]) => void;
  scheduler: Scheduler;
}
