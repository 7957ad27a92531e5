// Pure engine: no DOM, no wall clock, no unseeded randomness.
// What faults are active on a service right now: its standing faults plus the timeline's.
import type { RandomStream } from '../core/random';
import type { Distribution, ErrorRates, ScheduledFault, Service } from '../scenario';
import type { Outcome } from '../machines/retry';
import { sampleDistribution } from './sampleDistribution';

const ERROR_KINDS: readonly (keyof ErrorRates)[] = [
  'http5xx',
  'http429',
  'http408',
  'http4xxPermanent',
  'http4xxRetryable',
  'network',
  'poison',
];

const OUTCOME_OF: Record<keyof ErrorRates, Outcome> = {
  http5xx: { kind: 'http', status: 500 },
  http429: { kind: 'http', status: 429 },
  http408: { kind: 'http', status: 408 },
  http4xxPermanent: { kind: 'http', status: 404, retryable: false },
  http4xxRetryable: { kind: 'http', status: 409, retryable: true },
  network: { kind: 'network' },
  poison: { kind: 'poison' },
};

export class ServiceFaults {
  /** Timeline faults in force now. */
  private readonly active: ScheduledFault[] = [];
  /** Requests that have started processing, for a cold start counted in calls. */
  private processed = 0;

  constructor(private service: Service) {}

  update(service: Service): void {
    this.service = service;
  }

  start(fault: ScheduledFault): void {
    this.active.push(fault);
  }

  end(fault: ScheduledFault): void {
    const i = this.active.indexOf(fault);
    if (i >= 0) this.active.splice(i, 1);
  }

  /** A 'down' service refuses connections at once, without taking a worker. */
  isDown(route: string): boolean {
    return this.active.some(
      (f) => f.kind === 'down' && (f.route === undefined || f.route === route),
    );
  }

  /** Processing time for one request of `route`, faults included. */
  processingMs(route: string, base: Distribution, nowMs: number, rng: RandomStream): number {
    this.processed++;
    const cold = this.service.faults.coldStart;
    let distribution = base;
    if (
      cold &&
      ((cold.durationMs !== undefined && nowMs < cold.durationMs) ||
        (cold.calls !== undefined && this.processed <= cold.calls))
    ) {
      distribution = cold.latency;
    }
    let multiplier = this.service.faults.latencyMultiplier;
    for (const f of this.active) {
      if (f.kind !== 'latency' || (f.route !== undefined && f.route !== route)) continue;
      if (f.latency) distribution = f.latency;
      if (f.latencyMultiplier) multiplier *= f.latencyMultiplier;
    }
    return sampleDistribution(distribution, rng) * multiplier;
  }

  /** The service's own answer for one request: undefined for success, else the failure. */
  drawError(route: string, rng: RandomStream): Outcome | undefined {
    const u = rng.next();
    let cumulative = 0;
    for (const kind of ERROR_KINDS) {
      cumulative += this.rate(kind, route);
      if (u < cumulative) return kind === 'http429' ? this.rateLimited(route) : OUTCOME_OF[kind];
    }
    return undefined;
  }

  /** A 429, with the Retry-After of the latest errors fault that gives one, else the standing one. */
  private rateLimited(route: string): Outcome {
    let retryAfterMs = this.service.faults.retryAfterMs;
    for (const f of this.active) {
      if (f.kind === 'errors' && f.retryAfterMs !== undefined && (f.route ?? route) === route) {
        retryAfterMs = f.retryAfterMs;
      }
    }
    return retryAfterMs === undefined
      ? OUTCOME_OF.http429
      : { kind: 'http', status: 429, retryAfterMs };
  }

  private rate(kind: keyof ErrorRates, route: string): number {
    let rate = this.service.faults.errorRates[kind];
    for (const f of this.active) {
      if (f.kind === 'errors' && f.errorRates && (f.route === undefined || f.route === route)) {
        rate += f.errorRates[kind];
      }
    }
    return rate;
  }
}
