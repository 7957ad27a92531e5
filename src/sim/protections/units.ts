// Pure engine: no DOM, no wall clock, no unseeded randomness.
// Units the descriptors share.

/** One hour: the longest wait or duration a policy may name. */
export const HOUR_MS = 3_600_000;

/** A setting in milliseconds, stepped by one. */
export const MS = { unit: 'ms', step: 1 } as const;
