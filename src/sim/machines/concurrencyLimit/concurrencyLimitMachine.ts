// Pure engine: no DOM, no wall clock, no unseeded randomness.
// Netflix concurrency-limits' SimpleLimiter with an AIMD or Gradient2 limit, as a machine.
// One state; the limit, the calls in flight and the RTT averages live in the record its
// context holds. A call gets in while in-flight < limit (underLimit), else it is rejected.
// Each finished call is a sample: its RTT, whether it was dropped (an overload answer or a
// timeout), and the calls in flight when it started; the guards pick the limit's next move.
import { setup } from 'xstate';
import type { Outcome } from '../retry';
import {
  aimdBackOff,
  aimdGrow,
  gradient2Next,
  type ExpAvg,
  type Gradient2Settings,
} from './limitAlgorithms';

export interface ConcurrencyLimitRecord extends Gradient2Settings {
  algorithm: 'aimd' | 'gradient2';
  backoffRatio: number;
  timeoutMs: number;
  /** Gradient2 keeps a fractional estimate; the limit is its integer part. */
  estimatedLimit: number;
  inFlight: number;
  longRtt: ExpAvg;
  /** The last request's verdict. */
  admitted: boolean;
  rejectedTotal: number;
}

export interface ConcurrencyLimitContext {
  l: ConcurrencyLimitRecord;
}

export type ConcurrencyLimitEvent =
  | { type: 'acquire' }
  /** A call ended: rttMs, dropped (overload or timeout), inFlight when it started. */
  | { type: 'sample'; rttMs: number; dropped: boolean; inFlightAtStart: number }
  /** A call ended without a sample (cancelled, or an answer that says nothing of load). */
  | { type: 'ignored' };

interface Args {
  context: ConcurrencyLimitContext;
  event: ConcurrencyLimitEvent;
}

/**
 * How a finished call counts, as Netflix's gRPC interceptor reads a status: OK is a sample,
 * UNAVAILABLE, DEADLINE_EXCEEDED and RESOURCE_EXHAUSTED (a 503, a timeout, a 429, a lost
 * connection, a local refusal) are drops, anything else says nothing of load (ignored).
 */
export function sampleKindOf(outcome: Outcome): 'success' | 'dropped' | 'ignored' {
  switch (outcome.kind) {
    case 'success':
      return 'success';
    case 'timeout':
    case 'network':
    case 'bulkheadFull':
    case 'circuitOpen':
      return 'dropped';
    case 'http':
      if (outcome.status < 400) return 'success';
      return outcome.status === 503 || outcome.status === 429 ? 'dropped' : 'ignored';
    default:
      return 'ignored';
  }
}

export const limitOf = (l: ConcurrencyLimitRecord) => Math.trunc(l.estimatedLimit);

const sampleOf = (event: ConcurrencyLimitEvent) => (event.type === 'sample' ? event : undefined);

export const concurrencyLimitMachine = setup({
  types: {
    context: {} as ConcurrencyLimitContext,
    events: {} as ConcurrencyLimitEvent,
    input: {} as ConcurrencyLimitContext,
  },
  guards: {
    underLimit: ({ context: { l } }: Args) => l.inFlight < limitOf(l),
    /** AIMD, and the sample is a drop or slower than the timeout. */
    aimdDropped: ({ context: { l }, event }: Args) => {
      const s = sampleOf(event);
      return l.algorithm === 'aimd' && s !== undefined && (s.dropped || s.rttMs > l.timeoutMs);
    },
    /** AIMD, and the client used at least half the limit (else growing proves nothing). */
    aimdInUse: ({ context: { l }, event }: Args) => {
      const s = sampleOf(event);
      return l.algorithm === 'aimd' && s !== undefined && s.inFlightAtStart * 2 >= limitOf(l);
    },
    /** Gradient2, and fewer calls were in flight than half the estimate: the limit stays. */
    gradient2AppLimited: ({ context: { l }, event }: Args) => {
      const s = sampleOf(event);
      return (
        l.algorithm === 'gradient2' && s !== undefined && s.inFlightAtStart < l.estimatedLimit / 2
      );
    },
    gradient2: ({ context: { l } }: Args) => l.algorithm === 'gradient2',
  },
  actions: {
    admit: ({ context: { l } }: Args) => {
      l.inFlight++;
      l.admitted = true;
    },
    reject: ({ context: { l } }: Args) => {
      l.admitted = false;
      l.rejectedTotal++;
    },
    release: ({ context: { l } }: Args) => void l.inFlight--,
    backOff: ({ context: { l } }: Args) => {
      l.estimatedLimit = aimdBackOff(limitOf(l), l.backoffRatio, l);
    },
    grow: ({ context: { l } }: Args) => {
      l.estimatedLimit = aimdGrow(limitOf(l), l);
    },
    /** Gradient2 tracks the long RTT on every sample, app-limited or not. */
    trackRtt: ({ context: { l }, event }: Args) => {
      const s = sampleOf(event)!;
      const longRtt = l.longRtt.add(s.rttMs);
      // Latency back to normal after a long overload: pull the long RTT down faster.
      if (s.rttMs > 0 && longRtt / s.rttMs > 2) l.longRtt.value *= 0.95;
    },
    gradientStep: ({ context: { l }, event }: Args) => {
      const s = sampleOf(event)!;
      l.estimatedLimit = gradient2Next(l.estimatedLimit, s.rttMs, l.longRtt.value, l);
    },
  },
}).createMachine({
  id: 'concurrencyLimit',
  context: ({ input }) => input,
  on: {
    acquire: [{ guard: 'underLimit', actions: 'admit' }, { actions: 'reject' }],
    sample: [
      { guard: 'aimdDropped', actions: ['release', 'backOff'] },
      { guard: 'aimdInUse', actions: ['release', 'grow'] },
      { guard: 'gradient2AppLimited', actions: ['release', 'trackRtt'] },
      { guard: 'gradient2', actions: ['release', 'trackRtt', 'gradientStep'] },
      { actions: 'release' },
    ],
    ignored: { actions: 'release' },
  },
});
