// Pure engine: no DOM, no wall clock, no unseeded randomness.
// One run of one scenario on the simulated clock: builds the runtimes, drives the
// event queue, applies the fault timeline and emits a frame every simulated second.
import { RandomStreams } from '../core/random';
import { QueueClock } from '../core/simClock';
import {
  callPolicySchema,
  settingsAt,
  type CallPolicy,
  type Scenario,
  type ScheduledFault,
} from '../scenario';
import { ClientRuntime } from './clientRuntime';
import { ClosedLoopClientRuntime } from './closedLoopClient';
import { EdgePolicies } from './edgePolicies';
import { EdgeRuntime } from './edgeRuntime';
import type { EngineContext } from './engineContext';
import { FrameBuilder } from './frameBuilder';
import { InFlight, SimulationLimitError } from './inFlight';
import { checkOfferedLoad, resolveLimits } from './limits';
import { PlanRunner } from './planRunner';
import { buildReport, buildSummary } from './report';
import { ServiceRuntime } from './serviceRuntime';
import {
  edgeKey,
  type LiveSnapshot,
  type RunReport,
  type RunSummary,
  type TransitionRecord,
} from './types';
import type { ForcedBreakerState, Limits, SimulationApi, SimulationOptions } from './simulationApi';
import { buildSnapshot } from './snapshot';
import { FaultTimeline } from './faultTimeline';

const SECOND_MS = 1000;
const NO_PROTECTION: CallPolicy = callPolicySchema.parse({});

export class Simulation implements SimulationApi {
  readonly durationMs: number;
  readonly seed: number;
  readonly clock = new QueueClock();
  readonly services = new Map<string, ServiceRuntime>();
  readonly edges = new Map<string, EdgeRuntime>();
  readonly clients = new Map<string, ClientRuntime>();
  readonly transitions: TransitionRecord[] = [];
  private nextTickMs = SECOND_MS;
  /** The simulated times of the edit timeline still to apply, ascending (editTimeline.ts). */
  private editTimesMs: number[] = [];
  /** The scenario with its edit timeline; `scenario` is the settings in force now. */
  private document: Scenario;
  private readonly edgesByCaller = new Map<string, Map<string, EdgeRuntime>>();
  private scenario: Scenario;
  private readonly streams: RandomStreams;
  private readonly limits: Limits;
  private readonly inFlight: InFlight;
  private readonly ctx: EngineContext;
  private readonly plans: PlanRunner;
  private readonly frames: FrameBuilder;
  private readonly timeline: FaultTimeline;

  constructor(
    scenario: Scenario,
    private readonly options: SimulationOptions = {},
  ) {
    this.document = scenario;
    scenario = settingsAt(scenario, -1);
    this.scenario = scenario;
    this.scheduleEdits(-1);
    this.seed = options.seed ?? scenario.seed;
    this.durationMs = options.durationMs ?? scenario.durationMs;
    this.limits = resolveLimits(options.limits);
    checkOfferedLoad(scenario, this.durationMs, this.limits);
    this.streams = new RandomStreams(this.seed);
    this.inFlight = new InFlight(this.limits.maxInFlight);
    this.ctx = {
      clock: this.clock,
      inFlight: this.inFlight,
      classification: () => this.scenario.breakerClassification,
      recordTransition: (t) => {
        this.transitions.push(t);
        this.options.onTransition?.(t);
      },
      onBreakerEvent: options.onBreakerEvent,
      onRetryEvent: options.onRetryEvent,
      referenceMachines: options.referenceMachines ?? false,
      randomStream: (name) => this.streams.get(name),
    };
    this.plans = new PlanRunner((caller, callee) => this.edgeFor(caller, callee));
    for (const service of scenario.services) this.addService(service);
    this.createEdges(scenario);
    for (const client of scenario.clients) this.addClient(client);
    this.timeline = new FaultTimeline(this.clock, this.services, (record) =>
      this.options.onFault?.(record),
    );
    this.timeline.schedule(scenario.faultTimeline);
    this.frames = new FrameBuilder(this);
  }

  get nowMs(): number {
    return this.clock.nowMs();
  }
  get eventsRun(): number {
    return this.clock.eventsRun;
  }
  get finished(): boolean {
    return this.clock.nowMs() >= this.durationMs;
  }
  get inFlightCount(): number {
    return this.inFlight.count;
  }
  get currentScenario(): Scenario {
    return this.scenario;
  }

  step(): boolean {
    const next = this.clock.queue.peekTimeMs();
    if (this.finished || next > this.durationMs) {
      this.emitTicksUpTo(this.durationMs);
      this.clock.advanceTo(this.durationMs);
      return false;
    }
    this.applyEditsUpTo(next - 1e-9);
    this.emitTicksUpTo(next - 1e-9);
    this.checkEventBudget();
    const ran = this.clock.step();
    this.checkInFlight();
    return ran;
  }

