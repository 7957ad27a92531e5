// Pure engine: no DOM, no wall clock, no Math.random.
// Runs a route's call plan: stages in sequence, the calls inside a stage in parallel.
// Like Promise.all, a stage fails at its first failed required call; optional calls
// fall back instead of failing (the edge counts the fallback).
import type { Outcome } from '../machines/retry';
import { SUCCESS } from '../machines/retry';
import type { Route } from '../scenario';
import type { CallHandle, EdgeRuntime } from './edgeRuntime';
import type { Exchange } from './exchange';
import { isFailure, propagatedOutcome } from './outcomes';
import type { ServiceRuntime } from './serviceRuntime';

export type EdgeLookup = (caller: string, callee: string) => EdgeRuntime;

export class PlanRunner {
  constructor(private readonly edgeFor: EdgeLookup) {}

  run(
    service: ServiceRuntime,
    route: Route,
    exchange: Exchange,
    done: (outcome: Outcome) => void,
  ): void {
    const active = new Set<CallHandle>();
    let stageIndex = 0;
    let over = false;
    exchange.abortChildren = () => {
      over = true;
      for (const handle of active) handle.abort();
      active.clear();
    };
    const conclude = (outcome: Outcome) => {
      if (over) return;
      over = true;
      // Promise.all semantics: siblings of a failed call run on, their answers unread.
      active.clear();
      done(outcome);
    };
    const runStage = (): void => {
      const stage = route.plan[stageIndex++];
      if (!stage) return conclude(SUCCESS);
      let remaining = stage.calls.length;
      for (const call of stage.calls) {
        const edge = this.edgeFor(service.name, call.service);
        let handle: CallHandle | undefined = undefined;
        let settled = false;
        handle = edge.call(call, service.connectionPool, (outcome) => {
          settled = true;
          if (handle) active.delete(handle);
          if (over) return;
          if (isFailure(outcome)) return conclude(propagatedOutcome(outcome));
          if (--remaining === 0) runStage();
        });
        if (!settled && !over) active.add(handle);
        if (over) return;
      }
    };
    runStage();
  }
}
