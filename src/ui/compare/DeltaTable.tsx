// The A/B delta table: per client, call and service, A, B and B − A with its relative size,
// coloured and worded as better or worse (colour is never the only sign).
import { formatDelta, formatValue, verdict, type DeltaGroup } from './deltas';

const TEXT = {
  label: 'A/B deltas per client, call and service',
  metric: 'metric',
  delta: 'B − A',
  kind: { client: 'client', edge: 'call', service: 'service' },
  verdict: { better: '▲ better', worse: '▼ worse', same: '' },
};

export function DeltaTable({
  groups,
  caption,
}: {
  groups: readonly DeltaGroup[];
  caption: string;
}) {
  return (
    <div className="summary-scroll" tabIndex={0} role="region" aria-label={TEXT.label}>
      <table className="summary-table delta-table" data-testid="delta-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{TEXT.metric}</th>
            <th scope="col">A</th>
            <th scope="col">B</th>
            <th scope="col">{TEXT.delta}</th>
          </tr>
        </thead>
        {groups.map((g) => (
          <tbody key={`${g.kind}-${g.name}`} data-testid={`delta-${g.kind}-${g.name}`}>
            <tr className="delta-table__group">
              <th scope="rowgroup" colSpan={4}>
                {TEXT.kind[g.kind]} {g.name.replace('->', ' → ')}
              </th>
            </tr>
            {g.rows.map((row) => {
              const v = verdict(row);
              return (
                <tr key={row.metric} data-metric={row.metric}>
                  <th scope="row">{row.metric}</th>
                  <td>{formatValue(row, row.a)}</td>
                  <td>{formatValue(row, row.b)}</td>
                  <td className={`delta is-${v}`} data-field="delta">
                    {formatDelta(row)} <span className="delta__verdict">{TEXT.verdict[v]}</span>
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
