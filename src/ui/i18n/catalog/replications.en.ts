// English strings of the compare panel's paired replications and the theory lines drawn on
// the charts.
export const replicationsEn = {
  replications: {
    title: 'Is the difference real?',
    help: 'Runs A and B on each seed, paired: the same random draws on both sides, so each seed’s B − A is the settings’ effect plus less noise than either run.',
    seeds: 'Seeds',
    seconds: 'Seconds each',
    run: 'Run {{count}} seeds of A and B',
    cancel: 'Cancel',
    progress: '{{done}} of {{total}} seeds',
    left: 'about {{seconds}} s left',
    took: 'took {{seconds}} s',
    workers: 'on {{count}} workers',
    caption:
      'Mean of {{count}} seeds, {{seconds}} s each; B − A with the 95 % interval of the paired differences',
    metric: 'metric',
    meanA: 'A (mean)',
    meanB: 'B (mean)',
    delta: 'B − A',
    interval: '95 % interval',
    noise: 'not distinguishable from noise with {{count}} seeds',
    beyond: 'beyond the noise of {{count}} seeds',
    identical: 'identical on every seed',
    stale: 'A or B changed since these seeds ran: run them again to compare the current settings.',
    cancelled: 'Cancelled after {{done}} of {{total}} seeds.',
    failed: 'The replications stopped: {{error}}',
    tableLabel: 'B − A over the paired seeds, per client, call and service',
    bands: 'Charts show the band of the {{count}} runs',
    ghostLegend: 'baseline A (faded)',
    bandLegend: 'median of {{count}} runs; 5–95 % shaded',
    bandLegendA: 'A: median of {{count}} runs (faded)',
  },
  theoryLines: {
    littleBusy: "Little's law: {{value}} busy in {{service}}",
    erlangBusy: 'Erlang B: {{value}} busy in {{service}}',
    mmcQuantile: 'M/M/c {{quantile}}: {{value}}',
  },
};
