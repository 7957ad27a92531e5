// Pure engine: no DOM, no wall clock, no unseeded randomness.
// Closed forms of queueing theory the engine must reproduce (model.md §5): Erlang B for a
// semaphore that never waits, Erlang C and the M/M/c waiting time for a pool with a queue,
// M/M/1 as the special case c = 1. Rates are per millisecond or per second alike, as long
// as λ and μ use the same unit; `a = λ / μ` is the offered load in erlangs.

/** Erlang B: the probability that a loss system M/G/c/c is full (an arrival is rejected). */
export function erlangB(c: number, a: number): number {
  if (!Number.isInteger(c) || c < 0) throw new RangeError(`c must be an integer >= 0, got ${c}`);
  if (!(a >= 0)) throw new RangeError(`offered load must be >= 0, got ${a}`);
  // B(0) = 1, B(k) = a·B(k−1) / (k + a·B(k−1)): stable for any c, no factorials.
  let b = 1;
  for (let k = 1; k <= c; k++) b = (a * b) / (k + a * b);
  return b;
}

/** Erlang C: the probability that an arrival to M/M/c waits (every worker busy). Needs a < c. */
export function erlangC(c: number, a: number): number {
  if (!(a < c)) throw new RangeError(`M/M/c is unstable: offered load ${a} >= c = ${c}`);
  const b = erlangB(c, a);
  return (c * b) / (c - a * (1 - b));
}

export interface MMcFigures {
  /** Utilisation of one worker, λ / (cμ). */
  rho: number;
  /** Probability of waiting (Erlang C). */
  pWait: number;
  /** Mean wait in the queue, in the time unit of 1/μ. */
  wq: number;
  /** Mean response time W = Wq + 1/μ. */
  w: number;
  /** Mean queue length Lq = λ·Wq (Little). */
  lq: number;
  /** Mean busy workers λ/μ (Little's law applied to the workers). */
  busy: number;
}

/** Steady-state figures of M/M/c with arrival rate λ and service rate μ per worker. */
export function mmc(c: number, lambda: number, mu: number): MMcFigures {
  const a = lambda / mu;
  const pWait = erlangC(c, a);
  const wq = pWait / (c * mu - lambda);
  return { rho: a / c, pWait, wq, w: wq + 1 / mu, lq: lambda * wq, busy: a };
}

/** M/M/1: Wq = ρ / (μ − λ), W = 1 / (μ − λ). */
export function mm1(lambda: number, mu: number): MMcFigures {
  return mmc(1, lambda, mu);
}

/**
 * P(T > t) for the response time T = Wq + S of FCFS M/M/c. Wq is 0 with probability
 * 1 − C and Exp(θ), θ = cμ − λ, otherwise; S is Exp(μ) and independent of Wq. For c = 1 it
 * reduces to e^{−(μ−λ)t}.
 */
export function mmcResponseSurvival(c: number, lambda: number, mu: number, t: number): number {
  if (t <= 0) return 1;
  const pWait = erlangC(c, lambda / mu);
  const theta = c * mu - lambda;
  const service = Math.exp(-mu * t);
  // Hypoexponential Exp(θ) + Exp(μ); the limit θ → μ is the Erlang-2 tail.
  const both =
    Math.abs(theta - mu) < 1e-12 * mu
      ? (1 + mu * t) * service
      : (theta * service - mu * Math.exp(-theta * t)) / (theta - mu);
  return (1 - pWait) * service + pWait * both;
}

/** The q-quantile (0 < q < 1) of the M/M/c response time, by bisection on the survival. */
export function mmcResponseQuantile(c: number, lambda: number, mu: number, q: number): number {
  if (!(q > 0 && q < 1)) throw new RangeError(`q must be in (0, 1), got ${q}`);
  let lo = 0;
  let hi = 1 / mu;
  while (mmcResponseSurvival(c, lambda, mu, hi) > 1 - q) hi *= 2;
  for (let i = 0; i < 200 && hi - lo > 1e-12 * hi; i++) {
    const mid = (lo + hi) / 2;
    if (mmcResponseSurvival(c, lambda, mu, mid) > 1 - q) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/**
 * E[Wq²] of M/M/c under FIFO or non-preemptive LIFO. The two disciplines share P(wait) and
 * the mean (the queue length does not depend on the order served), not the spread: with
 * every worker busy the queue empties at rate cμ, so a FIFO waiter waits an exponential of
 * rate cμ − λ (E[W²|wait] = 2/(cμ − λ)²), while a LIFO waiter waits a busy period of an
 * M/M/1 queue (λ, cμ), whose second moment is 2/((cμ)²(1 − ρ)³): 1/(1 − ρ) times larger.
 */
export function mmcWaitSecondMoment(
  c: number,
  lambda: number,
  mu: number,
  discipline: 'fifo' | 'lifo',
): number {
  const rho = lambda / (c * mu);
  const pWait = erlangC(c, lambda / mu);
  const fifo = 2 / (c * mu - lambda) ** 2;
  return pWait * (discipline === 'fifo' ? fifo : fifo / (1 - rho));
}

/**
 * Mean wait of E_k/M/1: one server fed every k-th arrival of a Poisson stream (round robin
 * over k servers), arrival rate λ at this server. GI/M/1 theory: Wq = σ / (μ(1 − σ)), where
 * σ in (0, 1) solves σ = A*(μ(1 − σ)) and A*(s) = (kλ / (kλ + s))^k is the Laplace
 * transform of the Erlang-k gap. The iteration from 0 increases to that root.
 */
export function ekm1Wait(k: number, lambda: number, mu: number): number {
  if (!(lambda < mu)) throw new RangeError(`E_k/M/1 is unstable: λ ${lambda} >= μ ${mu}`);
  let sigma = 0;
  for (let i = 0; i < 10_000; i++) {
    const next = ((k * lambda) / (k * lambda + mu * (1 - sigma))) ** k;
    if (Math.abs(next - sigma) < 1e-15) break;
    sigma = next;
  }
  return sigma / (mu * (1 - sigma));
}
