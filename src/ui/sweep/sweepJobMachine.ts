// A sweep's lifecycle on the page: the shared job machine with a prepared sweep as the job,
// its cells' summaries as the results, and the form's problems as what can go wrong.
import type { CellSummary, PreparedSweep } from '../../sweep';
import { createJobMachine } from '../jobs/jobMachine';
import type { FormProblem } from './sweepForm';

export const sweepJobMachine = createJobMachine<PreparedSweep, CellSummary[], FormProblem>(
  'sweepJob',
  [],
);
