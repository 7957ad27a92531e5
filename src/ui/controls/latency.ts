// Pure: a service's typical (median) latency, and scaling a latency distribution to a new one,
// so one slider can move any distribution the scenario uses while keeping its shape.
import type { Distribution, SimpleDistribution } from '../../sim/scenario';
import { empiricalQuantile, empiricalTable } from '../../sim/engine/empiricalQuantile';

function simpleMedianMs(d: SimpleDistribution): number {
  switch (d.type) {
    case 'constant':
      return d.ms;
    case 'uniform':
      return (d.minMs + d.maxMs) / 2;
    case 'exponential':
      return d.meanMs * Math.LN2;
    case 'lognormal':
      return d.p50Ms;
    case 'gamma': {
      // Wilson–Hilferty: the median of gamma(k, θ) is close to kθ(1 − 1/(9k))³.
      const k = 1 / (d.cv * d.cv);
      return d.meanMs * Math.max(0, 1 - 1 / (9 * k)) ** 3;
    }
    case 'empirical':
      return empiricalQuantile(empiricalTable(d.points), 0.5);
  }
}

/** The median in ms (for a mixture, the weighted mean of its components' medians). */
export function medianLatencyMs(d: Distribution): number {
  if (d.type !== 'mixture') return simpleMedianMs(d);
  const total = d.components.reduce((sum, c) => sum + c.weight, 0);
  return d.components.reduce(
    (sum, c) => sum + (c.weight / total) * simpleMedianMs(c.distribution),
    0,
  );
}

function scaleSimple(d: SimpleDistribution, k: number): SimpleDistribution {
  switch (d.type) {
    case 'constant':
      return { ...d, ms: d.ms * k };
    case 'uniform':
      return { ...d, minMs: d.minMs * k, maxMs: d.maxMs * k };
    case 'exponential':
      return { ...d, meanMs: d.meanMs * k };
    case 'lognormal':
      return { ...d, p50Ms: d.p50Ms * k, p99Ms: d.p99Ms * k };
    case 'gamma':
      return { ...d, meanMs: d.meanMs * k };
    case 'empirical':
      return { ...d, points: d.points.map((pt) => ({ ...pt, ms: pt.ms * k })) };
  }
}

/**
 * The same shape with its median moved to `medianMs` (a zero median becomes a constant).
 * @internal exported for tests
 */
export function withMedianLatency(d: Distribution, medianMs: number): Distribution {
  const current = medianLatencyMs(d);
  if (current <= 0) return { type: 'constant', ms: medianMs };
  const k = medianMs / current;
  if (d.type !== 'mixture') return scaleSimple(d, k);
  return {
    ...d,
    components: d.components.map((c) => ({ ...c, distribution: scaleSimple(c.distribution, k) })),
  };
}

/** Moves every route's latency by the same factor so the first route's median is `medianMs`. */
export function withServiceMedianLatency<T extends { routes: { processing: Distribution }[] }>(
  service: T,
  medianMs: number,
): T {
  const first = service.routes[0];
  if (!first) return service;
  const current = medianLatencyMs(first.processing);
  // A zero median has no factor: only the first route is set, the others keep theirs.
  const scaled = (d: Distribution, i: number): Distribution => {
    if (current > 0) return withMedianLatency(d, (medianLatencyMs(d) * medianMs) / current);
    return i === 0 ? withMedianLatency(d, medianMs) : d;
  };
  return {
    ...service,
    routes: service.routes.map((route, i) => ({
      ...route,
      processing: scaled(route.processing, i),
    })),
  };
}
