// Beside the timeout sliders: the worst case of every route through this call, from the
// settings alone, live as the sliders move and before anything runs.
import { phraseT } from '../i18n/phraseT';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Scenario } from '../../sim/scenario';
import { explainCall, fitWords, verdictWords, type TimeoutWords } from '../../sim/analysis';
import { budgetRows } from './timeoutBudgetRows';

export function TimeoutBudget({ scenario, edge }: { scenario: Scenario; edge: string }) {
  const { t } = useTranslation();
  const rows = useMemo(() => budgetRows(scenario, edge), [scenario, edge]);
  // The analysis words its figures through the catalog's templates (same placeholders).
  const words = ((key, values) => phraseT(t)(`budget.words.${key}`, values)) as TimeoutWords;
  const callWords = (key: 'bulkheadWait' | 'cutTo', values: Record<string, string | number>) =>
    phraseT(t)(`budget.call.${key}`, values);
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
            {verdictWords(r.verdict, words)}
            {r.calls.map((c) => (
              <div key={explainCall(c)} className="timeout-budget__sum">
                {edge}: {explainCall(c, callWords)}
              </div>
            ))}
            {r.fitFigures && (
              <div className="timeout-budget__fit">{fitWords(r.fitFigures, words)}</div>
            )}
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
