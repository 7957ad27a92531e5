// The A/B delta table: per client, call and service, A, B and B − A with its relative size,
// coloured and worded as better or worse (colour is never the only sign).
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { EDGE_COUNTERS, SERVICE_COUNTERS, SERVICE_GAUGES } from '../../sim/engine/metrics';
import type { DeltaGroup } from '../../sim/analysis/deltaTable';
import { formatDelta, formatValue, verdict } from './deltaFormat';

const KIND = {
  client: 'compare.kindClient',
  edge: 'compare.kindEdge',
  service: 'compare.kindService',
} as const;
/** The rows' metric labels (deltas.ts, metrics.ts: the CLI's words) as the page says them. */
const METRIC = {
  'goodput /s': 'compare.goodput',
  availability: 'compare.availability',
  [EDGE_COUNTERS.retries]: 'compare.retries',
  [EDGE_COUNTERS.rejectedByBreaker]: 'compare.cbRejects',
  [EDGE_COUNTERS.rejectedByBulkhead]: 'compare.bhRejects',
  'time OPEN': 'compare.timeOpen',
  'unneeded opens': 'compare.unneededOpens',
  [SERVICE_GAUGES.amplification]: 'compare.amplification',
  [`${SERVICE_COUNTERS.wasted} work`]: 'compare.wastedWork',
} as const satisfies Record<string, ParseKeys>;
const metricKey = (metric: string): ParseKeys | undefined =>
  (METRIC as Readonly<Record<string, ParseKeys>>)[metric];
const VERDICT = { better: 'compare.better', worse: 'compare.worse' } as const;

export function DeltaTable({
  groups,
  caption,
}: {
  groups: readonly DeltaGroup[];
  caption: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="summary-scroll" tabIndex={0} role="region" aria-label={t('compare.deltaLabel')}>
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
                {t(KIND[g.kind])} {g.name.replace('->', ' → ')}
              </th>
            </tr>
            {g.rows.map((row) => {
              const v = verdict(row);
              return (
                <tr key={row.metric} data-metric={row.metric}>
                  <th scope="row">
                    {metricKey(row.metric) ? t(metricKey(row.metric)!) : row.metric}
                  </th>
                  <td>{formatValue(row, row.a)}</td>
                  <td>{formatValue(row, row.b)}</td>
                  <td className={`delta is-${v}`} data-field="delta">
                    {formatDelta(row)}{' '}
                    <span className="delta__verdict">{v === 'same' ? '' : t(VERDICT[v])}</span>
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
