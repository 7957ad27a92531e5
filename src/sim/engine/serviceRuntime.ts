// Pure engine: no DOM, no wall clock, no unseeded randomness.
// The callee's side: a balancer over its replicas (each with its accept queue, workers and
// faults), processing, the call plan, the answer. Counters and stats are the service's
// (all replicas together); a service of one replica is the classic service.
import type { ScheduledEvent } from '../core/eventQueue';
import type { RandomStream } from '../core/random';
import type { SimClock } from '../core/simClock';
import { SUCCESS, type Outcome } from '../machines/retry';
import type { ScheduledFault, Service } from '../scenario';
import { ServiceCounters } from './counters';
import type { Exchange } from './exchange';
import type { ServiceFaults } from './faultState';
import type { InFlight } from './inFlight';
import { QUEUE_FULL } from './outcomes';
import type { PlanRunner, ServedRoute } from './planRunner';
import type { OutlierDetector } from '../machines/outlier';
import type { Replica } from './replica';
import { ReplicaSet } from './replicaSet';
import { OptimisticRecordState } from './optimisticRecord';
import { ServiceStats } from './serviceStats';
import { WorkerPool, type PoolClient, type WorkerPoolConfig } from './workerPool';
import { objectList } from '../core/objectList';

/** Waited the queue timeout out, or shed by adaptive LIFO: a 503 like any other. */
const OVERLOADED: Outcome = { kind: 'http', status: 503 };
const REFUSED: Outcome = { kind: 'network' };

/** Named random streams of one run (RandomStreams.get). */
export type StreamOf = (name: string) => RandomStream;

export class ServiceRuntime {
  readonly counters = new ServiceCounters();
  readonly stats: ServiceStats;
  /** The replicas, their balancer and their outlier ejection. */
  readonly replicaSet: ReplicaSet;
  /** The shared outbound connection pool, when the scenario gives one (seed 004). */
  connectionPool: WorkerPool | undefined;
  /** The routes by name, each with its plan's edges once resolved (planRunner.ts). */
  private readonly routes = new Map<string, ServedRoute>();
  private lastRouteName = '';
  private lastRoute: ServedRoute | undefined = undefined;
  /** Processing events that have run, reused by the next ones (all call `processed`). */
  private readonly spareProcessingEvents: ScheduledEvent[] = objectList();
  readonly clock: SimClock;
  private eventLoop: boolean;
  /** The record its requests write under optimistic concurrency, if it has one (AWS 2015). */
  record: OptimisticRecordState | undefined;

  constructor(
    public service: Service,
    clock: SimClock,
    /** Replica 0's stream (the service's own, as before replicas existed). */
    rng: RandomStream,
    private readonly inFlight: InFlight,
    private readonly plans: PlanRunner,
    /** The other replicas' streams and the balancer's. */
    streamOf: StreamOf,
    /** Protections send every event to their machines (the differential tests' reference). */
    referenceMachines = false,
    /** Keep the per-second histograms (a run with a frame listener). */
    perSecond = true,
  ) {
    this.clock = clock;
    this.stats = new ServiceStats(clock.nowMs(), perSecond);
    this.eventLoop = service.execution === 'eventLoop';
    this.record = service.optimisticRecord && new OptimisticRecordState(service.optimisticRecord);
    this.replicaSet = new ReplicaSet(
      service,
      clock,
      rng,
      (what) => streamOf(`service:${service.name}:${what}`),
      referenceMachines,
    );
    this.connectionPool = service.connectionPool
      ? new WorkerPool(poolConfig(service.connectionPool), clock)
      : undefined;
    this.indexRoutes();
  }

  get name(): string {
    return this.service.name;
  }

  /** The replicas taking new requests. */
  get replicas(): readonly Replica[] {
    return this.replicaSet.list;
  }

  get outlier(): OutlierDetector | undefined {
    return this.replicaSet.outlier;
  }

  /** Replica 0's faults (the service's, when it has one replica). */
  get faults(): ServiceFaults {
    return this.replicas[0]!.faults;
  }

  /** Replica 0's workers (the service's, when it has one replica). */
  get workers(): WorkerPool {
    return this.replicas[0]!.workers;
  }

