// Pure engine: no DOM, no wall clock, no unseeded randomness.
// One replica of a service (its own workers, queue, faults and random draws), and the
// balancer that picks one for each request. A service of one replica is today's service.
import type { RandomStream } from '../core/random';
import type { SimClock } from '../core/simClock';
import { codelSchema, type Balancer, type ScheduledFault, type Service } from '../scenario';
import { ServiceFaults } from './faultState';
import type { QueueDisciplineConfig } from './queueDiscipline';
import { WorkerPool, type WorkerPoolConfig } from './workerPool';

export class Replica {
  readonly workers: WorkerPool;
  readonly faults: ServiceFaults;
  /** Requests in this replica now: queued, in work, or (event loop) waiting on their calls. */
  outstanding = 0;

  constructor(
    readonly index: number,
    service: Service,
    clock: SimClock,
    /** Its processing times and error draws. */
    readonly rng: RandomStream,
  ) {
    this.faults = new ServiceFaults(replicaView(service, index));
    this.workers = new WorkerPool(workerPoolConfig(service), clock);
  }

  update(service: Service): void {
    this.faults.update(replicaView(service, this.index));
    this.workers.changeConfig(workerPoolConfig(service));
  }

  startFault(fault: ScheduledFault): void {
    if (fault.replica === undefined || fault.replica === this.index) this.faults.start(fault);
  }

  endFault(fault: ScheduledFault): void {
    if (fault.replica === undefined || fault.replica === this.index) this.faults.end(fault);
  }
}

/** The service as one replica sees it: its own standing faults when the scenario gives them. */
function replicaView(service: Service, index: number): Service {
  const own = service.replicaFaults?.find((f) => f.replica === index);
  return own ? { ...service, faults: own.faults } : service;
}

function workerPoolConfig(service: Service): WorkerPoolConfig {
  return {
    size: service.workers,
    // A queue without a timeout waits as long as it takes.
    maxWaitDurationMs: service.queueTimeoutMs ?? Number.POSITIVE_INFINITY,
    maxQueueLength: service.queueCapacity,
    discipline: disciplineOf(service),
  };
}

function disciplineOf(service: Service): QueueDisciplineConfig {
  if (service.queueDiscipline !== 'adaptiveLifo') return { type: service.queueDiscipline };
  return { type: 'adaptiveLifo', ...codelSchema.parse(service.codel ?? {}) };
}

/**
 * Picks a replica. `excluded` is a bit mask of replicas not to pick (a caller's
 * per-replica breaker refused them); undefined when every one is excluded.
 */
export class ReplicaBalancer {
  /** Round robin's next turn; also where least-outstanding starts looking, so ties rotate. */
  private turn = 0;

  constructor(
    public kind: Balancer,
    private readonly rng: RandomStream,
  ) {}

  pick(replicas: readonly Replica[], excluded = 0): Replica | undefined {
    const n = replicas.length;
    if (n === 1) return excluded & 1 ? undefined : replicas[0];
    switch (this.kind) {
      case 'roundRobin':
        return this.inTurn(replicas, excluded);
      case 'random':
        return this.drawn(replicas, excluded, this.available(n, excluded));
      case 'leastOutstanding':
        return this.least(replicas, excluded);
      case 'powerOfTwoChoices':
        return this.betterOfTwo(replicas, excluded);
    }
  }

  private available(n: number, excluded: number): number {
    let m = 0;
    for (let i = 0; i < n; i++) if (!(excluded & (1 << i))) m++;
    return m;
  }

  private inTurn(replicas: readonly Replica[], excluded: number): Replica | undefined {
    const n = replicas.length;
    for (let k = 0; k < n; k++) {
      const i = (this.turn + k) % n;
      if (excluded & (1 << i)) continue;
      this.turn = (i + 1) % n;
      return replicas[i];
    }
    return undefined;
  }

  /** One of the `m` replicas not excluded, uniformly. */
  private drawn(replicas: readonly Replica[], excluded: number, m: number): Replica | undefined {
    if (m === 0) return undefined;
    let r = Math.floor(this.rng.next() * m);
    for (let i = 0; i < replicas.length; i++) {
      if (excluded & (1 << i)) continue;
      if (r-- === 0) return replicas[i];
    }
    return undefined;
  }

  private least(replicas: readonly Replica[], excluded: number): Replica | undefined {
    const n = replicas.length;
    let best: Replica | undefined;
    // From the turn round the ring, wrapping by a compare rather than a modulo per replica
    // (the turn may be past the end after the replicas were scaled down).
    for (let k = 0, i = this.turn % n; k < n; k++, i = i + 1 === n ? 0 : i + 1) {
      if (excluded & (1 << i)) continue;
      const r = replicas[i]!;
      if (!best || r.outstanding < best.outstanding) best = r;
    }
    if (best) this.turn = (this.turn + 1) % n;
    return best;
  }

  /** Two distinct replicas at random; the one with fewer requests in it (the first on a tie). */
  private betterOfTwo(replicas: readonly Replica[], excluded: number): Replica | undefined {
    const m = this.available(replicas.length, excluded);
    const first = this.drawn(replicas, excluded, m);
    if (!first || m === 1) return first;
    const second = this.drawn(replicas, excluded | (1 << first.index), m - 1)!;
    return second.outstanding < first.outstanding ? second : first;
  }
}
