// Pure engine: no DOM, no wall clock, no unseeded randomness.
// Hedging as a layer: always the innermost, since it runs the wire itself, twice when the
// edge's hedge machine says so (hedgeRun.ts).
import type { Outcome } from '../../machines/retry';
import type { LogicalCall } from '../logicalCall';
import type { CallLayer } from './callLayer';
import { HedgeRun } from './hedgeRun';
import { holdingsOf } from './layerHoldings';

export const hedgeLayer: CallLayer = {
  kind: 'hedge',

  enter(call: LogicalCall, depth: number): void {
    const { policies } = call.edge;
    const run = new HedgeRun(
      call,
      depth,
      policies.protections.hedge!,
      policies.policy.hedge!.cancelLoser,
    );
    holdingsOf(call).hedge = run;
    run.start();
  },

  // Never reached: nothing is inside the hedge layer but the wire, which it runs itself.
  settle(call: LogicalCall, depth: number, outcome: Outcome): void {
    call.exit(depth, outcome);
  },

  // The call ended early (deadline, caller gone): the attempts go as the edge's policy says.
  release(call: LogicalCall): void {
    call.extra?.hedge?.end(call.edge.policy.propagateCancellation);
  },
};
