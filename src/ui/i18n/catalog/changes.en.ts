// English words around a changed setting ("what changed", change markers, the event log)
// and the sweep's results; the settings' names come from the settings catalog, the
// counters' from the engine's declarations (metrics.ts), the suggestion's from the core.
import { CLIENT_COUNTERS, EDGE_COUNTERS, SERVICE_COUNTERS } from '../../../sim/engine/metrics';
import { PROTECTION_FAILURE_REASONS } from '../../../sim/protections/derived';
import { SUGGEST_EN } from '../../../sweep/suggest';
import { TRANSITION_EN } from '../../statechart/transitionLabels';

export const changesEn = {
  /** The statechart's arrows, from the breaker's settings (statechart/transitionLabels.ts). */
  statechartArrows: TRANSITION_EN,
  changes: {
    line: '{{setting}} {{from}} → {{to}}',
    value: { none: 'none', on: 'on', off: 'off', other: '…' },
    whole: { added: 'added', removed: 'removed', changed: 'changed' },
  },
  sweepWords: {
    title: '{{metric}} by {{setting}}',
    subtitle_one: '{{count}} seed per value, {{seconds}} s each',
    subtitle_other: '{{count}} seeds per value, {{seconds}} s each',
    setting: '{{owner}} {{setting}}',
    metric: '{{owner}} {{field}}',
    window: '{{metric}} over {{from}}–{{to}} s',
    windowToEnd: '{{metric}} from {{from}} s',
    stat: '{{field}} {{stat}}',
    reason: 'failures ({{reason}})',
    cell: '{{values}}: {{metric}} {{figure}} ({{n}}/{{seeds}} seeds)',
    legendSpan: 'Colour: {{metric}}; the cells span {{min}} to {{max}} (bracketed)',
    legendNoise:
      '{{seeds}} seeds tell figures apart to about {{noise}} (95 % interval): figures rounded to it',
    legendWidened:
      'Scale widened to one 95 % interval, {{noise}}: {{seeds}} seeds cannot tell the cells apart, so their colours differ little',
    legendOneSeed: 'One seed: no interval, so any difference in colour may be noise',
    legendBaseline: '| the current settings (outlined cell): {{figure}}; blue above, orange below',
    cellClasses: '{{cell}}; {{classes}}',
    cellClass: '{{count}} {{stability}}',
    stability: {
      stable: 'stable',
      recovers: 'recovers',
      metastable: 'metastable',
      overloaded: 'overloaded',
    },
    suggest: SUGGEST_EN,
    fields: {
      ...CLIENT_COUNTERS,
      ...SERVICE_COUNTERS,
      ...EDGE_COUNTERS,
      // The page spells out what the CLI's columns abbreviate.
      rejectedByBreaker: 'breaker rejects',
      rejectedByBulkhead: 'bulkhead rejects',
      availability: 'availability',
      latencyMs: 'latency',
      maxBusyWorkers: 'most busy workers',
      amplification: 'amplification',
      entered: 'entered',
      waitedShare: 'share that waited',
      meanBusyWorkers: 'mean busy workers',
      utilisation: 'utilisation',
      meanQueueLength: 'mean queue length',
      timeInServiceMs: 'time in service',
      queueWaitMs: 'queue wait',
      timeOpenMs: 'time OPEN',
      callMs: 'call time',
      attemptMs: 'attempt time',
    },
    stats: { mean: 'mean', p50: 'p50', p95: 'p95', p99: 'p99', p999: 'p99.9' },
    reasons: {
      http5xx: '5xx',
      http429: '429',
      http408: '408',
      http4xxPermanent: 'caller error 4xx',
      http4xxRetryable: 'retryable 4xx',
      network: 'network',
      timeout: 'timeout',
      poison: 'poison response',
      circuitOpen: 'breaker open',
      bulkheadFull: 'bulkhead full',
      queueFull: 'queue full',
      deadline: 'deadline',
      maxRetriesExceeded: 'retries used up',
      ...PROTECTION_FAILURE_REASONS,
    },
  },
};
