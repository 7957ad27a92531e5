// Beside the timeout sliders: the worst case of every route through this call, from the
// settings alone, live as the sliders move and before anything runs.
import { useMemo } from 'react';
import type { Scenario } from '../../sim/scenario';
import { budgetRows } from './timeoutBudgetRows';

const TEXT = {
  title: 'Timeout budget (worst case, from the settings)',
  fits: 'fits',
  over: 'too long',
};

export function TimeoutBudget({ scenario, edge }: { scenario: Scenario; edge: string }) {
  const rows = useMemo(() => budgetRows(scenario, edge), [scenario, edge]);
  if (rows.length === 0) return null;
  return (
    <div className="timeout-budget" data-testid="timeout-budget" aria-live="polite">
      <div className="timeout-budget__title">{TEXT.title}</div>
      <ul>
        {rows.map((r) => (
          <li key={r.client} data-testid={`timeout-budget-${r.client}`} data-fits={r.fits}>
            <span className={`timeout-budget__badge ${r.fits ? 'is-ok' : 'is-bad'}`}>
              {r.fits ? TEXT.fits : TEXT.over}
            </span>{' '}
            {r.words}
            {r.arithmetic.map((a) => (
              <div key={a} className="timeout-budget__sum">
                {edge}: {a}
              </div>
            ))}
            {r.fit && <div className="timeout-budget__fit">{r.fit}</div>}
            {r.notes.map((n) => (
              <div key={n} className="dim">
                {n}
              </div>
            ))}
          </li>
        ))}
      </ul>
    </div>
  );
}
