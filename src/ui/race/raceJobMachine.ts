// The library race's lifecycle: the shared job machine with one rate's outage as the job and
// every race finished so far, by rate, as the results (the race is deterministic: a rate once
// raced is shown again at once, without workers).
import type { RaceOutage, RaceResult } from '../../sim/libraries';
import { createJobMachine } from '../jobs/jobMachine';

export type RacesByRate = Readonly<Record<number, RaceResult>>;

export interface RaceJob {
  outage: RaceOutage;
  /** The races finished before this one, kept in its results. */
  before: RacesByRate;
}

export const raceJobMachine = createJobMachine<RaceJob, RacesByRate, string>('raceJob', {});
