// Pure engine: no DOM, no wall clock, no Math.random.
// One attempt on the wire: a connection from the caller's pool, the request to the
// callee, and the per-attempt timeout (the innermost layer). A timeout does not stop
// the callee's work unless the edge propagates cancellation: that work is then wasted.
import type { Bulkhead } from '../machines/bulkhead';
import type { Outcome } from '../machines/retry';
import type { EdgeRuntime } from './edgeRuntime';
import type { Exchange } from './exchange';
import { NETWORK_ERROR, TIMEOUT } from './outcomes';

export interface AttemptHandle {
  /** The caller no longer waits for this attempt (deadline, or its own cancellation). */
  abort(): void;
}

export function sendAttempt(
  edge: EdgeRuntime,
  routeName: string,
  pool: Bulkhead | undefined,
  report: (outcome: Outcome) => void,
): AttemptHandle {
  const clock = edge.clock;
  const policy = edge.policy;
  let settled = false;
  let holdsConnection = false;
  let poolWait: { cancel(): void } | undefined;
  let exchange: Exchange | undefined;
  let timer: unknown;

  const letGo = () => {
    settled = true;
    if (timer !== undefined) clock.clearTimeout(timer);
    poolWait?.cancel();
    poolWait = undefined;
    if (holdsConnection) pool?.onComplete();
    holdsConnection = false;
    if (exchange && exchange.phase !== 'done') {
      exchange.callerGaveUp = true;
      if (policy.propagateCancellation) edge.callee.cancel(exchange);
    }
  };

  if (policy.timeoutMs !== undefined) {
    timer = clock.setTimeout(() => {
      timer = undefined;
      if (settled) return;
      edge.counters.timeouts++;
      letGo();
      report(TIMEOUT);
    }, policy.timeoutMs);
  }

  const send = () => {
    poolWait = undefined;
    holdsConnection = pool !== undefined;
    exchange = {
      routeName,
      startedAtMs: clock.nowMs(),
      callerGaveUp: false,
      cancelled: false,
      phase: 'new',
      respond: (outcome) => {
        if (settled) return;
        letGo();
        report(outcome);
      },
    };
    edge.callee.receive(exchange);
  };

  if (pool) {
    const wait = pool.acquirePermission(send, () => {
      if (settled) return;
      // No connection free in time: the client library fails the request locally.
      letGo();
      report(NETWORK_ERROR);
    });
    if (!holdsConnection && !settled) poolWait = wait;
  } else {
    send();
  }

  return {
    abort: () => {
      if (!settled) letGo();
    },
  };
}
