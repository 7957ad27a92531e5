// The sweep link's query parameters, in a module of its own: the page's first screen asks
// whether a link carries a sweep without loading the sweep view (React.lazy) or its core.
export const SWEEP_PARAMS = {
  vary: 'sweep',
  seeds: 'sweepSeeds',
  metric: 'sweepMetric',
  duration: 'sweepDurationS',
  stability: 'sweepStability',
  atLeast: 'sweepAtLeast',
  run: 'sweepRun',
} as const;

export const hasSweepLink = (search: string): boolean =>
  new URLSearchParams(search).has(SWEEP_PARAMS.vary);
