// A panel's job workers, ready before its first run: started at an idle moment once the panel
// is open, ended when it closes (workerShelf.ts).
import { useEffect } from 'react';
import { poolSize } from '../../jobs/jobPool';
import type { ShelvedWorker, WorkerShelf } from '../../jobs/workerShelf';

export function useWarmShelf(shelf: WorkerShelf<ShelvedWorker>): void {
  useEffect(() => {
    // As many as a run takes: one a core (pagePool.ts).
    shelf.warm(poolSize(globalThis.navigator?.hardwareConcurrency, Infinity));
    return () => shelf.drain();
  }, [shelf]);
}