  advanceTo(tMs: number): void {
    const target = Math.min(tMs, this.durationMs);
    const queue = this.clock.queue;
    for (;;) {
      // Every event before the next tick, the next edit and the target runs in one tight
      // loop; then the same decisions as one event at a time (tick first, then edit).
      this.runEventsUpTo(Math.min(target, this.nextTickMs, this.editTimesMs[0] ?? Infinity));
      const next = queue.peekTimeMs();
      if (this.nextTickMs <= target && this.nextTickMs < next) {
        this.emitTick();
        continue;
      }
      const editMs = this.editTimesMs[0] ?? Infinity;
      if (editMs <= target && editMs < next) {
        this.applyNextEdit();
        continue;
      }
      if (next > target) break;
      this.checkEventBudget();
      this.clock.step();
      this.checkInFlight();
    }
    this.clock.advanceTo(target);
  }

  /** Runs the events due at or before `limitMs`, with the event budget and in-flight checks. */
  private runEventsUpTo(limitMs: number): void {
    const clock = this.clock;
    const inFlight = this.inFlight;
    const maxEvents = this.limits.maxEvents;
    // At the budget, the loop in advanceTo runs (and refuses) the next event itself.
    while (clock.eventsRun < maxEvents && clock.stepDue(limitMs)) {
      if (inFlight.exceeded) throw inFlight.exceeded;
    }
  }

  runToEnd(): void {
    this.advanceTo(this.durationMs);
  }

  snapshot(): LiveSnapshot {
    return buildSnapshot(this);
  }

  report(): RunReport {
    return buildReport(this);
  }

  summary(): RunSummary {
    return buildSummary(this);
  }

  /** A person's edit now: `next` carries the timeline with it (edits after now replay later). */
  updateScenario(next: Scenario): void {
    const settings = settingsAt(next, this.nowMs);
    // A slider dragged to an absurd rate is refused with the same message as at the start.
    checkOfferedLoad(settings, this.durationMs, this.limits);
    this.document = next;
    this.scheduleEdits(this.nowMs);
    this.applySettings(settings);
  }

  /** The edit timeline's times after `afterMs`, in order, each once. */
  private scheduleEdits(afterMs: number): void {
    const times = this.document.editTimeline.map((e) => e.atMs).filter((t) => t > afterMs);
    this.editTimesMs = [...new Set(times)].sort((a, b) => a - b);
  }

  /**
   * The timeline's next edits, once every event at or before their time has run: where a
   * person's edit lands when the worker applies it between two slices of the run.
   */
  private applyNextEdit(): void {
    const atMs = this.editTimesMs.shift()!;
    this.clock.advanceTo(atMs);
    const settings = settingsAt(this.document, atMs);
    checkOfferedLoad(settings, this.durationMs, this.limits);
    this.applySettings(settings);
  }

  private applyEditsUpTo(tMs: number): void {
    while ((this.editTimesMs[0] ?? Infinity) <= Math.min(tMs, this.durationMs)) {
      // A tick due first covers the events before the edit.
      this.emitTicksUpTo(this.editTimesMs[0]!);
      this.applyNextEdit();
    }
  }

  private applySettings(next: Scenario): void {
    this.scenario = next;
    for (const service of next.services) {
      const runtime = this.services.get(service.name);
      if (runtime) runtime.update(service);
      else this.addService(service);
    }
    this.createEdges(next);
    for (const edge of this.edges.values()) edge.policies.update(this.policyFor(edge.key));
    // A removed client stops sending; its totals stay in the report.
    const clientNames = new Set(next.clients.map((c) => c.name));
    for (const [name, runtime] of this.clients) if (!clientNames.has(name)) runtime.stop();
    for (const client of next.clients) {
      const runtime = this.clients.get(client.name);
      if (!runtime) this.addClient(client);
      else if (!!client.closedLoop !== runtime instanceof ClosedLoopClientRuntime) {
        // Open loop turned closed (or back): a new runtime, the same totals.
        runtime.stop();
        this.addClient(client, runtime.counters);
      } else runtime.update(client, this.edgeFor(client.name, client.service));
    }
    this.timeline.replace(next.faultTimeline);
  }

  forceBreaker(edge: string, state: ForcedBreakerState, replica?: number): void {
    const breakers = this.breakersOf(edge, replica);
    if (breakers.length === 0) throw new Error(`no breaker on edge ${edge}`);
    for (const breaker of breakers) {
      const transitions: Record<ForcedBreakerState, () => void> = {
        CLOSED: () => breaker.transitionToClosedState(),
        OPEN: () => breaker.transitionToOpenState(),
        HALF_OPEN: () => breaker.transitionToHalfOpenState(),
        DISABLED: () => breaker.transitionToDisabledState(),
        FORCED_OPEN: () => breaker.transitionToForcedOpenState(),
        METRICS_ONLY: () => breaker.transitionToMetricsOnlyState(),
      };
      transitions[state]();
    }
  }

