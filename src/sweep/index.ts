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
export { cellCount, cellValues, expandJobs, parseAxis, type Axis, type Job } from './axes';
export { checkAxes, patchScenario, readPath } from './patchScenario';
export { parseMetric, REPORT_FIELDS, type SweepMetric } from './sweepMetrics';
export {
  DEFAULT_METRICS,
  DEFAULT_SEEDS,
  prepareSweep,
  runJob,
  type JobResult,
  type PreparedSweep,
  type SweepInput,
  type SweepRefusal,
} from './sweepRunner';
export {
  SWEEP_LIMITS,
  SweepInputError,
  sweepProblemEn,
  type MetricKind,
  type SweepProblem,
  type SweepProblemCode,
  type SweepProblemFacts,
} from './sweepProblems';
export {
  mergeResults,
  quantile,
  summarize,
  type CellSummary,
  type MetricSummary,
} from './aggregate';
export { toCsv, toJson } from './sweepOutput';
export {
  parseRequirement,
  suggestFromSweep,
  suggestionWords,
  SUGGEST_EN,
  type Requirement,
  type Suggestion,
  type SuggestionFacts,
  type SuggestNames,
  type SuggestWords,
} from './suggest';
