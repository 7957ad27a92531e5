// Pure engine: no DOM, no wall clock, no unseeded randomness.
// Client-side adaptive throttling (Google SRE book, ch. 21) on one edge.
import { z } from 'zod';
import { throttleLayer } from '../../engine/layers/throttleLayer';
import { AdaptiveThrottle } from '../../machines/throttle';
import { defineProtection } from '../descriptor';
import { HOUR_MS, MS } from '../units';

export const throttlePolicySchema = z.object({
  enabled: z.boolean().default(false),
  /** K: the client sends up to K times what the backend accepts (the book uses 2). */
  k: z.number().min(1).max(10).default(2),
  /** The trailing window the requests and accepts are counted over (the book: 2 minutes). */
  windowMs: z.number().int().min(1_000).max(HOUR_MS).default(120_000),
});
export type ThrottlePolicy = z.infer<typeof throttlePolicySchema>;

export const throttleProtection = defineProtection({
  key: 'throttle',
  title: 'Adaptive throttling',
  schema: throttlePolicySchema,
  layer: throttleLayer,
  placement: { side: 'innermost', rank: 30 },
  // Its own named stream: turning throttling on does not move any other draw.
  build: (part, { key, ctx, options }) =>
    new AdaptiveThrottle(part, ctx.clock, ctx.randomStream(`throttle:${key}`), options),
  counters: {
    /** Rejected locally by adaptive throttling. */
    rejectedByThrottle: 'throttled',
  },
  gauges: {},
  failureReasons: {
    /** Rejected locally by client-side adaptive throttling. */
    throttled: 'throttled',
  },
  settings: [
    {
      kind: 'toggle',
      path: ['throttle', 'enabled'],
      name: 'throttle',
      label: 'Adaptive throttling',
      help: 'Google SRE book, ch. 21: the client refuses calls itself with probability max(0, (requests − K × accepts) / (requests + 1)).',
    },
    {
      kind: 'number',
      path: ['throttle', 'k'],
      name: 'K',
      label: 'Multiplier K',
      unit: '×',
      step: 0.1,
      help: 'The client sends up to K times what the backend accepts. 2 in the book; lower is stricter.',
    },
    {
      kind: 'number',
      path: ['throttle', 'windowMs'],
      name: 'window',
      label: 'History',
      ...MS,
      log: true,
      help: 'Requests and accepts are counted over this trailing window (2 minutes in the book).',
    },
  ],
  docs: {
    intro:
      "The client rejects a request locally with probability\nmax(0, (requests − `k` × accepts) / (requests + 1)), counted over the trailing `windowMs`\n(every request the application made; accepts: answers that are not a 429, a 5xx, a timeout\nor a lost connection). The draws come from the edge's own stream `throttle:<edge>`.",
    rows: {
      enabled: '',
      k: 'The client sends up to K times what the backend accepts.',
      windowMs: 'The trailing window of the counts (the book: two minutes).',
    },
  },
  names: {},
});
