// Beside the timeout sliders: the worst case of every route through this call, from the
// settings alone, live as the sliders move and before anything runs.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Scenario } from '../../sim/scenario';
import { budgetRows } from './timeoutBudgetRows';

export function TimeoutBudget({ scenario, edge }: { scenario: Scenario; edge: string }) {
  const { t } = useTranslation();
  const rows = useMemo(() => budgetRows(scenario, edge), [scenario, edge]);
  if (rows.length === 0) return null;
  return (
    <div className="timeout-budget" data-testid="timeout-budget" aria-live="polite">
      <div className="timeout-budget__title">{t('budget.title')}</div>
      <ul>
        {rows.map((r) => (
          <li key={r.client} data-testid={`timeout-budget-${r.client}`} data-fits={r.fits}>
            <span className={`timeout-budget__badge ${r.fits ? 'is-ok' : 'is-bad'}`}>
              {t(r.fits ? 'budget.fits' : 'budget.over')}
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
