// Pure engine: no DOM, no wall clock, no unseeded randomness.
// Runs a route's call plan: stages in sequence, the calls inside a stage in parallel.
// Like Promise.all, a stage fails at its first failed required call; optional calls
// fall back instead of failing (the edge counts the fallback).
import { SUCCESS, type Outcome } from '../machines/retry';
import type { Route } from '../scenario';
import type { EdgeRuntime } from './edgeRuntime';
import type { Exchange } from './exchange';
import type { CallListener, LogicalCall } from './logicalCall';
import { isFailure, propagatedOutcome } from './outcomes';
import type { ServiceRuntime } from './serviceRuntime';

export type EdgeLookup = (caller: string, callee: string) => EdgeRuntime;

export class PlanRunner {
  constructor(readonly edgeFor: EdgeLookup) {}

  run(service: ServiceRuntime, route: Route, exchange: Exchange): void {
    new PlanExecution(this, service, route, exchange).next();
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
    private readonly runner: PlanRunner,
    private readonly service: ServiceRuntime,
    private readonly route: Route,
    private readonly exchange: Exchange,
  ) {
    exchange.plan = this;
  }

  next(): void {
    const stage = this.route.plan[this.stageIndex++];
    if (!stage) return this.conclude(SUCCESS);
    this.remaining = stage.calls.length;
    this.forgetCalls();
    for (const call of stage.calls) {
      const edge = this.runner.edgeFor(this.service.name, call.service);
      const handle = edge.call(call.route, call.optional, this);
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
