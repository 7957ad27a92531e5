// Pure engine: no DOM, no wall clock, no unseeded randomness.
// A call passes through an ordered list of layers, outermost first, then the wire (the
// attempt with its per-attempt timeout). Each layer has one small interface, as
// Resilience4j's decorators, Polly's pipeline and Finagle's filters do: it admits the
// call inward (or answers it at once), and it settles the outcome on its way back out.
//
// Layers are stateless singletons: what a call holds in a layer (a breaker permit, a
// bulkhead slot, a retry chain) is kept on the call, one slot per kind of layer, so a
// call allocates nothing per layer. A layer that runs its inner layers several times
// (retry) re-enters them one run at a time; one that runs them side by side (hedging)
// would give each run a call of its own for the layers inside it.
import type { Outcome } from '../../machines/retry';
import type { LayerKind } from '../../scenario';
import type { LogicalCall } from '../logicalCall';

export interface CallLayer {
  readonly kind: LayerKind;
  /** The call reaches this layer (index `depth`): `call.enter(depth + 1)` or `call.exit(depth, outcome)`. */
  enter(call: LogicalCall, depth: number): void;
  /** The outcome comes back out through this layer: `call.exit(depth, outcome)`, or run the inside again. */
  settle(call: LogicalCall, depth: number, outcome: Outcome): void;
  /** The call is over early (deadline, caller gone): give back what this layer holds. */
  release(call: LogicalCall): void;
}
