// Pure: no DOM, no wall clock, no randomness.
// What every theory overlay answers: the theory's value beside the run's, and how far
// apart they are; or why the closed form does not describe this part of the scenario.
import type { Scenario } from '../scenario';
import {
  BECAUSE_EN,
  fill,
  phrase,
  THEORY_EN,
  VERDICT_EN,
  WHAT_EN,
  type BecauseCode,
  type Phrase,
  type TheoryCode,
  type WhatCode,
} from './phrases';

/** Each overlay names its theory and its verdict as codes with values, and in English words. */
export type Overlay =
  | {
      theory: string;
      theoryCode: TheoryCode;
      applies: true;
      what: Phrase<WhatCode>;
      /** '' or ' ms'. */
      unit: string;
      predicted: number;
      measured: number;
      /** |measured − predicted| ÷ |predicted|. */
      relativeError: number;
      words: string;
    }
  | {
      theory: string;
      theoryCode: TheoryCode;
      applies: false;
      because: Phrase<BecauseCode>;
      words: string;
    };

/** Past this a run of ordinary length should not stray from a closed form that applies. */
export const AGREEMENT = 0.1;

/** A figure as the overlays print it: three significant digits. */
export const showFigure = (x: number) => Number(x.toPrecision(3)).toString();

/** The relative error as the verdict prints it, in percent. */
export const errorPercent = (relativeError: number) =>
  relativeError < 0.001 ? '0.1' : (relativeError * 100).toPrecision(2);

export function compare(
  theoryCode: TheoryCode,
  what: Phrase<WhatCode>,
  predicted: number,
  measured: number,
  unit = '',
): Overlay {
  const relativeError =
    predicted === 0
      ? measured === 0
        ? 0
        : Infinity
      : Math.abs(measured - predicted) / Math.abs(predicted);
  const verdict = fill(VERDICT_EN[relativeError <= AGREEMENT ? 'agrees' : 'differs'], {
    pct: errorPercent(relativeError),
  });
  const theory = THEORY_EN[theoryCode];
  return {
    theory,
    theoryCode,
    applies: true,
    what,
    unit,
    predicted,
    measured,
    relativeError,
    words: fill(VERDICT_EN.applies, {
      theory,
      what: fill(WHAT_EN[what.code], what.values),
      predicted: showFigure(predicted),
      measured: showFigure(measured),
      unit,
      verdict,
    }),
  };
}

export function doesNotApply(theoryCode: TheoryCode, because: Phrase<BecauseCode>): Overlay {
  const theory = THEORY_EN[theoryCode];
  return {
    theory,
    theoryCode,
    applies: false,
    because,
    words: fill(VERDICT_EN.notApply, {
      theory,
      because: fill(BECAUSE_EN[because.code], because.values),
    }),
  };
}

/**
 * Why arrivals at `service` are not a Poisson stream, or undefined when they are: only
 * clients call it, each with Poisson arrivals at a constant rate and no retries of its own
 * (a retry re-sends after a failure, which is not independent of the past).
 */
export function notPoissonBecause(
  scenario: Scenario,
  service: string,
): Phrase<BecauseCode> | undefined {
  const callers = scenario.services.filter((s) =>
    s.routes.some((r) => r.plan.some((st) => st.calls.some((c) => c.service === service))),
  );
  if (callers.length > 0)
    return phrase('calledByServices', {
      service,
      callers: callers.map((c) => c.name).join(', '),
    });
  const clients = scenario.clients.filter((c) => c.service === service);
  if (clients.length === 0) return phrase('nothingCalls', { service });
  for (const c of clients) {
    if (c.arrival.type !== 'poisson')
      return phrase('arrivalsOf', { client: c.name, type: c.arrival.type });
    if (c.arrival.schedule.length > 0) return phrase('schedule', { client: c.name });
    if (c.policy.retry.enabled) return phrase('clientRetries', { client: c.name });
  }
  return undefined;
}

/** The total configured rate of the clients that call `service` directly, per second. */
export const clientRate = (scenario: Scenario, service: string): number =>
  scenario.clients.filter((c) => c.service === service).reduce((s, c) => s + c.arrival.rps, 0);

/** Why `service`'s timing is not its configured law, or undefined. */
export function faultedBecause(
  scenario: Scenario,
  service: string,
): Phrase<BecauseCode> | undefined {
  const s = scenario.services.find((x) => x.name === service)!;
  if (s.faults.latencyMultiplier !== 1) return phrase('latencyFault', { service });
  if (s.faults.coldStart) return phrase('coldStart', { service });
  if (scenario.faultTimeline.some((f) => f.service === service))
    return phrase('scheduledFaults', { service });
  return undefined;
}
