// One worker of the waterfall panel (src/ui/traces/useTraceSample.ts): the run on screen
// replayed with trace sampling, one job.
import { TRACE_JOB } from '../jobs/traceJob';
import { serveJob } from './serveJob';

serveJob(TRACE_JOB);
