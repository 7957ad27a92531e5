// Seed 004's thundering herd: a product page's cache in front of the catalog.
// After a deploy every key is filled in the same second, so every key expires in the same
// second 60 s later; each popular key then sends rate × recompute time calls to the
// catalog (seed 004: 500 × 0.2 = 100 for one product) and the catalog falls over. The
// remedies: single-flight, TTL jitter, stale-while-revalidate, each alone and together.
import type { CallPolicyInput, ScenarioInput } from './inputTypes';
import type { Preset } from './types';

const cache: NonNullable<CallPolicyInput['cache']> = {
  enabled: true,
  keys: 50,
  zipfS: 1,
  ttlMs: 60_000,
  ttlJitter: 0,
  singleFlight: false,
  staleWhileRevalidate: false,
  staleForMs: 10_000,
};

const scenario: ScenarioInput = {
  version: 1,
  name: 'cache-stampede',
  description:
    'Seed 004: 1,000 product views a second through a 60 s cache; every key expires at once and the catalog falls over.',
  seed: 4,
  durationMs: 80_000,
  services: [
    {
      name: 'web',
      workers: 1_000,
      queueCapacity: 100,
      routes: [
        {
          name: 'default',
          processing: { type: 'constant', ms: 1 },
          plan: [{ calls: [{ service: 'catalog' }] }],
        },
      ],
      policies: { catalog: { cache } },
    },
    {
      name: 'catalog',
      workers: 20,
      queueCapacity: 20,
      routes: [{ name: 'default', processing: { type: 'constant', ms: 200 } }],
    },
  ],
  clients: [{ name: 'users', service: 'web', arrival: { type: 'poisson', rps: 1_000 } }],
};

const cachePath = 'services[web].policies[catalog].cache';
const set = (field: string, value: unknown) =>
  ({ op: 'set', path: `${cachePath}.${field}`, value }) as const;
/** The second the keys filled at t ≈ 0 expire in, and the seconds after it. */
const EXPIRY = { fromS: 59, toS: 66 } as const;
const catalogRejected = { frames: 'services[catalog].rejected', agg: 'sum', ...EXPIRY } as const;
const usersFailed = { frames: 'clients[users].failed', agg: 'sum', ...EXPIRY } as const;
const originCalls = { frames: 'edges[web->catalog].originCalls', agg: 'max', ...EXPIRY } as const;
const slowest = { frames: 'clients[users].latencyMs.p99', agg: 'max', ...EXPIRY } as const;

export const cacheStampede: Preset = {
  id: 'cache-stampede',
  scenario,
  lesson: {
    title: 'The cache stampede',
    source:
      'Seed 004 (thundering herd: 500 req/s, 60 s TTL, 200 ms recompute → 100 calls at expiry); Go’s singleflight; RFC 5861 stale-while-revalidate',
    story: [
      'Users open product pages, 1,000 a second. The web service keeps each of 50 products in a cache for 60 s; a miss asks the catalog, which takes 200 ms to build the page. The top product gets 22 % of the views (a Zipf popularity).',
      'The catalog has 20 workers and room for 20 more requests in its queue: 100 builds a second at most. With the cache that is plenty: about one build per product a minute.',
      'The cache was empty at start (a deploy), so all 50 products were built in the same second — and all expire in the same second, 60 s later.',
    ],
    stageFigures: ['workers', 'errors'],
    watch: [
      'The catalog: busy workers and rejections around t = 60 s.',
      'The web → catalog edge: the cache’s hit ratio and its calls to the origin.',
    ],
    expect: [
      'At t = 60 s every product expires at once. For the 200 ms a build takes, every view of an expired product misses too: the top product alone sends 220 × 0.2 ≈ 44 builds, all products together about 50 + 1,000 × 0.2 = 250. The catalog’s 40 places overflow and users get 503s; a refused build stores nothing, so the next views miss again. The same happened at start.',
    ],
    try: [
      {
        id: 'single-flight',
        label: 'Single-flight',
        why: 'One build per product at a time: a view that misses while that product is being built waits for it instead of asking again.',
        patch: [set('singleFlight', true)],
        expect:
          'At most 50 builds at expiry, one per product: the catalog copes and nobody gets an error. The views that waited took up to 200 ms.',
      },
      {
        id: 'ttl-jitter',
        label: 'TTL jitter ±10 %',
        why: 'Each entry lives 54 to 66 s instead of exactly 60 s, so the products filled together expire apart.',
        patch: [set('ttlJitter', 0.1)],
        expect:
          'The herd of products is spread over 12 s, but a popular product still stampedes on its own when it expires: fewer errors, not none.',
      },
      {
        id: 'stale-while-revalidate',
        label: 'Stale-while-revalidate',
        why: 'For 10 s after expiry the old page is served at once while a build runs in the background.',
        patch: [set('staleWhileRevalidate', true)],
        expect:
          'No user waits or fails at expiry: they get the stale page. But every stale view sends its own background build: the catalog is hammered just the same.',
      },
      {
        id: 'all-three',
        label: 'All three together',
        why: 'Single-flight makes one build per product, jitter spreads the products, stale-while-revalidate hides the build from users.',
        patch: [
          set('singleFlight', true),
          set('ttlJitter', 0.1),
          set('staleWhileRevalidate', true),
        ],
        expect: 'A few builds a second at the catalog, no errors, no waits.',
      },
    ],
    claims: [
      {
        text: 'Without remedies the catalog refuses builds when the keys expire, and users see errors.',
        variant: 'baseline',
        metric: usersFailed,
        atLeast: 50,
      },
      {
        text: 'Without remedies the cache sends well over 100 builds to the catalog in the expiry second.',
        variant: 'baseline',
        metric: originCalls,
        atLeast: 150,
      },
      {
        text: 'With single-flight the cache sends at most one build per product: no more than 50 in the expiry second, and no errors.',
        variant: 'single-flight',
        metric: originCalls,
        atMost: 50,
      },
      {
        text: 'With single-flight no user fails at expiry.',
        variant: 'single-flight',
        metric: usersFailed,
        atMost: 0,
      },
      {
        text: 'With TTL jitter alone the busiest second sends under a third of the builds.',
        variant: 'ttl-jitter',
        metric: { ...originCalls, fromS: 50, toS: 70 },
        atMost: 78,
      },
      {
        text: 'With TTL jitter alone the top product still stampedes when it expires: some users fail.',
        variant: 'ttl-jitter',
        metric: { ...usersFailed, fromS: 50, toS: 70 },
        atLeast: 1,
      },
      {
        text: 'With stale-while-revalidate alone no user fails or waits at expiry…',
        variant: 'stale-while-revalidate',
        metric: usersFailed,
        atMost: 0,
      },
      {
        text: '…but the catalog still refuses background builds: the herd is only hidden.',
        variant: 'stale-while-revalidate',
        metric: catalogRejected,
        atLeast: 50,
      },
      {
        text: 'All three together: no errors, and no user waits on the catalog.',
        variant: 'all-three',
        metric: slowest,
        atMost: 5,
      },
    ],
  },
};
