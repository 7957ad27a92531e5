// Pure: settings of how a service is built: replicas behind a balancer, its
// worker model and queue discipline, and Envoy's outlier ejection over its replicas.
import { choice, labelled, MS, num, settingAt, type Setting } from './settingTypes';

const S = 'service';
const several = (owner: unknown) => Number(settingAt(owner, ['replicas']) ?? 1) > 1;
const ejecting = (owner: unknown) =>
  several(owner) && settingAt(owner, ['outlierEjection']) !== undefined;
/** An ejection's duration: from 100 ms, on a log slider, shown while replicas are ejected. */
const ejectionMs = (sliderMax: number) =>
  ({ ...MS, sliderMin: 100, sliderMax, log: true, visibleWhen: ejecting }) as const;
const adaptiveLifo = (owner: unknown) => settingAt(owner, ['queueDiscipline']) === 'adaptiveLifo';

export const TOPOLOGY_SETTINGS: readonly Setting[] = [
  num(S, 'Replicas', {
    path: ['replicas'],
    name: 'replicas',
    label: 'Replicas',
    unit: 'replicas',
    step: 1,
    help: 'Copies of the service, each with its own workers, queue and faults. One bad replica of several is the classic partial failure.',
  }),
  choice(S, 'Replicas', {
    path: ['balancer'],
    name: 'balancer',
    label: 'Load balancer',
    options: labelled({
      roundRobin: 'round robin',
      random: 'at random',
      leastOutstanding: 'least outstanding requests',
      powerOfTwoChoices: 'power of two choices',
    }),
    visibleWhen: several,
    help: 'How a caller picks a replica: in turn, at random, the one with the fewest requests in it, or the better of two drawn at random.',
  }),
  num(S, 'Replicas', {
    path: ['outlierEjection', 'consecutive5xx'],
    clearPath: ['outlierEjection'],
    name: 'outlierDetection.consecutive5xx',
    label: 'Eject after failures in a row',
    unit: 'failures',
    step: 1,
    sliderMax: 50,
    optional: true,
    visibleWhen: several,
    help: 'Envoy’s outlier ejection: a replica that fails this many times in a row is taken out of the balancing for a while. None: never ejected.',
  }),
  num(S, 'Replicas', {
    path: ['outlierEjection', 'baseEjectionTimeMs'],
    name: 'base_ejection_time',
    label: 'First ejection lasts',
    ...ejectionMs(300_000),
    help: 'How long an ejected replica stays out, times the number of times it has been ejected.',
  }),
  num(S, 'Replicas', {
    path: ['outlierEjection', 'maxEjectionTimeMs'],
    name: 'max_ejection_time',
    label: 'Longest ejection',
    ...ejectionMs(3_600_000),
    help: 'An ejection never lasts longer than this, however often the replica was ejected.',
  }),
  num(S, 'Replicas', {
    path: ['outlierEjection', 'maxEjectionPercent'],
    name: 'max_ejection_percent',
    label: 'Most replicas ejected',
    unit: '%',
    step: 1,
    visibleWhen: ejecting,
    help: 'Never more than this share of the replicas is out at once (but always one may be). Envoy’s default: 10 %.',
  }),
  choice(S, 'Execution', {
    path: ['execution'],
    name: 'execution',
    label: 'Worker model',
    options: labelled({ threadPerRequest: 'thread per request', eventLoop: 'event loop' }),
    help: 'Thread per request: a request holds its worker while it waits on its own calls (a servlet thread). Event loop: only for its own work (async I/O), so a slow callee does not eat this service’s workers.',
  }),
  choice(S, 'Execution', {
    path: ['queueDiscipline'],
    name: 'queueDiscipline',
    label: 'Queue order',
    options: labelled({
      fifo: 'first in, first out',
      lifo: 'last in, first out',
      adaptiveLifo: 'adaptive LIFO (CoDel)',
    }),
    help: 'Which waiting request a freed worker takes. Adaptive LIFO serves the newest when the queue stands, and drops requests that waited past their caller’s patience (Facebook’s controlled delay).',
  }),
  num(S, 'Execution', {
    path: ['codel', 'targetMs'],
    name: 'codel.target',
    label: 'Longest wait in a standing queue',
    ...MS,
    sliderMax: 1_000,
    log: true,
    visibleWhen: adaptiveLifo,
    help: 'In a queue that has not emptied for an interval, a request that waited longer than this is dropped. Facebook’s figure: 5 ms.',
  }),
  num(S, 'Execution', {
    path: ['codel', 'intervalMs'],
    name: 'codel.interval',
    label: 'Standing-queue interval',
    ...MS,
    sliderMax: 10_000,
    log: true,
    visibleWhen: adaptiveLifo,
    help: 'A queue not empty for this long is standing. In a queue that empties, this is the longest wait. Facebook’s figure: 100 ms.',
  }),
];