  get busyWorkers(): number {
    return this.replicaSet.busyWorkers;
  }

  /** Requests queued for a worker, all replicas together. */
  get waitingCalls(): number {
    return this.replicaSet.waitingCalls;
  }

  /** Workers of all replicas together. */
  get totalWorkers(): number {
    return this.service.workers * this.replicas.length;
  }

  update(service: Service): void {
    this.service = service;
    this.eventLoop = service.execution === 'eventLoop';
    // The record keeps its version and counts while it stays; a new conflict status applies.
    if (!service.optimisticRecord) this.record = undefined;
    else if (!this.record) this.record = new OptimisticRecordState(service.optimisticRecord);
    else
      this.record.conflict = {
        kind: 'http',
        status: service.optimisticRecord.conflictStatus,
        retryable: true,
      };
    this.replicaSet.update(service);
    if (service.connectionPool && this.connectionPool) {
      this.connectionPool.changeConfig(poolConfig(service.connectionPool));
    } else if (service.connectionPool) {
      this.connectionPool = new WorkerPool(poolConfig(service.connectionPool), this.clock);
    } else {
      this.connectionPool = undefined;
    }
    this.indexRoutes();
  }

  startFault(fault: ScheduledFault): void {
    this.replicaSet.startFault(fault);
  }

  endFault(fault: ScheduledFault): void {
    this.replicaSet.endFault(fault);
  }

  stop(): void {
    this.replicaSet.stop();
    this.connectionPool?.stop();
  }

  /** The replica the balancer picks, skipping the `excluded` mask and ejected outliers. */
  pick(excluded = 0): Replica | undefined {
    return this.replicaSet.pick(excluded);
  }

  /** A caller saw `outcome` from `replica` (for outlier ejection). */
  noteOutcome(replica: Replica, outcome: Outcome): void {
    this.replicaSet.noteOutcome(replica, outcome);
  }

  /** Told when a queued exchange gets a worker or is refused: one object for all of them. */
  private readonly queueClient: PoolClient<Exchange> = {
    granted: (exchange) => {
      if (!this.leaveQueue(exchange, true)) this.stats.startAtOnce(this.clock.nowMs());
      this.start(exchange);
    },
    rejected: (exchange, reason) => {
      this.leaveQueue(exchange, false);
      exchange.phase = 'done';
      this.counters.totals.rejected++;
      this.leave(exchange.replica!);
      if (reason === 'waitTimeout' || reason === 'shed') return this.answer(exchange, OVERLOADED);
      this.counters.totals.queueFull++;
      this.answer(exchange, QUEUE_FULL);
    },
  };

  /** An attempt arrives at this service. */
  receive(exchange: Exchange): void {
    this.counters.totals.received++;
    const replica = (exchange.replica ??= this.pick()!);
    if (replica.faults.isDown(exchange.routeName)) {
      exchange.phase = 'done';
      this.answer(exchange, REFUSED);
      return;
    }
    this.inFlight.enter();
    replica.outstanding++;
    if (replica.workers.tryAcquire()) {
      this.stats.startAtOnce(this.clock.nowMs());
      this.start(exchange);
      return;
    }
    exchange.phase = 'queued';
    const handle = replica.workers.acquireFor(this.queueClient, exchange, exchange);
    if (exchange.phase === 'queued') {
      exchange.queueHandle = handle;
      exchange.inQueue = true;
      this.stats.enterQueue(this.clock.nowMs());
    }
  }

  /** Takes a queued exchange out of the stats' queue; false if it was never in it. */
  private leaveQueue(exchange: Exchange, started: boolean): boolean {
    if (!exchange.inQueue) return false;
    exchange.inQueue = false;
    this.stats.leaveQueue(this.clock.nowMs(), exchange.startedAtMs, started);
    return true;
  }

  /** The route's call plan ended (PlanRunner calls back). */
  planFinished(exchange: Exchange, outcome: Outcome): void {
    this.finish(exchange, outcome);
  }

