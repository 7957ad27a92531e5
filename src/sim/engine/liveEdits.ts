// Pure engine: no DOM, no wall clock, no unseeded randomness.
// Changes made to a run while it goes on: a person's edit now (a slider, the editor), the
// scenario's own edit timeline replayed at its times, a breaker forced by hand. Its one
// reason to change: what an edit does to the runtimes already running.
import type { QueueClock } from '../core/simClock';
import { transitionByHand } from '../machines/breaker/transitionByHand';
import { settingsAt, type Scenario } from '../scenario';
import { ClosedLoopClientRuntime } from './closedLoopClient';
import type { EdgeRuntime } from './edgeRuntime';
import type { FaultTimeline } from './faultTimeline';
import type { RuntimeGraph } from './runtimeGraph';
import type { ForcedBreakerState } from './simulationApi';

/** What an edit reaches in a running simulation. */
export interface EditTarget {
  readonly clock: QueueClock;
  readonly graph: RuntimeGraph;
  readonly timeline: FaultTimeline;
  /** Refuses settings whose offered load is beyond the limits, with the start's message. */
  checkLoad(settings: Scenario): void;
  /** Makes `settings` the settings in force, before any runtime reads them. */
  setSettings(settings: Scenario): void;
}

export class LiveEdits {
  /** The simulated times of the edit timeline still to apply, ascending (editTimeline.ts). */
  private timesMs: number[] = [];

  constructor(
    /** The scenario with its edit timeline (the settings in force are the target's). */
    private document: Scenario,
    private readonly target: EditTarget,
  ) {
    this.schedule(-1);
  }

  /** When the timeline's next edit is due; Infinity when none is left. */
  get nextMs(): number {
    return this.timesMs[0] ?? Infinity;
  }

  /** A person's edit now: `next` carries the timeline with it (edits after now replay later). */
  update(next: Scenario): void {
    const nowMs = this.target.clock.nowMs();
    const settings = settingsAt(next, nowMs);
    // A slider dragged to an absurd rate is refused with the same message as at the start.
    this.target.checkLoad(settings);
    this.document = next;
    this.schedule(nowMs);
    this.apply(settings);
  }

  /**
   * The timeline's next edits, once every event at or before their time has run: where a
   * person's edit lands when the worker applies it between two slices of the run.
   */
  applyNext(): void {
    const atMs = this.timesMs.shift()!;
    this.target.clock.advanceTo(atMs);
    const settings = settingsAt(this.document, atMs);
    this.target.checkLoad(settings);
    this.apply(settings);
  }

  /** The edit timeline's times after `afterMs`, in order, each once. */
  private schedule(afterMs: number): void {
    const times = this.document.editTimeline.map((e) => e.atMs).filter((t) => t > afterMs);
    this.timesMs = [...new Set(times)].sort((a, b) => a - b);
  }

  private apply(next: Scenario): void {
    const { graph } = this.target;
    this.target.setSettings(next);
    for (const service of next.services) {
      const runtime = graph.services.get(service.name);
      if (runtime) runtime.update(service);
      else graph.addService(service);
    }
    graph.createEdges(next);
    for (const edge of graph.edges.values()) edge.policies.update(graph.policyFor(edge.key));
    // A removed client stops sending; its totals stay in the report.
    const clientNames = new Set(next.clients.map((c) => c.name));
    for (const [name, runtime] of graph.clients) if (!clientNames.has(name)) runtime.stop();
    for (const client of next.clients) {
      const runtime = graph.clients.get(client.name);
      if (!runtime) graph.addClient(client);
      else if (!!client.closedLoop !== runtime instanceof ClosedLoopClientRuntime) {
        // Open loop turned closed (or back): a new runtime, the same totals.
        runtime.stop();
        graph.addClient(client, runtime.counters);
      } else runtime.update(client, graph.edgeFor(client.name, client.service));
    }
    this.target.timeline.replace(next.faultTimeline);
  }
}

/** Forces the edge's breaker by hand; with per-replica breakers, all or replica `replica`'s. */
export function forceEdgeBreaker(
  edges: ReadonlyMap<string, EdgeRuntime>,
  edge: string,
  state: ForcedBreakerState,
  replica?: number,
): void {
  const breakers = breakersOf(edges, edge, replica);
  if (breakers.length === 0) throw new Error(`no breaker on edge ${edge}`);
  for (const breaker of breakers) transitionByHand(breaker, state);
}

/** The edge's one breaker, or its per-replica ones (all, or replica `replica`'s). */
function breakersOf(
  edges: ReadonlyMap<string, EdgeRuntime>,
  edge: string,
  replica: number | undefined,
) {
  const e = edges.get(edge);
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
