// Pure answers beside the sliders, usable in the page, a Web Worker and
// the CLI alike: nothing here runs a simulation, each function reads a scenario, a
// report, frames or numbers.
export { pairedInterval, describeInterval, type PairedInterval } from './pairedInterval';
export { tCritical, tTwoSidedProbability } from './studentT';
export {
  callBudget,
  distributionMaxMs,
  CALL_EN,
  explainCall,
  routeBudget,
  worstRetryWaitsMs,
  type CallBudget,
  type RouteBudget,
} from './timeoutBudget';
export {
  fitWords,
  largestFittingTimeout,
  TIMEOUT_EN,
  timeoutVerdict,
  verdictWords,
  type TimeoutWords,
  type TimeoutFit,
  type TimeoutVerdict,
} from './timeoutVerdict';
export { AGREEMENT, errorPercent, showFigure, type Overlay } from './overlayCommon';
export type { Phrase, PhraseValues } from './phrases';
export { bulkheadOverlay, littleOverlay, workersOverlay } from './queueingOverlays';
export { amplificationOverlay, availabilityOverlay } from './reliabilityOverlays';
export {
  classifyStability,
  STABILITY_CLASSES,
  type StabilityClass,
  type StabilityRule,
  type StabilityVerdict,
} from './stability';
