// The worker entry: a thin shim binding the runtime (tested in Node) to the worker's `self`.
import { createSimulation } from '../sim/engine';
import { createBrowserScheduler } from './browserScheduler';
import type { WorkerCommand, WorkerMessage } from './protocol';
import { SimulationRuntime } from './runtime';
import { validateScenario } from './validateScenario';

interface WorkerScope {
  postMessage(message: WorkerMessage, transfer: Transferable[]): void;
  onmessage: ((event: MessageEvent<WorkerCommand>) => void) | null;
}

const scope = self as unknown as WorkerScope;

const runtime = new SimulationRuntime({
  createSimulation,
  validate: validateScenario,
  post: (message, transfer) => scope.postMessage(message, transfer),
  scheduler: createBrowserScheduler(),
});

scope.onmessage = (event) => runtime.handle(event.data);
