// Pure: the speed the run actually reaches, from two readings of the simulated clock and of
// the wall clock, and whether it falls short enough of the asked speed to say so.

export interface ClockReading {
  simMs: number;
  wallMs: number;
}

/** Simulated ms per wall ms between two readings; null when no wall time passed. */
export function reachedSpeed(from: ClockReading, to: ClockReading): number | null {
  const wall = to.wallMs - from.wallMs;
  if (wall <= 0) return null;
  return Math.max(0, (to.simMs - from.simMs) / wall);
}

/** Below this share of the asked speed, the page says what it reaches instead. */
const SHORT_OF_ASKED = 0.8;

/** The speeds to name ("asked 1000×, running at 150×", words in the catalog), or null when
 * the run keeps up (or "max" was asked). */
export function speedShortfall(
  asked: number | 'max',
  reached: number | null,
): { asked: number; reached: string } | null {
  if (asked === 'max' || reached === null || reached >= asked * SHORT_OF_ASKED) return null;
  return { asked, reached: roundSpeed(reached) };
}

function roundSpeed(speed: number): string {
  if (speed >= 10)
    return String(Math.round(speed / (speed >= 100 ? 10 : 1)) * (speed >= 100 ? 10 : 1));
  return speed.toFixed(1);
}
