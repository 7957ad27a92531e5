export { OutlierDetector, type OutlierConfig, type OutlierMetrics } from './outlierDetector';
export { outlierMachine } from './outlierMachine';