  /** Undo what this exchange holds: the caller cancelled and cancellation propagates. */
  cancel(exchange: Exchange): void {
    if (exchange.cancelled) return;
    exchange.cancelled = true;
    if (exchange.phase === 'queued') {
      this.leaveQueue(exchange, false);
      exchange.queueHandle?.cancel();
      exchange.queueHandle = undefined;
      exchange.phase = 'done';
      this.leave(exchange.replica!);
    } else if (exchange.phase === 'working' || exchange.phase === 'waiting') {
      if (exchange.pending) this.clock.clearTimeout(exchange.pending);
      exchange.plan?.abort();
      this.release(exchange);
    }
  }

  private start(exchange: Exchange): void {
    exchange.queueHandle = undefined;
    exchange.phase = 'working';
    this.counters.noteBusy(this.busyWorkers);
    const served = this.servedRoute(exchange.routeName);
    const route = served.route;
    const replica = exchange.replica!;
    const processingMs = replica.faults.processingMs(
      route.name,
      route.processing,
      this.clock.nowMs(),
      replica.rng,
    );
    exchange.route = served;
    if (this.record) exchange.readVersion = this.record.version;
    const spare = this.spareProcessingEvents.pop();
    exchange.pending = spare
      ? this.clock.againWith(spare, exchange, processingMs)
      : this.clock.setTimeoutWith(this.processed, exchange, processingMs);
  }

  /** The exchange's own processing is done: answer it, or run its route's call plan. */
  private readonly processed = (exchange: Exchange): void => {
    // The event running now has left the queue and nothing else holds it: reuse it.
    const ran = exchange.pending!;
    ran.arg = undefined;
    this.spareProcessingEvents.push(ran);
    exchange.pending = undefined;
    const served = exchange.route!;
    const route = served.route;
    const replica = exchange.replica!;
    const error = replica.faults.drawError(route.name, replica.rng);
    if (error) this.finish(exchange, error);
    else if (this.record && !this.record.write(exchange.readVersion, this.clock.nowMs()))
      this.finish(exchange, this.record.conflict);
    else if (route.plan.length === 0) this.finish(exchange, SUCCESS);
    else {
      // An event loop waits on its calls without a worker: the next request may run now.
      if (this.eventLoop) this.freeWorker(exchange);
      this.plans.run(this, served, exchange);
    }
  };

  private finish(exchange: Exchange, outcome: Outcome): void {
    if (exchange.cancelled) return;
    this.counters.totals.completed++;
    if (outcome.kind !== 'success') this.counters.totals.errors++;
    if (exchange.callerGaveUp) this.counters.totals.wasted++;
    this.release(exchange);
    this.answer(exchange, outcome);
  }

  private freeWorker(exchange: Exchange): void {
    exchange.phase = 'waiting';
    this.stats.freeWorker(this.clock.nowMs());
    exchange.replica!.workers.release();
  }

  private release(exchange: Exchange): void {
    const holdsWorker = exchange.phase === 'working';
    if (holdsWorker) this.stats.endWork(this.clock.nowMs(), exchange.startedAtMs);
    else this.stats.leaveWithoutWorker(this.clock.nowMs(), exchange.startedAtMs);
    exchange.phase = 'done';
    exchange.pending = undefined;
    exchange.plan = undefined;
    const replica = exchange.replica!;
    if (holdsWorker) replica.workers.release();
    this.leave(replica);
  }

  private leave(replica: Replica): void {
    replica.outstanding--;
    this.inFlight.leave();
  }

  private answer(exchange: Exchange, outcome: Outcome): void {
    if (!exchange.callerGaveUp) exchange.respond(outcome);
  }

  /** The route by name; the last one found is kept, since most services serve one route. */
  private servedRoute(name: string): ServedRoute {
    if (name === this.lastRouteName && this.lastRoute) return this.lastRoute;
    const served = this.routes.get(name);
    if (!served) throw new Error(`route ${this.name}/${name} vanished`);
    this.lastRouteName = name;
    this.lastRoute = served;
    return served;
  }

  private indexRoutes(): void {
    this.lastRoute = undefined;
    this.routes.clear();
    for (const route of this.service.routes)
      this.routes.set(route.name, { route, stageEdges: undefined });
  }
}

function poolConfig(pool: NonNullable<Service['connectionPool']>): WorkerPoolConfig {
  return { size: pool.size, maxWaitDurationMs: pool.maxWaitDurationMs };
}
