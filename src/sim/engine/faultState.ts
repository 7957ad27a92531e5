// Pure engine: no DOM, no wall clock, no unseeded randomness.
// What faults are active on a service right now: its standing faults plus the timeline's.
import type { RandomStream } from '../core/random';
import type { Distribution, ErrorRates, ScheduledFault, Service } from '../scenario';
import type { Outcome } from '../machines/retry';
import { samplerOf, type Sampler } from './sampler';
import { objectList } from '../core/objectList';

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

/**
 * What one route's every answer reads, resolved once: the sampler of its processing time
 * and its cumulative error rates. Rebuilt only when a fault starts or ends or the settings
 * change, so a request pays a short scan of its service's routes, not a hash lookup per draw.
 */
interface RouteDraws {
  readonly route: string;
  base: Distribution;
  sampler: Sampler;
  /** Cumulative error rates in ERROR_KINDS order. */
  readonly rates: Float64Array;
  /** The last of them: the chance of any error (rates are ≥ 0, so the table never falls). */
  readonly anyError: number;
}

/** Stand in until a route's first processing time names its distribution. */
const NO_DISTRIBUTION: Distribution = { type: 'constant', ms: 0 };
const NO_SAMPLER = samplerOf(NO_DISTRIBUTION);

export class ServiceFaults {
  /** Timeline faults in force now. */
  private readonly active: ScheduledFault[] = objectList();
  /** Requests that have started processing, for a cold start counted in calls. */
  private processed = 0;
  /** Per route, resolved on its first request since the last change (at most 20 routes). */
  private readonly routes: RouteDraws[] = objectList();

  constructor(private service: Service) {}

  update(service: Service): void {
    this.service = service;
    this.routes.length = 0;
  }

  start(fault: ScheduledFault): void {
    this.active.push(fault);
    this.routes.length = 0;
  }

  end(fault: ScheduledFault): void {
    const i = this.active.indexOf(fault);
    if (i >= 0) this.active.splice(i, 1);
    this.routes.length = 0;
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
    const active = this.active;
    for (let i = 0; i < active.length; i++) {
      const f = active[i]!;
      if (f.kind === 'down' && (f.route === undefined || f.route === route)) return true;
    }
    return false;
  }

  /** Processing time for one request of `route`, faults included. */
  processingMs(route: string, base: Distribution, nowMs: number, rng: RandomStream): number {
    this.processed++;
    const faults = this.service.faults;
    const cold = faults.coldStart;
    const multiplier = faults.latencyMultiplier;
    if (
      cold &&
      ((cold.durationMs !== undefined && nowMs < cold.durationMs) ||
        (cold.calls !== undefined && this.processed <= cold.calls))
    ) {
      return this.slowedMs(route, cold.latency, multiplier, rng);
    }
    if (this.active.length > 0) return this.slowedMs(route, base, multiplier, rng);
    const draws = this.draws(route);
    if (draws.base !== base) {
      draws.base = base;
      draws.sampler = samplerOf(base);
    }
    return draws.sampler.sample(rng) * multiplier;
  }

  /** With timeline faults in force: a latency fault may replace the distribution or slow it. */
  private slowedMs(
    route: string,
    base: Distribution,
    multiplier: number,
    rng: RandomStream,
  ): number {
    let distribution = base;
    for (const f of this.active) {
      if (f.kind !== 'latency' || (f.route !== undefined && f.route !== route)) continue;
      if (f.latency) distribution = f.latency;
      if (f.latencyMultiplier) multiplier *= f.latencyMultiplier;
    }
    return samplerOf(distribution).sample(rng) * multiplier;
  }

  /** The service's own answer for one request: undefined for success, else the failure. */
  drawError(route: string, rng: RandomStream): Outcome | undefined {
    const u = rng.next();
    const draws = this.draws(route);
    if (u >= draws.anyError) return undefined;
    const table = draws.rates;
    for (let i = 0; i < table.length; i++) {
      if (u < table[i]!) {
        const kind = ERROR_KINDS[i]!;
        return kind === 'http429' ? this.rateLimited(route) : OUTCOME_OF[kind];
      }
    }
    return undefined;
  }

  private draws(route: string): RouteDraws {
    const routes = this.routes;
    for (let i = 0; i < routes.length; i++) {
      if (routes[i]!.route === route) return routes[i]!;
    }
    const rates = this.cumulativeTable(route);
    const draws: RouteDraws = {
      route,
      base: NO_DISTRIBUTION,
      sampler: NO_SAMPLER,
      rates,
      anyError: rates[rates.length - 1]!,
    };
    routes.push(draws);
    return draws;
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
