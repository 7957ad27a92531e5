// What the dialog read and how it fitted: the format and the count, the data's percentiles
// beside each candidate's with its KS distance, which one is chosen and why, the CDF of the
// data against the fit, the exposition's counters, the reader's notes, and the edits Apply makes.
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { CLOSE_KS, CLOSE_PERCENTILE_ERROR } from '../../interop/latency/fitLatency';
import { formatMs } from '../../interop/latency/formatFitReport';
import type { ImportedMeasurements } from '../../interop/latency/importMeasurements';
import type { MeasuredSummary } from '../../interop/latency/measuredSummary';
import type { PatchOp } from '../../scenarios/patch';
import { chosenIndex, fitTableRows, type FitStat } from './fitTable';
import { FitCdfChart } from './FitCdfChart';

interface Props {
  imported: ImportedMeasurements;
  summary: MeasuredSummary;
  candidate: number;
  onCandidate(index: number): void;
  /** The edits Apply makes, listed by path; null when they cannot be made (shown elsewhere). */
  ops: PatchOp[] | null;
}

const statName = (t: TFunction, stat: FitStat) =>
  typeof stat === 'string' ? t(`latencyData.stat.${stat}`) : stat.percentile;

export function FitPreview({ imported, summary, candidate, onCandidate, ops }: Props) {
  const { t } = useTranslation();
  const { report } = imported;
  const { fit, traffic } = report;
  const chosen = chosenIndex(fit);
  const picked = fit.candidates[candidate] ?? fit.chosen;
  const kindName = (i: number) => t(`latencyData.kind.${fit.candidates[i]!.kind}`);
  const cell = (ms: number | undefined, missing: string) =>
    ms === undefined ? <span className="dim">{missing}</span> : formatMs(ms);
  return (
    <div className="interop-dialog__preview latency-preview" data-testid="latency-preview">
      <p data-testid="latency-recognised">
        {t('latencyData.recognised', {
          format: t(`latencyData.format.${report.format}`),
          count: fit.count,
        })}
      </p>
      <div className="latency-preview__body">
        <div className="latency-preview__table-wrap">
          <table className="latency-table" data-testid="latency-table">
            <caption>{t('latencyData.tableCaption')}</caption>
            <thead>
              <tr>
                <th scope="col" />
                <th scope="col">{t('latencyData.data')}</th>
                {fit.candidates.map((c, i) => (
                  <th
                    key={c.kind}
                    scope="col"
                    className={i === chosen ? 'latency-table__chosen' : undefined}
                  >
                    {kindName(i)}
                    {i === chosen && (
                      <span className="latency-table__mark"> ({t('latencyData.chosenMark')})</span>
                    )}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {fitTableRows(fit, summary).map((row) => {
                const name = statName(t, row.stat);
                return (
                  <tr key={name}>
                    <th scope="row">{name}</th>
                    <td>{cell(row.dataMs, t('latencyData.unknown'))}</td>
                    {row.fitsMs.map((ms, i) => (
                      <td key={i} className={i === chosen ? 'latency-table__chosen' : undefined}>
                        {cell(ms, t('latencyData.unbounded'))}
                      </td>
                    ))}
                  </tr>
                );
              })}
              <tr className="latency-table__ks" data-testid="latency-ks-row">
                <th scope="row">{t('latencyData.ksRow')}</th>
                <td />
                {fit.candidates.map((c, i) => (
                  <td key={c.kind} className={i === chosen ? 'latency-table__chosen' : undefined}>
                    {c.ks.toFixed(4)}
                  </td>
                ))}
              </tr>
              <tr>
                <th scope="row">{t('latencyData.closeRow')}</th>
                <td />
                {fit.candidates.map((c, i) => (
                  <td key={c.kind} className={i === chosen ? 'latency-table__chosen' : undefined}>
                    {c.close ? t('latencyData.yes') : t('latencyData.no')}
                  </td>
                ))}
              </tr>
            </tbody>
          </table>
        </div>
        <FitCdfChart
          curve={summary.curve}
          fit={picked.distribution}
          fitName={t(`latencyData.kind.${picked.kind}`)}
          dots={report.format !== 'durations'}
        />
      </div>
      <p data-testid="latency-why">
        {t(`latencyData.why.${fit.chosen.kind}`, {
          ks: CLOSE_KS,
          pct: CLOSE_PERCENTILE_ERROR * 100,
        })}
      </p>
      <label className="interop-dialog__pair latency-preview__pick">
        {t('latencyData.candidateLabel')}
        <select
          value={candidate}
          onChange={(e) => onCandidate(Number(e.target.value))}
          data-testid="latency-candidate"
        >
          {fit.candidates.map((c, i) => (
            <option key={c.kind} value={i}>
              {t('latencyData.candidateOption', { kind: kindName(i), ks: c.ks.toFixed(4) })}
              {i === chosen ? ` — ${t('latencyData.chosenMark')}` : ''}
            </option>
          ))}
        </select>
      </label>
      {traffic && (
        <p data-testid="latency-traffic">
          {[
            t('latencyData.traffic', { requests: Math.round(traffic.requests) }),
            ...(traffic.rps !== undefined
              ? [t('latencyData.trafficRate', { rps: traffic.rps.toFixed(1) })]
              : []),
            ...(traffic.errors !== undefined && traffic.requests > 0
              ? [
                  t('latencyData.trafficErrors', {
                    share: ((traffic.errors / traffic.requests) * 100).toFixed(2),
                  }),
                ]
              : []),
          ].join(' · ')}
        </p>
      )}
      {report.notes.length > 0 && (
        <>
          <h3>{t('latencyData.notesHeading', { count: report.notes.length })}</h3>
          <ul data-testid="latency-notes">
            {report.notes.map((n, i) => (
              <li key={i}>{t(`latencyData.note.${n.code}`, n.facts)}</li>
            ))}
          </ul>
        </>
      )}
      {ops && (
        <details>
          <summary>{t('latencyData.editsHeading', { count: ops.length })}</summary>
          <ul>
            {ops.map((op) => (
              <li key={op.path}>
                <code>{op.path}</code>
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
