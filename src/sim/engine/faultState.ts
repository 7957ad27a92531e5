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
  /**
   * Per route, the cumulative error rates in ERROR_KINDS order: every answer draws from
   * it, and it changes only when a fault starts or ends or the settings change.
   */
  private readonly cumulativeRates = new Map<string, Float64Array>();

  constructor(private service: Service) {}

  update(service: Service): void {
    this.service = service;
    this.cumulativeRates.clear();
  }

  start(fault: ScheduledFault): void {
    this.active.push(fault);
    this.cumulativeRates.clear();
  }

  end(fault: ScheduledFault): void {
    const i = this.active.indexOf(fault);
    if (i >= 0) this.active.splice(i, 1);
    this.cumulativeRates.clear();
  }

  /** Any fault on it now: a timeline fault, a standing error rate or a slow-down. */
  hasFault(): boolean {
    const f = this.service.faults;
    if (this.active.length > 0 || f.latencyMultiplier !== 1) return true;
    return ERROR_KINDS.some((kind) => (f.errorRates[kind] ?? 0) > 0);
  }

  /** A 'down' service refuses connections at once, without taking a worker. */
  isDown(route: string): boolean {
    // Asked of every request: a plain loop, usually over no fault at all.
    for (const f of this.active) {
      if (f.kind === 'down' && (f.route === undefined || f.route === route)) return true;
    }
    return false;
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
    let table = this.cumulativeRates.get(route);
    if (!table) {
      table = this.cumulativeTable(route);
      this.cumulativeRates.set(route, table);
    }
    for (let i = 0; i < table.length; i++) {
      if (u < table[i]!) {
        const kind = ERROR_KINDS[i]!;
        return kind === 'http429' ? this.rateLimited(route) : OUTCOME_OF[kind];
      }
    }
    return undefined;
  }

  private cumulativeTable(route: string): Float64Array {
    const table = new Float64Array(ERROR_KINDS.length);
    let cumulative = 0;
    ERROR_KINDS.forEach((kind, i) => {
      cumulative += this.rate(kind, route);
      table[i] = cumulative;
    });
    return table;
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
