// One worker of the library race (src/ui/race/useRace.ts), on the sweep's pool: the handler
// (src/ui/race/raceJob.ts, tested in Node) bound to the worker's `self`.
import { createRaceWorker, type RaceInput, type RaceJobResult } from '../ui/race/raceJob';
import type { FromSweepWorker, ToSweepWorker } from '../ui/sweep/sweepPool';

interface RaceScope {
  postMessage(message: FromSweepWorker<RaceJobResult>): void;
  onmessage: ((event: MessageEvent<ToSweepWorker<RaceInput>>) => void) | null;
}

const scope = self as unknown as RaceScope;
const handle = createRaceWorker((m) => scope.postMessage(m));
scope.onmessage = (event) => handle(event.data);
