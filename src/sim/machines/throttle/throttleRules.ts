// Pure engine: no DOM, no wall clock, no unseeded randomness.
// Google SRE book, ch. 21 ("Handling Overload"), client-side throttling: with `requests`
// the application's requests and `accepts` those the backend accepted, over a trailing
// window, the client rejects a new request locally with this probability.

export function rejectProbability(requests: number, accepts: number, k: number): number {
  return Math.max(0, (requests - k * accepts) / (requests + 1));
}
