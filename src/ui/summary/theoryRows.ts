// Pure: the theory overlays that speak about the selected service or call,
// each a verdict in words from src/sim/analysis: "agrees within x %" or "does not apply
// here, because …". With nothing selected: each client's availability against 1 − p^N.
import {
  AGREEMENT,
  amplificationOverlay,
  availabilityOverlay,
  bulkheadOverlay,
  littleOverlay,
  workersOverlay,
  type Overlay,
} from '../../sim/analysis';
import type { RunReport, RunSummary } from '../../sim/engine/types';
import type { Scenario } from '../../sim/scenario';

export type Selection = { kind: 'service' | 'edge'; id: string } | null;

export interface TheoryRow {
  theory: string;
  /** true: the closed form applies and agrees within AGREEMENT (10 %); false: it applies and differs; null: it does not apply. */
  agrees: boolean | null;
  /** In English (the CLI's words); the panel renders `overlay` through its catalog. */
  words: string;
  overlay: Overlay;
}

const row = (o: Overlay): TheoryRow => ({
  theory: o.theory,
  agrees: o.applies ? o.relativeError <= AGREEMENT : null,
  words: o.words,
  overlay: o,
});

export function theoryRows(
  scenario: Scenario,
  summary: RunSummary,
  selection: Selection,
): TheoryRow[] {
  // The overlays read the totals only; the breaker transitions are not among their inputs.
  const report: RunReport = { ...summary, transitions: [] };
  const overlays: (() => Overlay)[] = [];
  if (!selection) {
    for (const c of scenario.clients)
      overlays.push(() => availabilityOverlay(scenario, report, c.name));
  } else if (selection.kind === 'service') {
    const name = selection.id;
    overlays.push(
      () => workersOverlay(scenario, report, name),
      () => littleOverlay(report, name),
      () => amplificationOverlay(scenario, report, name),
    );
  } else {
    const [caller] = selection.id.split('->');
    if (scenario.clients.some((c) => c.name === caller))
      overlays.push(() => availabilityOverlay(scenario, report, caller!));
    overlays.push(() => bulkheadOverlay(scenario, report, selection.id));
  }
  return overlays.flatMap((f) => {
    try {
      return [row(f())];
    } catch {
      return []; // a name the scenario no longer has (an edit raced the totals)
    }
  });
}