  /** The edge's one breaker, or its per-replica ones (all, or replica `replica`'s). */
  private breakersOf(edge: string, replica: number | undefined) {
    const e = this.edges.get(edge);
    if (!e) return [];
    if (e.policies.breaker) return [e.policies.breaker];
    const b = e.policies.policy.breaker;
    if (!b.enabled || b.scope !== 'replica') return [];
    const count = e.callee.replicas.length;
    if (replica !== undefined && (replica < 0 || replica >= count))
      throw new Error(`edge ${edge}: no replica ${replica} (it has ${count})`);
    const indices = replica === undefined ? [...Array(count).keys()] : [replica];
    return indices.map((i) => e.policies.replicaBreaker(i));
  }

  injectFault(fault: ScheduledFault): void {
    this.timeline.add(fault);
  }

  dispose(): void {
    for (const edge of this.edges.values()) edge.policies.stop();
    for (const service of this.services.values()) service.stop();
    for (const client of this.clients.values()) client.dispose();
    this.clock.queue.clear();
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
      const policies = new EdgePolicies(key, this.policyFor(key), this.ctx);
      edge = new EdgeRuntime(
        key,
        this.services.get(caller),
        service,
        policies,
        this.ctx,
        this.streams.get(`jitter:${key}`),
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
    const policies = new EdgePolicies(clientEdge.key, this.policyFor(clientEdge.key), this.ctx);
    return new EdgeRuntime(
      clientEdge.key,
      undefined,
      clientEdge.callee,
      policies,
      this.ctx,
      clientEdge.jitterRng,
      clientEdge,
    );
  }

  /** The scenario's policy for an edge: a client's own, or the caller service's for that callee. */
  private policyFor(key: string): CallPolicy {
    const [caller, callee] = key.split('->') as [string, string];
    const client = this.scenario.clients.find((c) => c.name === caller);
    if (client) return client.policy;
    return this.scenario.services.find((s) => s.name === caller)?.policies[callee] ?? NO_PROTECTION;
  }

  /** Every edge of the graph exists from t = 0, so it can be shown and forced before its first call. */
  private createEdges(scenario: Scenario): void {
    for (const service of scenario.services) {
      for (const route of service.routes) {
        for (const stage of route.plan)
          for (const call of stage.calls) this.edgeFor(service.name, call.service);
      }
    }
  }

  private addService(service: Scenario['services'][number]): void {
    const rng = this.streams.get(`service:${service.name}`);
    this.services.set(
      service.name,
      new ServiceRuntime(
        service,
        this.clock,
        rng,
        this.inFlight,
        this.plans,
        (name) => this.streams.get(name),
        this.ctx.referenceMachines,
      ),
    );
  }

  private addClient(
    client: Scenario['clients'][number],
    counters?: ClientRuntime['counters'],
  ): void {
    const edge = this.edgeFor(client.name, client.service);
    const rng = this.streams.get(`arrivals:${client.name}`);
    const endMs = () => this.durationMs;
    const runtime = client.closedLoop
      ? new ClosedLoopClientRuntime(
          client,
          edge,
          this.clock,
          rng,
          endMs,
          () => this.userEdge(edge),
          counters,
        )
      : new ClientRuntime(client, edge, this.clock, rng, endMs, counters);
    this.clients.set(client.name, runtime);
    runtime.start();
  }

  /**
   * The frame of second T covers every event at a time ≤ T: it is emitted once the next
   * event lies beyond T, not as an event of its own, so it never splits one instant.
   */
  private emitTick(): void {
    const atMs = this.nextTickMs;
    this.clock.advanceTo(atMs);
    this.nextTickMs += SECOND_MS;
    this.frames.emit(atMs, this.options.onSecond);
  }

  private emitTicksUpTo(tMs: number): void {
    while (this.nextTickMs <= tMs && this.nextTickMs <= this.durationMs) this.emitTick();
  }

  private checkInFlight(): void {
    if (this.inFlight.exceeded) throw this.inFlight.exceeded;
  }

  private checkEventBudget(): void {
    if (this.clock.eventsRun >= this.limits.maxEvents) {
      throw new SimulationLimitError(
        'maxEvents',
        `the run needed more than ${this.limits.maxEvents.toLocaleString('en-US')} events ` +
          `by t = ${(this.nowMs / 1000).toFixed(1)} s: shorten the duration or lower the request rates`,
      );
    }
  }
}

/** Validated scenario in, a run out. The engine's entry point. */
export function createSimulation(scenario: Scenario, options?: SimulationOptions): Simulation {
  return new Simulation(scenario, options);
}

/** Runs a scenario to its end and returns the report. */
export function runScenario(scenario: Scenario, options?: SimulationOptions): RunReport {
  const sim = createSimulation(scenario, options);
  try {
    sim.runToEnd();
    return sim.report();
  } finally {
    sim.dispose();
  }
}
