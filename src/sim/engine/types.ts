// Pure engine: no DOM, no wall clock, no unseeded randomness.
// What the engine gives to the outside: live snapshots, per-second frames, the run report.
import type { TransitionCause } from '../machines/breaker/breakerReasons';
import type { ChainState } from '../machines/retry/retryChainTypes';
import type { ScheduledFault } from '../scenario';
import type { UserProtectionsSummary } from './userProtections';
import type {
  ClientCounterName,
  Counts,
  EdgeCounterName,
  EdgeGaugeName,
  LatencyFigureName,
  ServiceCounterName,
  ServiceGaugeName,
  RecordCounterName,
} from './metrics';

export type BreakerStateName =
  'CLOSED' | 'OPEN' | 'HALF_OPEN' | 'DISABLED' | 'FORCED_OPEN' | 'METRICS_ONLY';

export type { FailureReason } from './failureReasonList';
import type { FailureReason } from './failureReasonList';

/** A distribution of times in ms: the figures declared in metrics.ts (LATENCY_FIGURES). */
export type LatencyStats = Counts<LatencyFigureName>;

/** One simulated second of one client. */
/** Its latency: the time to the final answer of the calls that finished in the second. */
export type ClientSecond = Counts<ClientCounterName> & { latencyMs: LatencyStats };

/** One simulated second of one service (fields explained in metrics.ts). */
export type ServiceSecond = Counts<ServiceCounterName> & Counts<ServiceGaugeName>;

/** One simulated second of one edge (caller → callee). */
export type EdgeSecond = Counts<EdgeCounterName> &
  Counts<EdgeGaugeName> & { breakerState: BreakerStateName | 'NONE' };

export interface SecondFrame {
  /** End of the second, simulated ms. */
  tMs: number;
  clients: Record<string, ClientSecond>;
  services: Record<string, ServiceSecond>;
  edges: Record<string, EdgeSecond>;
}

export interface TransitionRecord {
  tMs: number;
  edge: string;
  from: BreakerStateName;
  to: BreakerStateName;
  /** In English, for the CLI and reports. */
  reason: string;
  /** The reason as a code with figures: the page words it in its own language. */
  cause?: TransitionCause;
}

export interface FaultRecord {
  tMs: number;
  service: string;
  /** 'started' | 'ended' */
  phase: 'started' | 'ended';
  /** In English, for the CLI and reports. */
  description: string;
  /** The fault itself: the page describes it in its own language. */
  fault?: ScheduledFault;
}

/** The live state at this instant, for the graph. */
export interface LiveSnapshot {
  nowMs: number;
  events: number;
  inFlight: number;
  finished: boolean;
  services: Record<
    string,
    {
      workers: number;
      busyWorkers: number;
      queueLength: number;
      queueCapacity: number;
      poolInUse?: number;
      poolSize?: number;
      /** Each replica, when the service has more than one. */
      replicas?: ReplicaSnapshot[];
    }
  >;
  edges: Record<
    string,
    {
      caller: string;
      callee: string;
      breakerState: BreakerStateName | 'NONE';
      failureRate: number;
      slowCallRate: number;
      bulkheadInUse: number;
      bulkheadMax: number;
      budgetTokens: number;
      /** Per-replica breakers (breaker.scope = 'replica'), by replica index. */
      replicaBreakers?: BreakerStateName[];
      /** The chains being retried, per state of the retry chain's statechart (once one was). */
      retryChains?: Partial<Record<ChainState, number>>;
      /** A closed-loop client's users' own protections together (closedLoop.protections perUser). */
      perUser?: UserProtectionsSummary;
    }
  >;
}

/** One replica of a service at this instant. */
export interface ReplicaSnapshot {
  workers: number;
  busyWorkers: number;
  queueLength: number;
  /** A fault (standing or from the timeline) is on this replica now. */
  faulty: boolean;
  /** Taken out of the balancing by outlier ejection. */
  ejected: boolean;
}

/** The whole run, the shape the CLI prints as JSON. */
export interface RunReport {
  seed: number;
  durationS: number;
  events: number;
  clients: Record<
    string,
    Counts<ClientCounterName> & {
      availability: number;
      /** Start to final answer (success or failure), retries included. */
      latencyMs: LatencyStats;
      failuresByReason: Partial<Record<FailureReason, number>>;
    }
  >;
  services: Record<
    string,
    Counts<ServiceCounterName> & {
      maxBusyWorkers: number;
      amplification: number;
      /** Requests that took a worker or joined the queue: `received` less those refused at once. */
      entered: number;
      /** Arrival to departure (answered, dropped from the queue, or cancelled), queue included. */
      timeInServiceMs: LatencyStats;
      /** Arrival to a worker (0 when one was free), or to leaving the queue without one. */
      queueWaitMs: LatencyStats;
      /** Share of `entered` that had to queue: Erlang C's probability of waiting. */
      waitedShare: number;
      /** Time-averaged busy workers (L in service). */
      meanBusyWorkers: number;
      /** meanBusyWorkers ÷ workers, 0–1. */
      utilisation: number;
      /** Time-averaged queue length (Lq). */
      meanQueueLength: number;
      /** Outlier ejection's counts, when the service has it. */
      outlier?: { ejectionsTotal: number; ejectedNow: number; streaksBroken: number };
      /** Its optimistic record, if it has one: writes, conflicts, writes per RECORD_WRITES_BIN_MS. */
      record?: Counts<RecordCounterName> & { writesPerBin: number[] };
    }
  >;
  edges: Record<
    string,
    Counts<EdgeCounterName> & {
      timeOpenMs: number;
      /** Caller's side, per logical call: start to final answer (retries and backoffs included). */
      callMs: LatencyStats;
      /** Caller's side, per attempt that ended on the wire (answered, timed out, no connection). */
      attemptMs: LatencyStats;
      /** Share of the cache's lookups answered from it, fresh or stale, 0–1: only on an edge with a cache. */
      cacheHitRatio?: number;
    }
  >;
  transitions: TransitionRecord[];
}

/** Edge keys are "caller->callee"; a client's edge is "clientName->service". */
export const edgeKey = (caller: string, callee: string): string => `${caller}->${callee}`;

/** The run's totals so far without the transition list: cheap enough to send many times a second. */
export type RunSummary = Omit<RunReport, 'transitions'>;
