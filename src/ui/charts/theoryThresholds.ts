// Pure: the theory lines (analysis/theoryLines.ts) as reference lines on the charts they
// describe: expected busy workers on "Workers busy", M/M/c's p50 and p99 on a client's
// latency chart. Nothing is drawn where the closed form does not apply.
import { theoryLines } from '../../sim/analysis/theoryLines';
import type { Scenario } from '../../sim/scenario';
import type { Palette } from './chartColors';
import { seriesColor } from './chartColors';
import { formatMs } from './chartSpecs';
import { replicationsEn } from '../i18n/catalog/replications.en';
import type { ThresholdSpec } from './timeSeries';

/** The theory's words, by catalog key (the page passes i18next's `t`). */
export type TheoryText = (
  key: 'littleBusy' | 'erlangBusy' | 'mmcQuantile',
  vars: Record<string, string | number>,
) => string;

const THEORY_DASH = '10 3 2 3';
const show = (x: number) => Number(x.toPrecision(3)).toString();

/** Expected busy workers of each service in `services` the closed forms describe. */
export function workersTheory(
  scenario: Scenario,
  services: readonly string[],
  p: Palette,
  text: TheoryText,
): ThresholdSpec[] {
  return services.flatMap((service, i) => {
    const t = theoryLines(scenario, service);
    if (!t.applies) return [];
    return [
      {
        y: t.busyWorkers,
        color: seriesColor(p, i),
        dash: THEORY_DASH,
        label: text(t.busyTheory === 'Erlang B' ? 'erlangBusy' : 'littleBusy', {
          value: show(t.busyWorkers),
          service,
        }),
        // recharts puts an insideBottom label above a horizontal line: clear of its own dashes.
        position: 'insideBottomLeft' as const,
      },
    ];
  });
}

/** M/M/c's p50 and p99 on the latency chart of a client that calls such a service directly. */
export function latencyTheory(
  scenario: Scenario,
  client: string,
  p: Palette,
  text: TheoryText,
): ThresholdSpec[] {
  const service = scenario.clients.find((c) => c.name === client)?.service;
  if (!service) return [];
  const t = theoryLines(scenario, service);
  if (!t.applies || !t.latencyMs) return [];
  return [
    { q: 'p50' as const, y: t.latencyMs.p50, color: p.ok, position: 'insideBottomRight' as const },
    { q: 'p99' as const, y: t.latencyMs.p99, color: p.bad, position: 'insideBottomLeft' as const },
  ].map(({ q, y, color, position }) => ({
    y,
    color,
    dash: THEORY_DASH,
    label: text('mmcQuantile', { quantile: q, value: formatMs(y) }),
    position,
  }));
}

/**
 * The English catalog's words, for tests (the page passes i18next's `t`).
 * @internal exported for tests
 */
export const englishTheoryText: TheoryText = (key, vars) =>
  replicationsEn.theoryLines[key].replace(/\{\{(\w+)\}\}/g, (_, name: string) =>
    String(vars[name] ?? ''),
  );
