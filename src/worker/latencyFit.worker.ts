// One worker of the measured-latencies dialog (src/ui/latency/useLatencyFit.ts): a pasted or
// opened file read and fitted, one job.
import { LATENCY_FIT_JOB } from '../jobs/latencyFitJob';
import { serveJob } from './serveJob';

serveJob(LATENCY_FIT_JOB);
