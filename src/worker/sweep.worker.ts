// One worker of the page's sweep pool (src/ui/sweep/useSweepRun.ts).
import { SWEEP_JOB } from '../jobs/sweepJob';
import { serveJob } from './serveJob';

serveJob(SWEEP_JOB);
