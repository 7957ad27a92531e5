// Pure: no DOM, no wall clock, no randomness.
// Is a run stable, does it recover from a trigger, or is it metastable? After Bronson et
// al. (HotOS'21, "Metastable Failures in Distributed Systems") and Huang et al. (OSDI'22,
// "Metastable Failures in the Wild"): a system in a vulnerable state is pushed by a
// trigger (a load spike, a slow dependency) into a bad state; it is *metastable* when it
// stays bad after the trigger is gone, held there by a sustaining effect (retries, work on
// abandoned requests), not by the trigger. The rule, on the entry client's availability
// (succeeded ÷ finished) per simulated second:
//
// - overloaded: already below `healthy` before the trigger starts. Not metastable: the
//   load alone is too much, with or without a trigger (Huang et al.'s "stable but
//   overloaded" is outside the vulnerable region the maps look for).
// - metastable: below `healthy` over the late window [trigger end + grace, run end).
//   The grace (default 60 s, the time a healthy system needs to drain) separates a slow
//   recovery from none.
// - recovers: some `binS`-second bin from the trigger's start to the run's end fell below
//   `healthy`, but the late window is healthy again.
// - stable: no bin fell below `healthy`: the trigger was absorbed.
//
// Windows use whole frames: the second [t − 1, t) belongs to a window when it lies in it.
import { availability } from '../engine/metrics';
import type { SecondFrame } from '../engine/types';

export type StabilityClass = 'stable' | 'recovers' | 'metastable' | 'overloaded';
export const STABILITY_CLASSES: readonly StabilityClass[] = [
  'stable',
  'recovers',
  'metastable',
  'overloaded',
];

export interface StabilityRule {
  client: string;
  triggerFromS: number;
  triggerUntilS: number;
  /** Seconds after the trigger's end before the late window starts (default 60). */
  graceS?: number;
  /** Availability at or above which a window counts as healthy (default 0.95). */
  healthy?: number;
  /** Width of the bins that detect a dip (default 5 s). */
  binS?: number;
}

export interface StabilityVerdict {
  class: StabilityClass;
  /** Availability before the trigger, in the worst bin after its start, and in the late window. */
  before: number;
  worstBin: number;
  late: number;
}

function windowAvailability(
  frames: readonly SecondFrame[],
  client: string,
  fromS: number,
  toS: number,
): number {
  let ok = 0;
  let failed = 0;
  let offered = 0;
  for (const f of frames) {
    const startS = f.tMs / 1000 - 1;
    if (startS < fromS || f.tMs / 1000 > toS) continue;
    const c = f.clients[client];
    if (!c) continue;
    ok += c.succeeded;
    failed += c.failed;
    offered += c.offered;
  }
  // Requests came but none finished: as bad as it gets. Nothing came: nothing went wrong.
  if (ok + failed === 0) return offered > 0 ? 0 : 1;
  return availability(ok, failed);
}

/** Classifies one run's frames by the rule above. */
export function classifyStability(
  frames: readonly SecondFrame[],
  rule: StabilityRule,
): StabilityVerdict {
  const { client, triggerFromS, triggerUntilS, graceS = 60, healthy = 0.95, binS = 5 } = rule;
  if (!(triggerUntilS >= triggerFromS))
    throw new RangeError('the trigger must end after it starts');
  const endS = frames.length > 0 ? frames[frames.length - 1]!.tMs / 1000 : 0;
  const lateFromS = triggerUntilS + graceS;
  if (lateFromS >= endS) {
    throw new RangeError(
      `the run ends at ${endS} s, before the late window (trigger end ${triggerUntilS} s + grace ${graceS} s) starts: run longer`,
    );
  }
  const before = windowAvailability(frames, client, 0, triggerFromS);
  let worstBin = 1;
  for (let s = triggerFromS; s < endS; s += binS) {
    const a = windowAvailability(frames, client, s, Math.min(endS, s + binS));
    if (a < worstBin) worstBin = a;
  }
  const late = windowAvailability(frames, client, lateFromS, endS);
  const cls: StabilityClass =
    before < healthy
      ? 'overloaded'
      : late < healthy
        ? 'metastable'
        : worstBin < healthy
          ? 'recovers'
          : 'stable';
  return { class: cls, before, worstBin, late };
}
