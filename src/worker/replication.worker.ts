// One worker of the compare panel's replications (src/ui/compare/useReplications.ts): A and
// B parsed once, then one seed a job, answered with both runs' paired result.
import { REPLICATION_JOB } from '../jobs/replicationJob';
import { serveJob } from './serveJob';

serveJob(REPLICATION_JOB);
