// Test helpers: random traces of bulkhead calls, run through a facade, logged as
// everything a caller can observe, so two facades can be compared line by line.
import fc from 'fast-check';
import { QueueClock } from '../../core/simClock';
import { machineSends } from '../machineSends';
import {
  createBulkhead,
  type BulkheadOptions,
  type BulkheadRejection,
  type SemaphoreBulkhead,
  type WaitHandle,
} from './bulkhead';
import type { BulkheadConfig } from './bulkheadConfig';

export type Step =
  | { op: 'try' }
  | { op: 'acquire'; releaseOnGrant: boolean }
  | { op: 'complete' }
  | { op: 'release' }
  | { op: 'stray' }
  | { op: 'cancel'; index: number }
  | { op: 'advance'; ms: number }
  | { op: 'resize'; max: number }
  | { op: 'rewait'; waitMs: number; queueLength: number | undefined };

export interface Trace {
  config: BulkheadConfig;
  steps: Step[];
}

const queueLengthArb = fc.option(fc.integer({ min: 0, max: 3 }), { nil: undefined });

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  { arbitrary: fc.constant<Step>({ op: 'try' }), weight: 4 },
  { arbitrary: fc.boolean().map<Step>((r) => ({ op: 'acquire', releaseOnGrant: r })), weight: 4 },
  { arbitrary: fc.constant<Step>({ op: 'complete' }), weight: 4 },
  { arbitrary: fc.constant<Step>({ op: 'release' }), weight: 1 },
  { arbitrary: fc.constant<Step>({ op: 'stray' }), weight: 1 },
  { arbitrary: fc.nat(30).map<Step>((index) => ({ op: 'cancel', index })), weight: 2 },
  {
    arbitrary: fc.integer({ min: 1, max: 60 }).map<Step>((ms) => ({ op: 'advance', ms })),
    weight: 2,
  },
  {
    arbitrary: fc.integer({ min: 0, max: 5 }).map<Step>((max) => ({ op: 'resize', max })),
    weight: 1,
  },
  {
    arbitrary: fc
      .record({ waitMs: fc.constantFrom(0, 0, 20, 50), queueLength: queueLengthArb })
      .map<Step>((r) => ({ op: 'rewait', ...r })),
    weight: 1,
  },
);

export const traceArb: fc.Arbitrary<Trace> = fc.record({
  config: fc.record({
    maxConcurrentCalls: fc.integer({ min: 0, max: 4 }),
    maxWaitDurationMs: fc.constantFrom(0, 0, 10, 40, 100),
    maxQueueLength: queueLengthArb,
  }),
  steps: fc.array(stepArb, { maxLength: 120 }),
});

/** What each state means, from the counts a caller can see (the machine must agree). */
export function meaningOf(b: SemaphoreBulkhead): string {
  const { maxConcurrentCalls, maxWaitDurationMs, maxQueueLength } = b.bulkheadConfig;
  const waiting = b.waitingCalls;
  if (
    waiting === 0 &&
    b.pendingMaxConcurrentCalls === undefined &&
    b.inUseCalls < maxConcurrentCalls
  )
    return 'available';
  if (maxWaitDurationMs > 0 && maxQueueLength !== undefined && waiting >= maxQueueLength)
    return 'shedding';
  return waiting > 0 ? 'queueing' : 'full';
}

export interface TraceRun {
  /** Everything observable, in order: answers, callbacks, state changes, metrics. */
  log: string[];
  /** Steps after which the state did not mean what the counts say. */
  misplaced: number[];
  sends: number;
}

/** Runs a trace through a facade built with `options`; the caller holds slots it got. */
export function runTrace(trace: Trace, options: BulkheadOptions): TraceRun {
  const clock = new QueueClock();
  const log: string[] = [];
  const bulkhead = createBulkhead(trace.config, clock, {
    ...options,
    onStateChange: (from, to, nowMs) => log.push(`state ${from}->${to}@${nowMs}`),
    onCallEvent: (event) => log.push(`event ${event}`),
  });
  let held = 0;
  const handles: WaitHandle[] = [];
  const misplaced: number[] = [];
  const sends0 = machineSends.count;
  trace.steps.forEach((step, i) => {
    switch (step.op) {
      case 'try':
        if (bulkhead.tryAcquirePermission()) held++;
        log.push(`try#${i} -> ${held}`);
        break;
      case 'acquire': {
        const granted = () => {
          log.push(`granted#${i}`);
          // Some callers give the slot back at once (a breaker refused the call).
          if (step.releaseOnGrant) bulkhead.releasePermission();
          else held++;
        };
        handles.push(bulkhead.acquirePermission(granted, (r) => log.push(`rejected#${i} ${r}`)));
        break;
      }
      case 'complete':
        if (held > 0) {
          held--;
          bulkhead.onComplete();
        }
        break;
      case 'release':
        if (held > 0) {
          held--;
          bulkhead.releasePermission();
        }
        break;
      case 'stray':
        if (held === 0) bulkhead.onComplete();
        break;
      case 'cancel':
        handles[step.index]?.cancel();
        break;
      case 'advance':
        clock.advanceBy(step.ms);
        break;
      case 'resize':
        bulkhead.changeConfig({ maxConcurrentCalls: step.max });
        break;
      case 'rewait':
        bulkhead.changeConfig({ maxWaitDurationMs: step.waitMs, maxQueueLength: step.queueLength });
        break;
    }
    if (bulkhead.state !== meaningOf(bulkhead)) misplaced.push(i);
    const m = bulkhead.getMetrics();
    log.push(
      `#${i} ${step.op} ${bulkhead.state} inUse=${bulkhead.inUseCalls} avail=${m.availableConcurrentCalls}` +
        ` max=${m.maxAllowedConcurrentCalls} waiting=${m.waitingCalls}` +
        ` pending=${bulkhead.pendingMaxConcurrentCalls} wait=${bulkhead.bulkheadConfig.maxWaitDurationMs}` +
        ` queue=${bulkhead.bulkheadConfig.maxQueueLength}`,
    );
  });
  const sends = machineSends.count - sends0;
  bulkhead.stop();
  return { log, misplaced, sends };
}

/** Records what happened to each queued caller, by label. */
export function recorder() {
  const log: string[] = [];
  return {
    log,
    granted: (label: string) => () => log.push(`${label}:granted`),
    rejected: (label: string) => (reason: BulkheadRejection) => log.push(`${label}:${reason}`),
  };
}
