// How the page talks to the simulation: in a Web Worker (the app), or in-process (tests).
import { createBrowserScheduler } from './browserScheduler';
import type { WorkerCommand, WorkerMessage } from './protocol';
import { SimulationRuntime, type CreateSimulation, type Scheduler } from './runtime';
import { validateScenario } from './validateScenario';

type ClientListener = (message: WorkerMessage) => void;

export interface SimulationClient {
  send(command: WorkerCommand): void;
  /** Returns the unsubscribe function. */
  subscribe(listener: ClientListener): () => void;
  /** Stops the simulation for good (terminates the worker). */
  dispose(): void;
}

function listeners() {
  const set = new Set<ClientListener>();
  return {
    add(listener: ClientListener) {
      set.add(listener);
      return () => void set.delete(listener);
    },
    emit(message: WorkerMessage) {
      for (const listener of set) listener(message);
    },
  };
}

/** The app's client: the engine runs in a module worker. A crash comes back as a fatal error. */
export function createWorkerClient(): SimulationClient {
  const out = listeners();
  const fatal = (message: string) => out.emit({ type: 'error', message, fatal: true });
  let worker: Worker | null = null;
  try {
    worker = new Worker(new URL('./simulation.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<WorkerMessage>) => out.emit(event.data);
    worker.onerror = (event) => {
      event.preventDefault();
      fatal(`The simulation worker stopped: ${event.message || 'it failed to load or crashed'}`);
    };
    worker.onmessageerror = () =>
      fatal('The simulation worker sent a message that could not be read');
  } catch (error) {
    queueMicrotask(() => fatal(`The simulation worker could not start: ${String(error)}`));
  }
  return {
    send: (command) => worker?.postMessage(command),
    subscribe: out.add,
    dispose: () => {
      worker?.terminate();
      worker = null;
    },
  };
}

/**
 * The same runtime on this thread; messages arrive asynchronously, as from a worker.
 * @internal exported for tests
 */
export function createInProcessClient(
  createSimulation: CreateSimulation,
  scheduler: Scheduler = createBrowserScheduler(),
): SimulationClient {
  const out = listeners();
  let disposed = false;
  const runtime = new SimulationRuntime({
    createSimulation,
    validate: validateScenario,
    post: (message) => queueMicrotask(() => disposed || out.emit(message)),
    scheduler,
  });
  return {
    send: (command) => {
      if (!disposed) runtime.handle(command);
    },
    subscribe: out.add,
    dispose: () => {
      disposed = true;
      runtime.handle({ type: 'pause' });
    },
  };
}
