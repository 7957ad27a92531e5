// Pure engine: no DOM, no wall clock, no unseeded randomness.
// What the engine gives to the outside: live snapshots, per-second frames, the run report.

export type BreakerStateName =
  'CLOSED' | 'OPEN' | 'HALF_OPEN' | 'DISABLED' | 'FORCED_OPEN' | 'METRICS_ONLY';

/** Why a request or call failed, as the caller saw it. */
export type FailureReason =
  | 'http5xx'
  | 'http429'
  | 'http408'
  | 'http4xxPermanent'
  | 'http4xxRetryable'
  | 'network'
  | 'timeout'
  | 'poison'
  | 'circuitOpen'
  | 'bulkheadFull'
  | 'queueFull'
  | 'deadline';

/** Percentiles of the time to the final answer (success or failure), in ms. */
export interface LatencySummary {
  p50: number;
  p95: number;
  p99: number;
}

/** Mean and percentiles of a time, in ms (p999: the 99.9th percentile). */
export interface LatencyStats {
  mean: number;
  p50: number;
  p95: number;
  p99: number;
  p999: number;
}

/** One simulated second of one client. */
export interface ClientSecond {
  offered: number;
  succeeded: number;
  failed: number;
  latencyMs: LatencySummary;
}

/** One simulated second of one service. */
export interface ServiceSecond {
  /** Attempts that reached the service (accepted or not). */
  received: number;
  completed: number;
  /** Answered 503 at once: accept queue full, or queue timeout. */
  rejected: number;
  /** Of `rejected`, those refused because the accept queue was full. */
  queueFull: number;
  /** Responses that were errors (the service's own or propagated). */
  errors: number;
  /** Finished work whose caller had already given up. */
  wasted: number;
  busyWorkers: number;
  maxBusyWorkers: number;
  queueLength: number;
  /** busyWorkers / workers, 0–1. */
  saturation: number;
  /** (errors + rejected) / received, 0–1 (0 when nothing arrived). */
  errorRate: number;
  /** received ÷ client requests offered this second. */
  amplification: number;
}

/** One simulated second of one edge (caller → callee). */
export interface EdgeSecond {
  calls: number;
  attempts: number;
  retries: number;
  /** Attempts that hit the per-attempt timeout. */
  timeouts: number;
  /** Logical calls ended by their overall deadline. */
  deadlines: number;
  failures: number;
  rejectedByBreaker: number;
  rejectedByBulkhead: number;
  fallbacks: number;
  breakerState: BreakerStateName | 'NONE';
  /** Percent, -1 below the minimum number of calls. */
  failureRate: number;
  slowCallRate: number;
  bulkheadInUse: number;
  budgetTokens: number;
}

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
  reason: string;
}

export interface FaultRecord {
  tMs: number;
  service: string;
  /** 'started' | 'ended' */
  phase: 'started' | 'ended';
  description: string;
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
    }
  >;
}

/** The whole run, the shape the CLI prints as JSON. */
export interface RunReport {
  seed: number;
  durationS: number;
  events: number;
  clients: Record<
    string,
    {
      offered: number;
      succeeded: number;
      failed: number;
      availability: number;
      latencyMs: LatencySummary;
      failuresByReason: Partial<Record<FailureReason, number>>;
    }
  >;
  services: Record<
    string,
    {
      received: number;
      completed: number;
      rejected: number;
      queueFull: number;
      errors: number;
      wasted: number;
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
    }
  >;
  edges: Record<
    string,
    {
      calls: number;
      attempts: number;
      retries: number;
      timeouts: number;
      deadlines: number;
      failures: number;
      rejectedByBreaker: number;
      rejectedByBulkhead: number;
      fallbacks: number;
      timeOpenMs: number;
    }
  >;
  transitions: TransitionRecord[];
}

/** Edge keys are "caller->callee"; a client's edge is "clientName->service". */
export const edgeKey = (caller: string, callee: string): string => `${caller}->${callee}`;

/** The run's totals so far without the transition list: cheap enough to send many times a second. */
export type RunSummary = Omit<RunReport, 'transitions'>;
