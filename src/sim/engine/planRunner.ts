// Pure engine: no DOM, no wall clock, no unseeded randomness.
// Runs a route's call plan: stages in sequence, the calls inside a stage in parallel.
// Like Promise.all, a stage fails at its first failed required call; optional calls
// fall back instead of failing (the edge counts the fallback).
import { SUCCESS, type Outcome } from '../machines/retry';
import type { Route } from '../scenario';
import { objectList } from '../core/objectList';
import type { EdgeRuntime } from './edgeRuntime';
import type { Exchange } from './exchange';
import type { CallListener, LogicalCall } from './logicalCall';
import { isFailure, propagatedOutcome } from './outcomes';
import type { ServiceRuntime } from './serviceRuntime';

export type EdgeLookup = (caller: string, callee: string) => EdgeRuntime;

/**
 * A route as a service serves it. Its plan's edges are looked up at its first run and kept:
 * edges are never replaced during a run (a new policy updates an edge in place), and a
 * settings change makes new ServedRoutes. Two map lookups per call were 1.3 % of a run.
 */
export interface ServedRoute {
  readonly route: Route;
  /** The edge of every call of every stage, in the plan's order. */
  stageEdges: readonly (readonly EdgeRuntime[])[] | undefined;
}

export class PlanRunner {
  constructor(readonly edgeFor: EdgeLookup) {}

  run(service: ServiceRuntime, served: ServedRoute, exchange: Exchange): void {
    const stageEdges = (served.stageEdges ??= this.stageEdgesOf(service.name, served.route));
    new PlanExecution(service, served.route, stageEdges, exchange).next();
  }

  /**
   * Built in plain loops into object lists, not with `map`: an array that `map` makes has
   * one elements kind when the builtin makes it and another when optimised code inlines it,
   * and the plan's hot loop left its optimised code (a deoptimisation) when a new run's
   * arrays came from the other one (see objectList).
   */
  private stageEdgesOf(caller: string, route: Route): EdgeRuntime[][] {
    const stages = objectList<EdgeRuntime[]>();
    for (const stage of route.plan) {
      const edges = objectList<EdgeRuntime>();
      for (const call of stage.calls) edges.push(this.edgeFor(caller, call.service));
      stages.push(edges);
    }
    return stages;
  }
}

class PlanExecution implements CallListener {
  private stageIndex = 0;
  private remaining = 0;
  private over = false;
  // The calls of the current stage, in order: most stages make one call, so the first is
  // kept in a field and only the others in an array (made when a stage has two).
  private firstCall: LogicalCall | undefined = undefined;
  private otherCalls: LogicalCall[] | undefined = undefined;

  constructor(
    private readonly service: ServiceRuntime,
    private readonly route: Route,
    private readonly stageEdges: readonly (readonly EdgeRuntime[])[],
    private readonly exchange: Exchange,
  ) {
    exchange.plan = this;
  }

  next(): void {
    const index = this.stageIndex++;
    const stage = this.route.plan[index];
    if (!stage) return this.conclude(SUCCESS);
    const calls = stage.calls;
    const edges = this.stageEdges[index]!;
    this.remaining = calls.length;
    this.forgetCalls();
    for (let i = 0; i < calls.length; i++) {
      const call = calls[i]!;
      const handle = edges[i]!.call(call.route, call.optional, this, this.exchange.span);
      if (this.over) return;
      if (this.firstCall === undefined) this.firstCall = handle;
      else (this.otherCalls ??= []).push(handle);
    }
  }

  callEnded(outcome: Outcome): void {
    if (this.over) return;
    if (isFailure(outcome)) return this.conclude(propagatedOutcome(outcome));
    if (--this.remaining === 0) this.next();
  }

  abort(): void {
    this.over = true;
    this.firstCall?.abort();
    if (this.otherCalls) for (const call of this.otherCalls) call.abort();
    this.forgetCalls();
  }

  private forgetCalls(): void {
    this.firstCall = undefined;
    if (this.otherCalls && this.otherCalls.length > 0) this.otherCalls.length = 0;
  }

  private conclude(outcome: Outcome): void {
    if (this.over) return;
    this.over = true;
    // Promise.all semantics: siblings of a failed call run on, their answers unread.
    this.forgetCalls();
    this.service.planFinished(this.exchange, outcome);
  }
}
