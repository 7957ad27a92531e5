// Pure engine: no DOM, no wall clock, no unseeded randomness.
import { z } from 'zod';

/** A service, route or client name, and every reference to one. */
export const nameSchema = z
  .string()
  .min(1)
  .max(40)
  .regex(/^[A-Za-z0-9_.-]+$/, 'use letters, digits, _ . or -');
