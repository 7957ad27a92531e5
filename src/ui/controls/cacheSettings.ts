// Pure: settings of a cache in front of the callee (seed 004's thundering herd): its TTL,
// the remedies for a stampede, and the keys' popularity.
import { is, MS, num, toggle, type Setting } from './settingTypes';

const E = 'edge';
const G = 'Cache';
const on = is(['cache', 'enabled'], true);

export const CACHE_SETTINGS: readonly Setting[] = [
  toggle(
    E,
    G,
    ['cache', 'enabled'],
    'cache',
    'Cache',
    'A cache in front of this callee: a fresh entry answers at once, a miss asks the callee (the origin) and keeps its answer for the TTL.',
  ),
  num(E, G, {
    path: ['cache', 'ttlMs'],
    name: 'ttlMs',
    label: 'Time to live',
    ...MS,
    sliderMin: 100,
    sliderMax: 600_000,
    log: true,
    visibleWhen: on,
    help: 'How long a stored answer stays fresh. When a popular key expires, every call for it misses until the new answer is back: a stampede.',
  }),
  num(E, G, {
    path: ['cache', 'ttlJitter'],
    name: 'ttlJitter',
    label: 'TTL jitter',
    unit: '%',
    step: 1,
    displayFactor: 100,
    visibleWhen: on,
    help: 'Each entry lives the TTL ± up to this share, at random, so keys filled together do not all expire together (seed 004: 60 s ± 10 %).',
  }),
  toggle(
    E,
    G,
    ['cache', 'singleFlight'],
    'singleFlight',
    'Single-flight',
    'One fetch per key at a time: a call that misses while its key is being fetched waits for that answer instead of asking the origin again.',
  ),
  toggle(
    E,
    G,
    ['cache', 'staleWhileRevalidate'],
    'staleWhileRevalidate',
    'Stale-while-revalidate',
    'For a while after expiry the old answer is served at once and the origin is asked in the background: nobody waits, but the answer may be old.',
  ),
  num(E, G, {
    path: ['cache', 'keys'],
    name: 'keys',
    label: 'Keys',
    unit: 'keys',
    step: 1,
    sliderMax: 10_000,
    log: true,
    visibleWhen: on,
    help: 'How many different things are asked for (products, pages).',
  }),
  num(E, G, {
    path: ['cache', 'zipfS'],
    name: 'zipfS',
    label: 'Popularity skew (Zipf)',
    unit: 's',
    step: 0.05,
    visibleWhen: on,
    help: 'Key k is asked with weight 1/k^s: 0 makes every key equally popular; about 1 is typical of the web, where a few keys take most of the calls.',
  }),
];
