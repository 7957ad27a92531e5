// One worker of the library race (src/ui/race/useRace.ts): one library preset a job.
import { RACE_JOB } from '../jobs/raceJob';
import { serveJob } from './serveJob';

serveJob(RACE_JOB);
