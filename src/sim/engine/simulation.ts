// Pure engine: no DOM, no wall clock, no unseeded randomness.
// One run of one scenario on the simulated clock: builds the runtimes, drives the
// event queue, applies the fault timeline and emits a frame every simulated second.
// Its one reason to change: the run loop (what runs in which order, and when a run is over).
// The runtimes and their wiring are in runtimeGraph.ts; edits during a run in liveEdits.ts.
import { RandomStreams } from '../core/random';
import { TraceRecorder } from './tracing/traceRecorder';
import { QueueClock } from '../core/simClock';
import { settingsAt, type Scenario, type ScheduledFault } from '../scenario';
import type { ClientRuntime } from './clientRuntime';
import type { EdgeRuntime } from './edgeRuntime';
import type { EngineContext } from './engineContext';
import { FaultTimeline } from './faultTimeline';
import { FrameBuilder } from './frameBuilder';
import { InFlight, SimulationLimitError } from './inFlight';
import { forceEdgeBreaker, LiveEdits } from './liveEdits';
import { checkOfferedLoad, resolveLimits } from './limits';
import { buildReport, buildSummary } from './report';
import { RuntimeGraph } from './runtimeGraph';
import type { ServiceRuntime } from './serviceRuntime';
import type { LiveSnapshot, RunReport, RunSummary, TransitionRecord } from './types';
import type { ForcedBreakerState, Limits, SimulationApi, SimulationOptions } from './simulationApi';
import { buildSnapshot } from './snapshot';

/** The stream that picks the requests to trace. */
const TRACE_STREAM = 'trace';

const SECOND_MS = 1000;

export class Simulation implements SimulationApi {
  readonly durationMs: number;
  readonly seed: number;
  readonly clock = new QueueClock();
  readonly services: Map<string, ServiceRuntime>;
  readonly edges: Map<string, EdgeRuntime>;
  readonly clients: Map<string, ClientRuntime>;
  readonly transitions: TransitionRecord[] = [];
  private nextTickMs = SECOND_MS;
  /** The settings in force now; the edits hold the scenario with its edit timeline. */
  private scenario: Scenario;
  private readonly edits: LiveEdits;
  private readonly graph: RuntimeGraph;
  private readonly streams: RandomStreams;
  private readonly limits: Limits;
  private readonly inFlight: InFlight;
  private readonly ctx: EngineContext;
  private readonly frames: FrameBuilder;
  private readonly timeline: FaultTimeline;

  constructor(
    scenario: Scenario,
    private readonly options: SimulationOptions = {},
  ) {
    const document = scenario;
    scenario = settingsAt(scenario, -1);
    this.scenario = scenario;
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
      breakerCallEventCounts: options.breakerCallEventCounts,
      onRetryEvent: options.onRetryEvent,
      referenceMachines: options.referenceMachines ?? false,
      randomStream: (name) => this.streams.get(name),
      tracer:
        options.traceEvery === undefined
          ? undefined
          : new TraceRecorder(
              options.traceEvery,
              this.streams.get(TRACE_STREAM),
              options.onSpanEnded,
            ),
    };
    this.graph = new RuntimeGraph({
      clock: this.clock,
      streams: this.streams,
      inFlight: this.inFlight,
      ctx: this.ctx,
      durationMs: this.durationMs,
      settings: () => this.scenario,
      perSecond: options.onSecond !== undefined,
    });
    this.services = this.graph.services;
    this.edges = this.graph.edges;
    this.clients = this.graph.clients;
    this.graph.build(scenario);
    this.timeline = new FaultTimeline(this.clock, this.services, (record) =>
      this.options.onFault?.(record),
    );
    this.timeline.schedule(scenario.faultTimeline);
    this.edits = new LiveEdits(document, {
      clock: this.clock,
      graph: this.graph,
      timeline: this.timeline,
      checkLoad: (settings) => checkOfferedLoad(settings, this.durationMs, this.limits),
      setSettings: (settings) => {
        this.scenario = settings;
      },
    });
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
      this.runEventsUpTo(Math.min(target, this.nextTickMs, this.edits.nextMs));
      const next = queue.peekTimeMs();
      if (this.nextTickMs <= target && this.nextTickMs < next) {
        this.emitTick();
        continue;
      }
      const editMs = this.edits.nextMs;
      if (editMs <= target && editMs < next) {
        this.edits.applyNext();
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
    this.edits.update(next);
  }

  private applyEditsUpTo(tMs: number): void {
    while (this.edits.nextMs <= Math.min(tMs, this.durationMs)) {
      // A tick due first covers the events before the edit.
      this.emitTicksUpTo(this.edits.nextMs);
      this.edits.applyNext();
    }
  }

  forceBreaker(edge: string, state: ForcedBreakerState, replica?: number): void {
    forceEdgeBreaker(this.edges, edge, state, replica);
  }

  injectFault(fault: ScheduledFault): void {
    this.timeline.add(fault);
  }

  dispose(): void {
    this.graph.stop();
    this.clock.queue.clear();
  }

  /** The edge caller → callee, created on first use with the caller's policy for the callee. */
  edgeFor(caller: string, callee: string): EdgeRuntime {
    return this.graph.edgeFor(caller, callee);
  }

  /**
   * The frame of second T covers every event at a time ≤ T: it is emitted once the next
   * event lies beyond T, not as an event of its own, so it never splits one instant.
   */
  private emitTick(): void {
    const atMs = this.nextTickMs;
    this.clock.passTo(atMs);
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
