// The sweep runner's core: pure, no worker_threads, no DOM, no I/O, so the CLI runs it on
// Node worker threads and the page in Web Workers.
//
//   const prepared = prepareSweep(input);        // SweepInput: plain JSON, see sweepRunner.ts
//   if (!prepared.ok) show(prepared.errors);      // every bad path, value, metric, at once
//   const { sweep } = prepared;
//   sweep.jobs                                    // Job[]: { index, cell, values, seed }
//   const result = runJob(sweep, job);            // JobResult: plain JSON, one run's metrics
//   const cells = summarize(sweep, mergeResults(sweep, results));
//   toCsv(sweep, cells) / toJson(sweep, cells)
//
// A worker gets the SweepInput (not the prepared sweep: that holds functions), calls
// prepareSweep itself, then runJob for each job index it is handed, and posts the
// JobResult back. Results may arrive in any order and from any machine: mergeResults
// checks that each carries this sweep's key and that every job is there once.
//
// Paths (`services[api].policies[db].bulkhead.maxConcurrentCalls`) are those of lessons'
// patches (src/scenarios/patch.ts); each patched scenario is validated by the scenario's
// zod schema and the value read back, so a misspelt path or a value out of bounds is an
// error that names the path and the bound, never a silent no-op.
export { REPORT_FIELDS, metricOwners } from './sweepMetrics';
export {
  DEFAULT_SEEDS,
  prepareSweep,
  runJob,
  type JobResult,
  type PreparedSweep,
  type SweepInput,
} from './sweepRunner';
export { SweepInputError, type SweepProblem, type SweepProblemFacts } from './sweepProblems';
export { mergeResults, summarize, type CellSummary } from './aggregate';
export { toCsv, toJson } from './sweepOutput';
export {
  parseRequirement,
  suggestFromSweep,
  suggestionWords,
  type SuggestionFacts,
} from './suggest';
