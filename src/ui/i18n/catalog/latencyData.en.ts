// English strings of the measured-latencies dialog (a service's latency fitted from its data).
export const latencyDataEn = {
  latencyData: {
    useMeasured: 'Use measured latencies…',
    menuItem: 'Use measured latencies for a service…',
    dialogTitle: 'A service’s latency from its measurements',
    intro:
      'Paste or open a list of durations (CSV or JSON, in ms unless the header says s or µs), a Prometheus histogram exposition, or an HdrHistogram percentile table. The latencies are fitted to a log-normal, gamma, two-mode mixture or, where none is close, kept as they are.',
    serviceLabel: 'Service',
    pasteLabel: 'Measurements',
    openFile: 'Open a data file…',
    tooLargeToShow:
      '{{name}} ({{kB}} kB) is opened but too large to show here. Type or paste to replace it.',
    read: 'Read',
    reading: 'Fitting…',
    malformed: 'The data was not read; your scenario is unchanged.',
    failed: 'The fit stopped: {{message}}',
    format: {
      durations: 'a list of durations',
      prometheus: 'a Prometheus histogram',
      hdr: 'an HdrHistogram percentile table',
    },
    recognised: 'Read as {{format}}: {{count}} requests.',
    tableCaption: 'Latency in ms: the data beside each fit',
    data: 'data',
    stat: { mean: 'mean', max: 'max' },
    unbounded: 'no bound',
    unknown: 'not in the file',
    ksRow: 'KS distance',
    closeRow: 'close',
    yes: 'yes',
    no: 'no',
    chosenMark: 'chosen',
    kind: {
      lognormal: 'log-normal',
      gamma: 'gamma',
      mixture: 'two-mode mixture',
      empirical: 'empirical',
    },
    why: {
      lognormal:
        'Chosen: log-normal, the single-mode fit closest to the data (KS ≤ {{ks}}; p50, p99 and p99.9 within the data’s interval ± {{pct}} %).',
      gamma:
        'Chosen: gamma, the single-mode fit closest to the data (KS ≤ {{ks}}; p50, p99 and p99.9 within the data’s interval ± {{pct}} %).',
      mixture:
        'Chosen: the two-mode mixture. No single-mode fit is close; two modes are (KS ≤ {{ks}}; p50, p99 and p99.9 within the data’s interval ± {{pct}} %).',
      empirical:
        'Chosen: empirical. No closed form is close (KS ≤ {{ks}}; p50, p99 and p99.9 within the data’s interval ± {{pct}} %), so the data’s own percentiles are kept.',
    },
    candidateLabel: 'Distribution to put on the service',
    candidateOption: '{{kind}} (KS {{ks}})',
    chartTitle: 'Share of requests at or below a latency',
    chartX: 'latency (ms, log scale)',
    chartY: 'share of requests',
    chartData: 'data',
    chartFit: 'fit: {{kind}}',
    traffic: 'Counters: {{requests}} requests in the window',
    trafficRate: '{{rps}} req/s',
    trafficErrors: '5xx share {{share}} %',
    notesHeading: 'What the reader assumed or did not take ({{count}})',
    note: {
      columnMs: 'read column “{{column}}” as ms',
      columnScaled: 'read column “{{column}}” (× {{scale}} to ms)',
      noUnit: '{{family}} names no unit: read as seconds, Prometheus’s base unit',
      otherFamilies: 'read {{family}}, the histogram with the most requests; not read: {{others}}',
      aboveLastBound:
        '{{count}} requests above the last bound ({{boundMs}} ms): placed at it, as histogram_quantile does',
      errorShareFrom: 'error share from {{counter}}',
      noStatus: 'no status label on any series: the error share is unknown',
      oneScrape:
        'one scrape without timestamps: the request rate needs two scrapes (or a start time)',
    },
    editsHeading: 'Applying sets ({{count}})',
    apply: 'Put on {{service}}',
    cancel: 'Cancel',
    edit: 'Measured latencies on {{service}}',
    refused: 'The scenario refused this change; nothing was changed: {{message}}',
  },
};
