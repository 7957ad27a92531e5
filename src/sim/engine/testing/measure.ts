// Pure engine: no DOM, no wall clock, no unseeded randomness.
// Test helpers for the engine's statistical tests: exact time averages by stepping the
// event queue, exact per-request waits and latencies, confidence intervals by batch means.
import { isFailure } from '../outcomes';
import type { Simulation } from '../simulation';

/**
 * Student's t quantile t(0.9995, 19): the two-sided 99.9 % interval for the mean of 20
 * batch means. 99.9 % rather than 99 % because the suite makes a few dozen such checks
 * on fixed seeds; at 99 % one of them would be expected to fail by chance alone.
 */
export const T_999_DF19 = 3.883;
export const BATCHES = 20;

export interface Interval {
  mean: number;
  /** Half the width of the 99.9 % confidence interval. */
  halfWidth: number;
  n: number;
}

/**
 * Mean of a sequence of correlated observations with a 99.9 % confidence interval by the
 * method of batch means: the sequence is cut into 20 consecutive batches, each much longer
 * than the correlation time of the queue, so that the batch means are nearly independent
 * and nearly normal; the interval is mean ± t(0.9995, 19)·s/√20.
 */
export function batchMeans(values: ArrayLike<number>): Interval {
  const n = values.length;
  if (n < BATCHES * 10) throw new Error(`too few observations for batch means: ${n}`);
  const size = Math.floor(n / BATCHES);
  const means: number[] = [];
  for (let b = 0; b < BATCHES; b++) {
    let sum = 0;
    for (let i = b * size; i < (b + 1) * size; i++) sum += values[i]!;
    means.push(sum / size);
  }
  return intervalOf(means, n);
}

/** 99.9 % interval for the mean of 20 (nearly) independent, (nearly) normal values. */
export function intervalOf(means: number[], n: number): Interval {
  if (means.length !== BATCHES)
    throw new Error(`expected ${BATCHES} batch means, got ${means.length}`);
  const mean = means.reduce((a, b) => a + b, 0) / means.length;
  const variance = means.reduce((a, m) => a + (m - mean) ** 2, 0) / (means.length - 1);
  return { mean, halfWidth: (T_999_DF19 * Math.sqrt(variance)) / Math.sqrt(means.length), n };
}

/** A quantity that is constant between events: read it before each event. */
export type Probe = (sim: Simulation) => number;

/**
 * Runs the simulation to its end one event at a time and integrates each probe exactly
 * over simulated time from `fromMs` on (a piecewise-constant process changes only at
 * events). Returns, per probe, the time average over [fromMs, end] as 20 batch means over
 * equal time windows with its 99.9 % interval.
 */
export function timeAverages(
  sim: Simulation,
  fromMs: number,
  probes: Record<string, Probe>,
): Record<string, Interval> {
  const names = Object.keys(probes);
  const windowMs = (sim.durationMs - fromMs) / BATCHES;
  const areas = names.map(() => new Float64Array(BATCHES));
  let running = true;
  while (running) {
    const t0 = sim.nowMs;
    const values = names.map((name) => probes[name]!(sim));
    running = sim.step();
    const t1 = sim.nowMs;
    if (t1 < t0) throw new Error(`time went back: ${t0} → ${t1}`);
    // Spread [t0, t1) ∩ [fromMs, end) over the windows it covers.
    let a = Math.max(t0, fromMs);
    let w = Math.min(BATCHES - 1, Math.floor((a - fromMs) / windowMs));
    while (a < t1) {
      const b = w === BATCHES - 1 ? t1 : Math.min(t1, fromMs + (w + 1) * windowMs);
      const span = b - a;
      values.forEach((v, i) => (areas[i]![w]! += v * span));
      a = b;
      w++;
    }
  }
  const out: Record<string, Interval> = {};
  names.forEach((name, i) => {
    const means = Array.from(areas[i]!, (area) => area / windowMs);
    out[name] = intervalOf(means, BATCHES);
  });
  return out;
}

/**
 * Records every successful client request's exact latency and its arrival time, by
 * listening where the client hears each request's final answer.
 */
export function recordLatencies(
  sim: Simulation,
  client: string,
): { latencyMs: number[]; arrivedAtMs: number[] } {
  const runtime = sim.clients.get(client);
  if (!runtime) throw new Error(`no client ${client}`);
  const callEnded = runtime.callEnded.bind(runtime);
  const latencyMs: number[] = [];
  const arrivedAtMs: number[] = [];
  runtime.callEnded = (outcome, call) => {
    if (!isFailure(outcome)) {
      latencyMs.push(sim.nowMs - call.startMs);
      arrivedAtMs.push(call.startMs);
    }
    callEnded(outcome, call);
  };
  return { latencyMs, arrivedAtMs };
}

/** The simulated times at which a client's requests failed, as the client heard them. */
export function recordFailureTimes(sim: Simulation, client: string): number[] {
  const counters = sim.clients.get(client)?.counters;
  if (!counters) throw new Error(`no client ${client}`);
  const failedAtMs: number[] = [];
  const recordFailure = counters.recordFailure.bind(counters);
  counters.recordFailure = (reason) => {
    failedAtMs.push(sim.nowMs);
    recordFailure(reason);
  };
  return failedAtMs;
}

/**
 * Records, for a service with one route and a FIFO queue, each request's arrival and the
 * moment a worker starts it. Arrivals and starts come in the same order (FIFO, nobody
 * leaves the queue), so the i-th start belongs to the i-th arrival: waitsMs() is the
 * exact time each request spent in the queue.
 */
export function recordWaits(sim: Simulation, service: string) {
  const runtime = sim.services.get(service);
  if (!runtime) throw new Error(`no service ${service}`);
  const arrivedAtMs: number[] = [];
  const startedAtMs: number[] = [];
  const receive = runtime.receive.bind(runtime);
  runtime.receive = (exchange) => {
    arrivedAtMs.push(sim.nowMs);
    receive(exchange);
  };
  const faults = runtime.faults;
  const processingMs = faults.processingMs.bind(faults);
  faults.processingMs = (...args) => {
    startedAtMs.push(sim.nowMs);
    return processingMs(...args);
  };
  return {
    arrivedAtMs,
    startedAtMs,
    /** Waits of the requests that arrived at or after `fromMs` and have started. */
    waitsMs(fromMs: number): number[] {
      const waits: number[] = [];
      for (let i = 0; i < startedAtMs.length; i++) {
        if (arrivedAtMs[i]! >= fromMs) waits.push(startedAtMs[i]! - arrivedAtMs[i]!);
      }
      return waits;
    },
  };
}
