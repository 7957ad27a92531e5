// Pure: settings of a service (capacity, latency, errors) and of a client (traffic).
import { choice, MS, num, settingAt, type NumberSetting, type Setting } from './settingTypes';

const errorRate = (key: string, label: string, help: string): NumberSetting =>
  num('service', 'Errors', {
    path: ['faults', 'errorRates', key],
    name: `errorRates.${key}`,
    label,
    help,
    unit: '%',
    step: 1,
    displayFactor: 100,
  });

export const SERVICE_SETTINGS: readonly Setting[] = [
  num('service', 'Capacity', {
    path: ['workers'],
    name: 'workers',
    label: 'Workers',
    unit: 'workers',
    step: 1,
    sliderMax: 200,
    log: true,
    help: 'Requests it serves at once (like Tomcat threads). A request holds its worker while it waits on its own calls, so a slow callee eats its callers’ workers.',
  }),
  num('service', 'Capacity', {
    path: ['queueCapacity'],
    name: 'queueCapacity',
    label: 'Queue size',
    unit: 'requests',
    step: 1,
    sliderMax: 1_000,
    log: true,
    help: 'Requests that may wait for a free worker. When the queue is full the service answers 503 at once.',
  }),
  num('service', 'Capacity', {
    path: ['queueTimeoutMs'],
    name: 'queueTimeoutMs',
    label: 'Queue timeout',
    ...MS,
    sliderMin: 10,
    sliderMax: 60_000,
    log: true,
    optional: true,
    help: 'How long a request may wait in the queue before it is turned away with a 503. None: it waits as long as it takes.',
  }),
  num('service', 'Latency', {
    path: ['faults', 'latencyMultiplier'],
    name: 'latencyMultiplier',
    label: 'Slow-down factor',
    unit: '×',
    step: 0.1,
    sliderMin: 1,
    sliderMax: 100,
    log: true,
    help: 'Multiplies every processing time of this service: 20× turns 50 ms into 1 s.',
  }),
  errorRate(
    'http5xx',
    'Server errors (5xx)',
    'Share of responses that are 500/502/503/504. Breakers count them as failures; retries retry them.',
  ),
  errorRate('network', 'Network errors', 'Share of calls that fail with a connection error.'),
  errorRate(
    'http429',
    'Rate limited (429)',
    'Share of responses that say “too many requests”. Retries wait a fixed time before trying again.',
  ),
  errorRate(
    'poison',
    'Poison responses',
    'Share of 200 responses whose body fails validation: they look fine to the network but break the caller.',
  ),
  errorRate(
    'http408',
    'Timeouts reported (408)',
    'Share of responses that are 408 Request Timeout. Retried like a 5xx.',
  ),
  errorRate(
    'http4xxRetryable',
    'Retryable 4xx',
    'Share of 4xx answers marked retryable. Breakers count them as failures.',
  ),
  errorRate(
    'http4xxPermanent',
    'Caller errors (4xx)',
    'Share of 400/404/422 answers: the caller’s own fault. Never retried; breakers ignore them.',
  ),
  num('service', 'Connection pool', {
    path: ['connectionPool', 'size'],
    clearPath: ['connectionPool'],
    name: 'connectionPool.size',
    label: 'Outbound connections',
    unit: 'connections',
    step: 1,
    sliderMax: 1_000,
    log: true,
    optional: true,
    help: 'One pool shared by every call out of this service. When one slow callee holds them all, calls to healthy callees wait too. None: no shared pool.',
  }),
  num('service', 'Connection pool', {
    path: ['connectionPool', 'maxWaitDurationMs'],
    name: 'connectionPool.maxWaitDuration',
    label: 'Wait for a connection',
    ...MS,
    sliderMax: 30_000,
    log: true,
    visibleWhen: (owner) => settingAt(owner, ['connectionPool']) !== undefined,
    help: 'How long a call may wait for a free connection before it fails. 0: fail at once.',
  }),
];

export const CLIENT_SETTINGS: readonly Setting[] = [
  num('client', 'Traffic', {
    path: ['arrival', 'rps'],
    name: 'rps',
    label: 'Request rate',
    unit: 'req/s',
    step: 1,
    sliderMax: 2_000,
    log: true,
    help: 'Requests this client sends each second (on average, for Poisson arrivals).',
  }),
  choice('client', 'Traffic', {
    path: ['arrival', 'type'],
    name: 'arrival.type',
    label: 'Arrivals',
    options: [
      { value: 'poisson', label: 'random (Poisson)' },
      { value: 'constant', label: 'evenly spaced' },
    ],
    help: 'Random arrivals bunch up now and then, as real traffic does; evenly spaced ones never do.',
  }),
];
