// Pure: the figures a presenter card can show (the ones the lessons' "watch" lists name), each
// read from a service's numbers, and its widest possible text for the card's size: the same
// formatter draws the number and sizes the card, so the estimate cannot drift from the page.
import type { Scenario, Service } from '../../sim/scenario';
import { getPreset, type StageFigure } from '../../scenarios/presets';
import type { ServiceNodeData } from './toFlowElements';
import { formatMs } from './formatMs';
import { percentDigits, WIDEST_PERCENT_DIGITS } from './health';

export interface StageFigureLook {
  /** The number as the card shows it, filled into the catalog's `graph.stage.<figure>`. */
  value(data: ServiceNodeData): string;
  /** The widest values it can take in this scenario (the card is as wide as the widest). */
  widest(scenario: Scenario): readonly string[];
  /** A small bar before the number (the share of workers busy). */
  meter: boolean;
  /** The services whose cards show it (every service when absent). */
  shownFor?(service: Service): boolean;
}

/** The most a second's count shows (requests received per second up to 9999). */
const WIDEST_COUNT = '9999';

/** The largest of a per-replica quantity over the scenario's services, all replicas together. */
const mostOf = (scenario: Scenario, per: (s: Scenario['services'][number]) => number) =>
  Math.max(0, ...scenario.services.map((s) => per(s) * s.replicas));

export const STAGE_FIGURES: Readonly<Record<StageFigure, StageFigureLook>> = {
  received: { value: (d) => String(d.received), widest: () => [WIDEST_COUNT], meter: false },
  workers: {
    value: (d) => `${d.busyWorkers}/${d.workers}`,
    widest: (scenario) => {
      const most = mostOf(scenario, (s) => s.workers);
      return [`${most}/${most}`];
    },
    meter: true,
  },
  // The shared outbound connection pool (seed 004), on the services that have one.
  pool: {
    value: (d) => (d.pool ? `${d.pool.inUse}/${d.pool.size}` : ''),
    widest: (scenario) => {
      const most = Math.max(0, ...scenario.services.map((s) => s.connectionPool?.size ?? 0));
      return [`${most}/${most}`];
    },
    meter: false,
    shownFor: (service) => service.connectionPool !== undefined,
  },
  errors: {
    value: (d) => percentDigits(d.errorRate),
    widest: () => WIDEST_PERCENT_DIGITS,
    meter: false,
  },
  // A share too small to read in one second (0.1 % at 100 requests a second is one failure
  // in ten seconds): over the whole run it settles on the figure a steady lesson teaches.
  errorsSoFar: {
    value: (d) => percentDigits(d.errorRateSoFar),
    widest: () => WIDEST_PERCENT_DIGITS,
    meter: false,
  },
  queue: {
    value: (d) => String(d.queueLength),
    widest: (scenario) => [String(mostOf(scenario, (s) => s.queueCapacity))],
    meter: false,
  },
  // Up to a timeout of minutes (timeout-budget's nginx gives up at 120 s).
  p99: { value: (d) => formatMs(d.p99Ms), widest: () => ['999 ms', '999.9 s'], meter: false },
};

/** Without a lesson that names its own: how loaded and how failing, the graph's two colours. */
export const DEFAULT_STAGE_FIGURES: readonly StageFigure[] = ['workers', 'errors'];

/** Of the lesson's figures, those a service's card shows. */
export function figuresShownFor(
  service: Service,
  figures: readonly StageFigure[],
): readonly StageFigure[] {
  return figures.filter((f) => STAGE_FIGURES[f].shownFor?.(service) ?? true);
}

/** The figures the lesson of this entry points at, or the default ones. */
export function stageFiguresOf(presetId: string | null): readonly StageFigure[] {
  return (presetId && getPreset(presetId)?.lesson.stageFigures) || DEFAULT_STAGE_FIGURES;
}
