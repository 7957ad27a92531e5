// Pure engine: no DOM, no wall clock, no unseeded randomness.
// Envoy's outlier ejection (consecutive 5xx) over a service's replicas, as a machine that
// owns every count its decisions read: each replica's failures in a row, how often it was
// ejected, which replicas are out. A replica with `consecutive5xx` failures in a row is
// ejected for baseEjectionTimeMs × (times it was ejected), at most maxEjectionTimeMs,
// unless maxEjectionPercent of the replicas are out already (one may always go, as in
// Envoy). Its return is a delayed event on the simulated clock.
// The facade (outlierDetector.ts) sends results and reads `ejectedMask` from the snapshot.
import { setup } from 'xstate';
import { assign, raise } from '../fastPath/xstateBuiltIns';

export interface OutlierSettings {
  consecutive5xx: number;
  baseEjectionTimeMs: number;
  maxEjectionTimeMs: number;
  maxEjectionPercent: number;
  replicas: number;
}

export interface OutlierContext extends OutlierSettings {
  /** Per replica: failures in a row since its last success (or ejection). */
  failuresInRow: number[];
  /** Per replica: ejections so far (the multiplier of its next ejection time). */
  timesEjected: number[];
  /** Bit i set: replica i is ejected now. */
  ejectedMask: number;
  ejectedCount: number;
  ejectionsTotal: number;
  /** Runs of failures a success ended before they reached the threshold (flaky, not out). */
  streaksBroken: number;
}

export type OutlierEvent =
  | { type: 'host.succeeded'; replica: number }
  | { type: 'host.failed'; replica: number }
  | { type: 'host.returned'; replica: number }
  | { type: 'config.changed'; settings: OutlierSettings };

type HostEvent = { replica: number };
const replicaOf = (event: OutlierEvent) => (event as HostEvent).replica;

export function initialOutlierContext(settings: OutlierSettings): OutlierContext {
  return {
    ...settings,
    failuresInRow: new Array<number>(settings.replicas).fill(0),
    timesEjected: new Array<number>(settings.replicas).fill(0),
    ejectedMask: 0,
    ejectedCount: 0,
    ejectionsTotal: 0,
    streaksBroken: 0,
  };
}

const withEntry = (list: number[], i: number, value: number) => {
  const next = list.slice();
  next[i] = value;
  return next;
};

export const outlierMachine = setup({
  types: {
    context: {} as OutlierContext,
    events: {} as OutlierEvent,
    input: {} as OutlierContext,
  },
  guards: {
    /** The replica has failures in a row to forget (a success changes something). */
    hasFailuresInRow: ({ context, event }) => (context.failuresInRow[replicaOf(event)] ?? 0) > 0,
    /** The replica is out already: what its calls in flight answer changes nothing. */
    isEjected: ({ context, event }) => (context.ejectedMask & (1 << replicaOf(event))) !== 0,
    /** This failure does not yet make `consecutive5xx` in a row. */
    belowThreshold: ({ context, event }) =>
      (context.failuresInRow[replicaOf(event)] ?? 0) + 1 < context.consecutive5xx,
    /** Envoy: eject while under maxEjectionPercent of the replicas, and always one. */
    ejectionAllowed: ({ context }) =>
      context.ejectedCount === 0 ||
      (100 * context.ejectedCount) / context.replicas < context.maxEjectionPercent,
  },
  actions: {
    forgetFailures: assign({
      failuresInRow: ({ context, event }) => withEntry(context.failuresInRow, replicaOf(event), 0),
      streaksBroken: ({ context }) => context.streaksBroken + 1,
    }),
    countFailure: assign({
      failuresInRow: ({ context, event }) => {
        const i = replicaOf(event);
        return withEntry(context.failuresInRow, i, (context.failuresInRow[i] ?? 0) + 1);
      },
    }),
    eject: assign(({ context, event }) => {
      const i = replicaOf(event);
      return {
        failuresInRow: withEntry(context.failuresInRow, i, 0),
        timesEjected: withEntry(context.timesEjected, i, (context.timesEjected[i] ?? 0) + 1),
        ejectedMask: context.ejectedMask | (1 << i),
        ejectedCount: context.ejectedCount + 1,
        ejectionsTotal: context.ejectionsTotal + 1,
      };
    }),
    // Runs after `eject`, so it reads the new count: base × times ejected, capped.
    scheduleReturn: raise(({ event }) => ({ type: 'host.returned', replica: replicaOf(event) }), {
      delay: ({ context, event }) =>
        Math.min(
          context.baseEjectionTimeMs * (context.timesEjected[replicaOf(event)] ?? 1),
          Math.max(context.baseEjectionTimeMs, context.maxEjectionTimeMs),
        ),
    }),
    returnHost: assign(({ context, event }) => ({
      ejectedMask: context.ejectedMask & ~(1 << replicaOf(event)),
      ejectedCount: context.ejectedCount - 1,
    })),
    applyConfig: assign(({ context, event }) => {
      if (event.type !== 'config.changed') return {};
      const grow = (list: number[]) =>
        Array.from({ length: event.settings.replicas }, (_, i) => list[i] ?? 0);
      return {
        ...event.settings,
        failuresInRow: grow(context.failuresInRow),
        timesEjected: grow(context.timesEjected),
      };
    }),
  },
}).createMachine({
  id: 'outlierEjection',
  context: ({ input }) => input,
  initial: 'watching',
  states: {
    watching: {
      on: {
        'host.succeeded': { guard: 'hasFailuresInRow', actions: 'forgetFailures' },
        'host.failed': [
          { guard: 'isEjected' },
          { guard: 'belowThreshold', actions: 'countFailure' },
          { guard: 'ejectionAllowed', actions: ['eject', 'scheduleReturn'] },
          // At the threshold with the most replicas out already: it stays, still counted.
          { actions: 'countFailure' },
        ],
        'host.returned': { guard: 'isEjected', actions: 'returnHost' },
        'config.changed': { actions: 'applyConfig' },
      },
    },
  },
});
