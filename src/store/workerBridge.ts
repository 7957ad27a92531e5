// Owns the simulation client and writes what it says into the store, once per animation
// frame (coalesce.ts). React never sees the worker.
import type { StoreApi } from 'zustand/vanilla';
import type { WorkerMessage } from '../worker/protocol';
import { createWorkerClient, type SimulationClient } from '../worker/simulationClient';
import { appStore, connectPorts } from './appStore';
import { coalesce } from './coalesce';
import type { AppState } from './types';

/**
 * Routes one message from the simulation into the store.
 * @internal exported for tests
 */
export function applyWorkerMessage(store: StoreApi<AppState>, message: WorkerMessage): void {
  const state = store.getState();
  switch (message.type) {
    case 'status':
      return state.receiveStatus(message);
    case 'frames':
      return state.receiveBatch(message);
    case 'baselineFrames':
      return state.receiveBaselineBatch(message);
    case 'editsStamped':
      return state.receiveEditStamps(message.runId, message.stamps);
    case 'error':
      return state.receiveError({ message: message.message, fatal: message.fatal });
  }
}

/**
 * Starts the simulation client, connects the store's commands to it and loads the current
 * scenario. Returns a function that stops it all.
 */
export function startWorkerBridge(
  makeClient: () => SimulationClient = createWorkerClient,
  store: StoreApi<AppState> = appStore,
  connect: typeof connectPorts = connectPorts,
): () => void {
  let client: SimulationClient;
  let unsubscribe: () => void = () => {};
  const inbox = coalesce<WorkerMessage>((messages) => {
    for (const message of messages) applyWorkerMessage(store, message);
  });
  const start = () => {
    client = makeClient();
    unsubscribe = client.subscribe(inbox.push);
    const { scenario, speed } = store.getState();
    client.send({ type: 'setSpeed', speed });
    client.send({ type: 'load', scenario });
  };
  const stop = () => {
    unsubscribe();
    inbox.dispose();
    client.dispose();
  };
  start();
  const disconnect = connect({
    send: (command) => client.send(command),
    recover: () => {
      stop();
      start();
    },
  });
  return () => {
    disconnect();
    stop();
  };
}
