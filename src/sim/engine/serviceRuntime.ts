// Pure engine: no DOM, no wall clock, no unseeded randomness.
// The callee's side: accept queue, worker pool, processing, the call plan, the answer.
import type { RandomStream } from '../core/random';
import type { SimClock } from '../core/simClock';
import { SUCCESS, type Outcome } from '../machines/retry';
import type { Route, Service } from '../scenario';
import { ServiceCounters } from './counters';
import type { Exchange } from './exchange';
import { ServiceFaults } from './faultState';
import type { InFlight } from './inFlight';
import { QUEUE_FULL } from './outcomes';
import type { PlanRunner } from './planRunner';
import { ServiceStats } from './serviceStats';
import { WorkerPool, type PoolClient, type WorkerPoolConfig } from './workerPool';

/** Waited the queue timeout out: a 503 like any other. */
const OVERLOADED: Outcome = { kind: 'http', status: 503 };
const REFUSED: Outcome = { kind: 'network' };

export class ServiceRuntime {
  readonly counters = new ServiceCounters();
  readonly stats: ServiceStats;
  readonly faults: ServiceFaults;
  /** Workers and accept queue. */
  readonly workers: WorkerPool;
  /** The shared outbound connection pool, when the scenario gives one (seed 004). */
  connectionPool: WorkerPool | undefined;
  private readonly routes = new Map<string, Route>();
  readonly clock: SimClock;

  constructor(
    public service: Service,
    clock: SimClock,
    private readonly rng: RandomStream,
    private readonly inFlight: InFlight,
    private readonly plans: PlanRunner,
  ) {
    this.clock = clock;
    this.stats = new ServiceStats(clock.nowMs());
    this.faults = new ServiceFaults(service);
    this.workers = new WorkerPool(workerPoolConfig(service), clock);
    this.connectionPool = service.connectionPool
      ? new WorkerPool(poolConfig(service.connectionPool), clock)
      : undefined;
    this.indexRoutes();
  }

  get name(): string {
    return this.service.name;
  }

  get busyWorkers(): number {
    return this.workers.inUseCalls;
  }

  update(service: Service): void {
    this.service = service;
    this.faults.update(service);
    this.workers.changeConfig(workerPoolConfig(service));
    if (service.connectionPool && this.connectionPool) {
      this.connectionPool.changeConfig(poolConfig(service.connectionPool));
    } else if (service.connectionPool) {
      this.connectionPool = new WorkerPool(poolConfig(service.connectionPool), this.clock);
    } else {
      this.connectionPool = undefined;
    }
    this.indexRoutes();
  }

  stop(): void {
    this.workers.stop();
    this.connectionPool?.stop();
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
      this.inFlight.leave();
      if (reason === 'waitTimeout') return this.answer(exchange, OVERLOADED);
      this.counters.totals.queueFull++;
      this.answer(exchange, QUEUE_FULL);
    },
  };

  /** An attempt arrives at this service. */
  receive(exchange: Exchange): void {
    this.counters.totals.received++;
    if (this.faults.isDown(exchange.routeName)) {
      exchange.phase = 'done';
      this.answer(exchange, REFUSED);
      return;
    }
    this.inFlight.enter();
    if (this.workers.tryAcquire()) {
      this.stats.startAtOnce(this.clock.nowMs());
      this.start(exchange);
      return;
    }
    exchange.phase = 'queued';
    const handle = this.workers.acquireFor(this.queueClient, exchange);
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
      this.inFlight.leave();
    } else if (exchange.phase === 'working') {
      if (exchange.pending) this.clock.clearTimeout(exchange.pending);
      exchange.plan?.abort();
      this.release(exchange);
    }
  }

  private start(exchange: Exchange): void {
    exchange.queueHandle = undefined;
    exchange.phase = 'working';
    this.counters.noteBusy(this.workers.inUseCalls);
    const route = this.routes.get(exchange.routeName);
    if (!route) throw new Error(`route ${this.name}/${exchange.routeName} vanished`);
    const processingMs = this.faults.processingMs(
      route.name,
      route.processing,
      this.clock.nowMs(),
      this.rng,
    );
    exchange.route = route;
    exchange.pending = this.clock.setTimeoutWith(this.processed, exchange, processingMs);
  }

  /** The exchange's own processing is done: answer it, or run its route's call plan. */
  private readonly processed = (exchange: Exchange): void => {
    exchange.pending = undefined;
    const route = exchange.route!;
    const error = this.faults.drawError(route.name, this.rng);
    if (error) this.finish(exchange, error);
    else if (route.plan.length === 0) this.finish(exchange, SUCCESS);
    else this.plans.run(this, route, exchange);
  };

  private finish(exchange: Exchange, outcome: Outcome): void {
    if (exchange.cancelled) return;
    this.counters.totals.completed++;
    if (outcome.kind !== 'success') this.counters.totals.errors++;
    if (exchange.callerGaveUp) this.counters.totals.wasted++;
    this.release(exchange);
    this.answer(exchange, outcome);
  }

  private release(exchange: Exchange): void {
    this.stats.endWork(this.clock.nowMs(), exchange.startedAtMs);
    exchange.phase = 'done';
    exchange.pending = undefined;
    exchange.plan = undefined;
    this.workers.release();
    this.inFlight.leave();
  }

  private answer(exchange: Exchange, outcome: Outcome): void {
    if (!exchange.callerGaveUp) exchange.respond(outcome);
  }

  private indexRoutes(): void {
    this.routes.clear();
    for (const route of this.service.routes) this.routes.set(route.name, route);
  }
}

function workerPoolConfig(service: Service): WorkerPoolConfig {
  return {
    size: service.workers,
    // A queue without a timeout waits as long as it takes.
    maxWaitDurationMs: service.queueTimeoutMs ?? Number.POSITIVE_INFINITY,
    maxQueueLength: service.queueCapacity,
  };
}

function poolConfig(pool: NonNullable<Service['connectionPool']>): WorkerPoolConfig {
  return { size: pool.size, maxWaitDurationMs: pool.maxWaitDurationMs };
}
