// Pure engine: no DOM, no wall clock, no unseeded randomness.
// Hedged requests (Dean & Barroso, "The Tail at Scale") on one edge.
import { z } from 'zod';
import { LatencyHistogram } from '../../engine/histogram';
import { hedgeLayer } from '../../engine/layers/hedgeLayer';
import { Hedging } from '../../machines/hedge';
import { defineProtection } from '../descriptor';
import { HOUR_MS, MS } from '../units';

/** Dean & Barroso, "The Tail at Scale": a second attempt after a delay, first answer wins. */
export const hedgePolicySchema = z.object({
  enabled: z.boolean().default(false),
  /** The fixed delay before the second attempt (and the delay until percentiles are known). */
  delayMs: z.number().positive().max(HOUR_MS).default(50),
  /** When set, the delay is this percentile of the edge's answered attempts so far. */
  delayPercentile: z.number().min(50).max(99.9).optional(),
  /** Cap on the share of calls that may be hedged (the paper hedges a few percent). */
  maxHedgedShare: z.number().min(0).max(1).default(0.05),
  /** The slower attempt is cancelled at the callee; otherwise its work runs on, wasted. */
  cancelLoser: z.boolean().default(true),
});
export type HedgePolicy = z.infer<typeof hedgePolicySchema>;

export const hedgeProtection = defineProtection({
  key: 'hedge',
  title: 'Hedging',
  schema: hedgePolicySchema,
  layer: hedgeLayer,
  // It runs the wire itself (twice when it hedges), so nothing may sit inside it.
  placement: { side: 'innermost', rank: 90, last: true },
  build: (part, { ctx, options }) => new Hedging(part, new LatencyHistogram(), ctx.clock, options),
  counters: {
    /** Second attempts sent by hedging. */
    hedges: 'hedges',
    /** Hedged calls the second attempt answered first. */
    hedgesWon: 'hedges won',
  },
  gauges: {},
  failureReasons: {},
  settings: [
    {
      kind: 'toggle',
      path: ['hedge', 'enabled'],
      name: 'hedge',
      label: 'Hedged requests',
      help: 'The Tail at Scale: when an answer is late, send a second attempt and take whichever answers first.',
    },
    {
      kind: 'number',
      path: ['hedge', 'delayMs'],
      name: 'hedgeDelay',
      label: 'Hedge after',
      ...MS,
      sliderMax: 10_000,
      log: true,
      help: 'The wait before the second attempt (also used until a percentile is known).',
      names: { envoy: 'hedge_policy', polly: 'Delay' },
    },
    {
      kind: 'number',
      path: ['hedge', 'delayPercentile'],
      name: 'hedgeDelayPercentile',
      label: 'Or after this percentile',
      unit: 'p',
      step: 0.1,
      optional: true,
      help: 'Hedge after this percentile of the answers so far (95: the slowest 5 % get a second try). None: the fixed wait.',
    },
    {
      kind: 'number',
      path: ['hedge', 'maxHedgedShare'],
      name: 'maxHedgedShare',
      label: 'Most calls hedged',
      unit: '%',
      step: 1,
      displayFactor: 100,
      help: 'A cap on the share of calls that get a second attempt, so hedging cannot double the load.',
    },
    {
      kind: 'toggle',
      path: ['hedge', 'cancelLoser'],
      name: 'cancelLoser',
      label: 'Cancel the slower attempt',
      help: 'When one attempt answers, the other is cancelled at the callee; off, its work runs on, wasted.',
    },
  ],
  docs: {
    intro:
      'After `delayMs` without an answer, a second attempt goes to the callee; the first success\nwins (a failure waits for the other attempt). Hedges stay within `maxHedgedShare` of the\ncalls. The report counts `hedges` and `hedgesWon`; the call times show the tail they cut.',
    rows: {
      enabled: '',
      delayMs: 'The fixed delay (and the delay until 20 answers give a percentile).',
      delayPercentile:
        "When set, the delay is this percentile of the edge's answered attempts so far (e.g. 95).",
      maxHedgedShare: 'Cap on hedged calls ÷ calls.',
      cancelLoser:
        'The slower attempt is cancelled at the callee; `false`: it runs on and its work is `wasted`.',
    },
  },
  names: { polly: 'HedgingStrategyOptions', envoy: 'hedge_policy' },
});
