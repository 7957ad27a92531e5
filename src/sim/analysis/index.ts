// Pure answers beside the sliders, usable in the page, a Web Worker and
// the CLI alike: nothing here runs a simulation, each function reads a scenario, a
// report, frames or numbers.
export { explainCall, type CallBudget, type RouteBudget } from './timeoutBudget';
export {
  fitWords,
  largestFittingTimeout,
  timeoutVerdict,
  verdictWords,
  type TimeoutWords,
  type TimeoutFit,
  type TimeoutVerdict,
} from './timeoutVerdict';
export { AGREEMENT, errorPercent, showFigure, type Overlay } from './overlayCommon';
export { bulkheadOverlay, littleOverlay, workersOverlay } from './queueingOverlays';
export { amplificationOverlay, availabilityOverlay } from './reliabilityOverlays';
export { type StabilityClass } from './stability';
