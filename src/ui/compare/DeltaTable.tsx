// The A/B delta table: per client, call and service, A, B and B − A with its relative size,
// coloured and worded as better or worse where the figure has a good direction (colour is
// never the only sign); any other change is a plain signed change.
import { useTranslation } from 'react-i18next';
import type { DeltaGroup } from '../../sim/analysis/deltaTable';
import { formatDelta, formatValue, verdict } from './deltaFormat';
import { KIND_WORDS, METRIC_WORDS, VERDICT_WORDS } from './deltaWords';

export function DeltaTable({
  groups,
  caption,
}: {
  groups: readonly DeltaGroup[];
  caption: string;
}) {
  const { t } = useTranslation();
  return (
    <div
      className="summary-scroll scroll-hint-x"
      tabIndex={0}
      role="region"
      aria-label={t('compare.deltaLabel')}
    >
      <table className="summary-table delta-table" data-testid="delta-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('compare.metric')}</th>
            <th scope="col">A</th>
            <th scope="col">B</th>
            <th scope="col">{t('compare.delta')}</th>
          </tr>
        </thead>
        {groups.map((g) => (
          <tbody key={`${g.kind}-${g.name}`} data-testid={`delta-${g.kind}-${g.name}`}>
            <tr className="delta-table__group">
              <th scope="rowgroup" colSpan={4}>
                {t(KIND_WORDS[g.kind])} {g.name.replace('->', ' → ')}
              </th>
            </tr>
            {g.rows.map((row) => {
              const v = verdict(row);
              return (
                <tr key={row.id} data-metric={row.metric} data-verdict={v}>
                  <th scope="row">{t(METRIC_WORDS[row.id])}</th>
                  <td>{formatValue(row, row.a)}</td>
                  <td>{formatValue(row, row.b)}</td>
                  <td className={`delta is-${v}`} data-field="delta">
                    {formatDelta(row)}{' '}
                    <span className="delta__verdict">
                      {v === 'better' || v === 'worse' ? t(VERDICT_WORDS[v]) : ''}
                    </span>
                  </td>
                </tr>
              );
            })}
          </tbody>
        ))}
      </table>
    </div>
  );
}
