// The delta table over N paired seeds: A and B as means, B − A with its 95 % interval, and in
// words whether the interval rules out zero (colour is never the only sign). Its words are the
// A/B table's (deltaWords.ts).
import { useTranslation } from 'react-i18next';
import { formatDelta, formatValue, verdict } from './deltaFormat';
import { KIND_WORDS, METRIC_WORDS, VERDICT_WORDS } from './deltaWords';
import type { PairedGroup, PairedRow } from '../../sim/analysis/pairedDeltas';

/** A bound of the interval, signed, in the row's unit (percent as points). */
const bound = (row: PairedRow, v: number) => formatDelta({ ...row, delta: v, relative: null });

/**
 * Better or worse only when the interval leaves zero out and the figure has a good
 * direction ('changed' when it has none); otherwise it is noise.
 * @internal exported for tests
 */
export function pairedVerdict(row: PairedRow): 'better' | 'worse' | 'changed' | 'noise' | 'same' {
  const { interval } = row;
  if (interval.sdDiff === 0 && interval.meanDiff === 0) return 'same';
  if (interval.containsZero) return 'noise';
  const v = verdict(row);
  return v === 'same' ? 'noise' : v;
}

export function PairedTable({ groups, caption }: { groups: PairedGroup[]; caption: string }) {
  const { t } = useTranslation();
  const words = (row: PairedRow) => {
    const n = row.interval.n;
    const v = pairedVerdict(row);
    if (v === 'same') return t('replications.identical');
    if (v === 'noise') return t('replications.noise', { count: n });
    const beyond = t('replications.beyond', { count: n });
    return v === 'changed' ? beyond : `${t(VERDICT_WORDS[v])}, ${beyond}`;
  };
  return (
    <div
      className="summary-scroll scroll-hint-x"
      tabIndex={0}
      role="region"
      aria-label={t('replications.tableLabel')}
    >
      <table className="summary-table delta-table paired-table" data-testid="paired-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('replications.metric')}</th>
            <th scope="col">{t('replications.meanA')}</th>
            <th scope="col">{t('replications.meanB')}</th>
            <th scope="col">{t('replications.delta')}</th>
            <th scope="col">{t('replications.interval')}</th>
          </tr>
        </thead>
        {groups.map((g) => (
          <tbody key={`${g.kind}-${g.name}`} data-testid={`paired-${g.kind}-${g.name}`}>
            <tr className="delta-table__group">
              <th scope="rowgroup" colSpan={5}>
                {t(KIND_WORDS[g.kind])} {g.name.replace('->', ' → ')}
              </th>
            </tr>
            {g.rows.map((row) => {
              const v = pairedVerdict(row);
              // Bounds of an interval that is a point (identical seeds) or unbounded (one seed) say nothing.
              const finite = v !== 'same' && Number.isFinite(row.interval.low);
              return (
                <tr key={row.id} data-metric={row.metric} data-verdict={v}>
                  <th scope="row">{t(METRIC_WORDS[row.id])}</th>
                  <td>{formatValue(row, row.a)}</td>
                  <td>{formatValue(row, row.b)}</td>
                  <td className={`delta is-${v}`}>{formatDelta(row)}</td>
                  <td className={`delta is-${v}`} data-field="interval">
                    {finite && (
                      <span className="paired-table__bounds">
                        [{bound(row, row.interval.low)}, {bound(row, row.interval.high)}]
                      </span>
                    )}{' '}
                    <span className="delta__verdict">{words(row)}</span>
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
