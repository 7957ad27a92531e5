// Pure engine: no DOM, no wall clock, no unseeded randomness.
// The facade of Envoy's circuit breaker thresholds: turns a request and its end into events
// and reads the verdict and the counts from the machine's record. It decides nothing itself.
import { createActor, type Actor } from 'xstate';
import type { SimClock } from '../../core/simClock';
import { MachineRunner } from '../../machines/fastPath/machineRunner';
import {
  envoyThresholdsMachine,
  type EnvoyThresholdsConfig,
  type EnvoyThresholdsEvent,
  type EnvoyThresholdsRecord,
  type EnvoyVerdict,
} from './machine';

export interface EnvoyThresholdsOptions {
  machine?: typeof envoyThresholdsMachine;
  reference?: boolean;
}

export class EnvoyThresholds {
  private readonly actor: Actor<typeof envoyThresholdsMachine>;
  private readonly r: EnvoyThresholdsRecord;
  private readonly steps: MachineRunner<EnvoyThresholdsEvent>;
  private readonly request = { type: 'request' as const, retry: false };
  private readonly done = { type: 'done' as const, retry: false };

  constructor(
    config: EnvoyThresholdsConfig,
    clock: SimClock,
    options: EnvoyThresholdsOptions = {},
  ) {
    this.r = {
      limits: {
        maxConnections: config.maxConnections,
        maxPendingRequests: config.maxPendingRequests,
        maxRequests: config.maxRequests,
        maxRetries: config.maxRetries,
      },
      requests: 0,
      retries: 0,
      verdict: 0,
      rqPendingOverflow: 0,
      cxOverflow: 0,
      rqRetryOverflow: 0,
    };
    this.actor = createActor(options.machine ?? envoyThresholdsMachine, {
      clock,
      input: { r: this.r },
    }).start();
    this.steps = new MachineRunner(this.actor, options.reference ?? false);
  }

  /** A request (a retry when `retry`) asks to go to the cluster: admitted (0) or which threshold refused it. */
  admit(retry: boolean): EnvoyVerdict {
    this.request.retry = retry;
    this.steps.send(this.request);
    return this.r.verdict;
  }

  /** An admitted request ended (answered, timed out, or given up). */
  finished(retry: boolean): void {
    this.done.retry = retry;
    this.steps.send(this.done);
  }

  /** Requests in flight (Envoy's upstream_rq_active), and retries among them. */
  get requests(): number {
    return this.r.requests;
  }
  get retries(): number {
    return this.r.retries;
  }

  /** Envoy's upstream_rq_pending_overflow: refused by max_requests or max_pending_requests. */
  get rqPendingOverflow(): number {
    return this.r.rqPendingOverflow;
  }
  /** Envoy's upstream_cx_overflow: a request found max_connections in use. */
  get cxOverflow(): number {
    return this.r.cxOverflow;
  }
  /** Envoy's upstream_rq_retry_overflow: a retry refused by max_retries. */
  get rqRetryOverflow(): number {
    return this.r.rqRetryOverflow;
  }

  stop(): void {
    this.actor.stop();
  }
}
