// Pure engine: no DOM, no wall clock, no unseeded randomness.
// The runtimes one run is made of, and how they are wired: a service runtime per service,
// an edge runtime (with its protections) per caller → callee, a client runtime per client.
// Its one reason to change: what a scenario's graph builds, and from which policy.
import type { RandomStreams } from '../core/random';
import type { QueueClock } from '../core/simClock';
import { callPolicySchema, type CallPolicy, type Scenario } from '../scenario';
import { ClientRuntime } from './clientRuntime';
import { ClientCounters } from './counters';
import { ClosedLoopClientRuntime } from './closedLoopClient';
import { EdgePolicies } from './edgePolicies';
import { EdgeRuntime } from './edgeRuntime';
import type { EngineContext } from './engineContext';
import type { InFlight } from './inFlight';
import { PlanRunner } from './planRunner';
import { ServiceRuntime } from './serviceRuntime';
import { edgeKey } from './types';

const NO_PROTECTION: CallPolicy = callPolicySchema.parse({});

/** What the graph's runtimes share with the rest of the run. */
export interface RuntimeGraphDeps {
  readonly clock: QueueClock;
  readonly streams: RandomStreams;
  readonly inFlight: InFlight;
  readonly ctx: EngineContext;
  /** The run's end: a client sends nothing after it. */
  readonly durationMs: number;
  /** The settings in force now (they change with each edit). */
  readonly settings: () => Scenario;
  /**
   * Someone reads per-second frames: without a listener the per-second histograms are
   * never read (FrameBuilder only resets them), so recording into them is skipped.
   */
  readonly perSecond: boolean;
}

export class RuntimeGraph {
  readonly services = new Map<string, ServiceRuntime>();
  readonly edges = new Map<string, EdgeRuntime>();
  readonly clients = new Map<string, ClientRuntime>();
  private readonly edgesByCaller = new Map<string, Map<string, EdgeRuntime>>();
  private readonly plans: PlanRunner;

  constructor(private readonly deps: RuntimeGraphDeps) {
    this.plans = new PlanRunner((caller, callee) => this.edgeFor(caller, callee));
  }

  /** Every runtime of `scenario`, in the order their random streams were always drawn. */
  build(scenario: Scenario): void {
    for (const service of scenario.services) this.addService(service);
    this.createEdges(scenario);
    for (const client of scenario.clients) this.addClient(client);
  }

  /** The edge caller → callee, created on first use with the caller's policy for the callee. */
  edgeFor(caller: string, callee: string): EdgeRuntime {
    // Looked up on every call: a two-level map spares building the key string each time.
    let byCallee = this.edgesByCaller.get(caller);
    if (!byCallee) this.edgesByCaller.set(caller, (byCallee = new Map()));
    let edge = byCallee.get(callee);
    if (!edge) {
      const key = edgeKey(caller, callee);
      const service = this.services.get(callee);
      if (!service) throw new Error(`unknown service ${callee}`);
      const policies = new EdgePolicies(key, this.policyFor(key), this.deps.ctx);
      edge = new EdgeRuntime(
        key,
        this.services.get(caller),
        service,
        policies,
        this.deps.ctx,
        this.deps.streams.get(`jitter:${key}`),
      );
      this.edges.set(key, edge);
      byCallee.set(callee, edge);
    }
    return edge;
  }

  /**
   * A closed-loop user's own edge (protections perUser): the client's policy in protections
   * of its own, counted into the client's edge, so the report keeps one edge per client.
   */
  private userEdge(clientEdge: EdgeRuntime): EdgeRuntime {
    const policies = new EdgePolicies(
      clientEdge.key,
      this.policyFor(clientEdge.key),
      this.deps.ctx,
    );
    return new EdgeRuntime(
      clientEdge.key,
      undefined,
      clientEdge.callee,
      policies,
      this.deps.ctx,
      clientEdge.jitterRng,
      clientEdge,
    );
  }

  /** The scenario's policy for an edge: a client's own, or the caller service's for that callee. */
  policyFor(key: string): CallPolicy {
    const [caller, callee] = key.split('->') as [string, string];
    const scenario = this.deps.settings();
    const client = scenario.clients.find((c) => c.name === caller);
    if (client) return client.policy;
    return scenario.services.find((s) => s.name === caller)?.policies[callee] ?? NO_PROTECTION;
  }

  /** Every edge of the graph exists from t = 0, so it can be shown and forced before its first call. */
  createEdges(scenario: Scenario): void {
    for (const service of scenario.services) {
      for (const route of service.routes) {
        for (const stage of route.plan)
          for (const call of stage.calls) this.edgeFor(service.name, call.service);
      }
    }
  }

  addService(service: Scenario['services'][number]): void {
    const { streams } = this.deps;
    const rng = streams.get(`service:${service.name}`);
    this.services.set(
      service.name,
      new ServiceRuntime(
        service,
        this.deps.clock,
        rng,
        this.deps.inFlight,
        this.plans,
        (name) => streams.get(name),
        this.deps.ctx.referenceMachines,
        this.deps.perSecond,
      ),
    );
  }

  addClient(client: Scenario['clients'][number], counters?: ClientRuntime['counters']): void {
    const edge = this.edgeFor(client.name, client.service);
    const rng = this.deps.streams.get(`arrivals:${client.name}`);
    const { durationMs } = this.deps;
    const endMs = () => durationMs;
    counters ??= new ClientCounters(this.deps.perSecond);
    const runtime = client.closedLoop
      ? new ClosedLoopClientRuntime(
          client,
          edge,
          this.deps.clock,
          rng,
          endMs,
          () => this.userEdge(edge),
          counters,
        )
      : new ClientRuntime(client, edge, this.deps.clock, rng, endMs, counters);
    this.clients.set(client.name, runtime);
    runtime.start();
  }

  /** Stops every actor the runtimes hold. */
  stop(): void {
    for (const edge of this.edges.values()) edge.policies.stop();
    for (const service of this.services.values()) service.stop();
    for (const client of this.clients.values()) client.dispose();
  }
}
