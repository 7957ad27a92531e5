// Pure engine: no DOM, no wall clock, no unseeded randomness.
// A service's replicas as a whole: how many, which one takes a request (the balancer,
// minus the replicas ejected as outliers), their faults, their sums for the graph.
import type { RandomStream } from '../core/random';
import type { SimClock } from '../core/simClock';
import { OutlierDetector } from '../machines/outlier';
import type { Outcome } from '../machines/retry';
import type { ScheduledFault, Service } from '../scenario';
import { Replica, ReplicaBalancer } from './replica';

export class ReplicaSet {
  /** The replicas taking new requests (a removed one drains what it holds). */
  readonly list: Replica[] = [];
  readonly balancer: ReplicaBalancer;
  /** Envoy's outlier ejection over the replicas, when the scenario asks for it. */
  outlier: OutlierDetector | undefined;

  constructor(
    service: Service,
    private readonly clock: SimClock,
    /** Replica 0's stream (the service's own, as before replicas existed). */
    private readonly firstRng: RandomStream,
    /** This service's other named streams. */
    private readonly stream: (what: string) => RandomStream,
    private readonly referenceMachines: boolean,
  ) {
    this.balancer = new ReplicaBalancer(service.balancer, stream('balancer'));
    this.resize(service);
    this.updateOutlier(service);
  }

  update(service: Service): void {
    this.balancer.kind = service.balancer;
    for (const replica of this.list) replica.update(service);
    this.resize(service);
    this.updateOutlier(service);
  }

  /**
   * The replica the balancer picks, skipping those in the `excluded` mask and those ejected
   * as outliers. With every replica ejected, it balances over all of them (Envoy's panic
   * mode: a guess beats no answer).
   */
  pick(excluded = 0): Replica | undefined {
    const ejected = this.outlier?.ejectedMask ?? 0;
    if (ejected === 0) return this.balancer.pick(this.list, excluded);
    return (
      this.balancer.pick(this.list, excluded | ejected) ?? this.balancer.pick(this.list, excluded)
    );
  }

  /** A caller saw `outcome` from `replica` (outlier ejection counts 5xx, refusals, timeouts). */
  noteOutcome(replica: Replica, outcome: Outcome): void {
    const outlier = this.outlier;
    if (!outlier || this.list[replica.index] !== replica) return;
    const failed =
      outcome.kind === 'network' ||
      outcome.kind === 'timeout' ||
      (outcome.kind === 'http' && outcome.status >= 500);
    if (failed) outlier.onFailure(replica.index);
    else outlier.onSuccess(replica.index);
  }

  startFault(fault: ScheduledFault): void {
    for (const replica of this.list) replica.startFault(fault);
  }

  endFault(fault: ScheduledFault): void {
    for (const replica of this.list) replica.endFault(fault);
  }

  get busyWorkers(): number {
    const list = this.list;
    if (list.length === 1) return list[0]!.workers.inUseCalls;
    // Read at every request's start: an index loop, not for…of.
    let busy = 0;
    for (let i = 0; i < list.length; i++) busy += list[i]!.workers.inUseCalls;
    return busy;
  }

  get waitingCalls(): number {
    let waiting = 0;
    for (const r of this.list) waiting += r.workers.waitingCalls;
    return waiting;
  }

  stop(): void {
    this.outlier?.stop();
    for (const replica of this.list) replica.workers.stop();
  }

  /** Adds replicas up to the count; a removed replica takes no new requests. */
  private resize(service: Service): void {
    while (this.list.length < service.replicas) {
      const i = this.list.length;
      const rng = i === 0 ? this.firstRng : this.stream(`replica:${i}`);
      this.list.push(new Replica(i, service, this.clock, rng));
    }
    this.list.length = service.replicas;
  }

  private updateOutlier(service: Service): void {
    const config = service.outlierEjection;
    if (!config) {
      this.outlier?.stop();
      this.outlier = undefined;
    } else if (this.outlier) this.outlier.changeConfig(config, service.replicas);
    else {
      this.outlier = new OutlierDetector(config, service.replicas, this.clock, {
        reference: this.referenceMachines,
      });
    }
  }
}
