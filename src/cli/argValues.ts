// Reads one command-line value and says what is wrong with it; the bounds come from the
// scenario schema where the value is a scenario's field (one declaration per bound).
import { MAX_RUN_S, MAX_SEED } from '../sim/scenario';

export function integerArg(v: string, flag: string, min: number, max: number): number {
  const n = Number(v);
  if (!Number.isInteger(n) || n < min || n > max)
    throw new Error(`${flag} must be an integer from ${min} to ${max}, got "${v}"`);
  return n;
}

export function oneOfArg<T extends string>(v: string, flag: string, options: readonly T[]): T {
  if (!(options as readonly string[]).includes(v))
    throw new Error(`${flag} must be ${options.join(' or ')}, got "${v}"`);
  return v as T;
}

/** A run length in seconds, within the schema's `durationMs` bound. */
export function durationSArg(v: string, flag: string): number {
  const s = Number(v);
  if (!Number.isFinite(s) || s <= 0 || s > MAX_RUN_S)
    throw new Error(`${flag} must be a number of seconds in (0, ${MAX_RUN_S}], got "${v}"`);
  return s;
}

export const seedArg = (v: string, flag: string): number => integerArg(v, flag, 0, MAX_SEED);
