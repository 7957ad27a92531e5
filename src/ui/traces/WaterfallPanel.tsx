// One sampled request of the run as a waterfall: a list of requests (failed first), and the
// chosen one's calls and attempts as bars on a time axis in ms, each row labelled and its
// decisions (breaker, bulkhead, retry wait, hedge, cache) written beside it. A teacher
// follows the request down the chain; an engineer reads why it failed.
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useModalDialog } from '../useModalDialog';
import { TRACE_WINDOW_MS, type SampledRequest } from '../../jobs/traceJob';
import { useTraceSample } from './useTraceSample';
import { waterfallLayout } from './waterfallLayout';
import { axisTicksMs, decisionText, outcomeText, rowLabel } from './waterfallWords';
import './waterfall.css';

const seconds = (ms: number) => (ms / 1000).toFixed(1);
const millis = (ms: number) => String(Math.round(ms));

/** With `edge` ("caller->callee"), only the requests that went through that call. */
export function WaterfallPanel({ edge, onClose }: { edge?: string; onClose: () => void }) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const { view, again } = useTraceSample();
  const [chosen, setChosen] = useState<number | null>(null);

  useModalDialog(dialog);

  const sampled = view.status === 'done' ? view.requests : [];
  const requests = edge ? sampled.filter((r) => r.spans.some((s) => s.edge === edge)) : sampled;
  const request = requests.find((r) => r.traceId === chosen) ?? requests[0];
  const windowS = TRACE_WINDOW_MS / 1000;
  return (
    <dialog
      ref={dialog}
      className="waterfall-dialog"
      aria-labelledby="waterfall-title"
      onClose={onClose}
      data-testid="waterfall-dialog"
    >
      <h2 id="waterfall-title">{t('waterfall.title')}</h2>
      {view.status === 'running' && (
        <p role="status">{t('waterfall.running', { atS: seconds(view.atMs) })}</p>
      )}
      {view.status === 'failed' && (
        <p role="alert" className="waterfall__error">
          {t('waterfall.failed', { message: view.message })}
        </p>
      )}
      {view.status === 'done' && (
        <>
          <p className="dim">{t('waterfall.intro', { atS: seconds(view.atMs), windowS })}</p>
          {edge && <p>{t('waterfall.through', { call: edge.replace('->', ' → ') })}</p>}
          {requests.length === 0 && <p>{t('waterfall.none', { windowS })}</p>}
          {requests.length > 0 && (
            <div className="waterfall__requests" role="group" aria-label={t('waterfall.requests')}>
              {requests.map((r) => (
                <RequestButton
                  key={r.traceId}
                  request={r}
                  pressed={r === request}
                  onPick={() => setChosen(r.traceId)}
                />
              ))}
            </div>
          )}
          {request && <WaterfallChart request={request} edge={edge} />}
        </>
      )}
      <div className="waterfall__actions">
        <button type="button" className="btn btn--ghost" onClick={again}>
          {t('waterfall.again')}
        </button>
        <button type="button" className="btn" onClick={onClose} data-testid="waterfall-close">
          {t('waterfall.close')}
        </button>
      </div>
    </dialog>
  );
}

function RequestButton(props: { request: SampledRequest; pressed: boolean; onPick: () => void }) {
  const { t } = useTranslation();
  const { request: r } = props;
  return (
    <button
      type="button"
      className={`waterfall__request${r.ok ? '' : ' waterfall__request--failed'}`}
      aria-pressed={props.pressed}
      onClick={props.onPick}
      data-testid="waterfall-request"
      data-failed={!r.ok}
    >
      <strong>
        {r.ok
          ? t('waterfall.requestOk')
          : t('waterfall.requestFailed', { reason: outcomeText(t, r.outcome) })}
      </strong>
      <span>{t('waterfall.requestAt', { atS: seconds(r.startMs), ms: millis(r.durationMs) })}</span>
    </button>
  );
}

function WaterfallChart({ request, edge }: { request: SampledRequest; edge?: string }) {
  const { t } = useTranslation();
  const { rows, totalMs } = useMemo(() => waterfallLayout(request.spans), [request]);
  const ticks = axisTicksMs(totalMs);
  // The axis runs to the last tick so every bar and tick fits the same scale.
  const axisMs = Math.max(ticks.at(-1) ?? 0, totalMs, 1);
  const percent = (ms: number) => `${(ms / axisMs) * 100}%`;
  return (
    <div
      className="waterfall"
      role="region"
      aria-label={t('waterfall.chart')}
      tabIndex={0}
      data-testid="waterfall-chart"
    >
      <div className="waterfall__row waterfall__row--axis" aria-hidden="true">
        <span className="waterfall__label">{t('waterfall.axis')}</span>
        <span className="waterfall__track">
          {ticks.map((ms, i) => (
            <span
              key={ms}
              className={`waterfall__tick${i === 0 ? ' waterfall__tick--first' : ''}`}
              style={{ left: percent(ms) }}
            >
              {millis(ms)}
            </span>
          ))}
        </span>
        <span />
      </div>
      <ol className="waterfall__rows">
        {rows.map((row) => (
          <li
            key={row.spanId}
            className={[
              'waterfall__row',
              row.ok ? '' : 'waterfall__row--failed',
              `${row.caller}->${row.callee}` === edge ? 'waterfall__row--chosen' : '',
            ].join(' ')}
            data-testid="waterfall-row"
            data-kind={row.kind}
          >
            <span className="waterfall__label" style={{ paddingLeft: `${row.depth * 0.9}rem` }}>
              {rowLabel(t, row)}
            </span>
            <span className="waterfall__track">
              {ticks.map((ms) => (
                <span key={ms} className="waterfall__grid" style={{ left: percent(ms) }} />
              ))}
              <span
                className="waterfall__bar"
                style={{ left: percent(row.startMs), width: percent(row.endMs - row.startMs) }}
              />
            </span>
            <span className="waterfall__notes">
              <span className={row.ok ? 'waterfall__ok' : 'waterfall__failed'}>
                {row.ok
                  ? t('waterfall.ok')
                  : t('waterfall.failedBecause', { reason: outcomeText(t, row.reason ?? '') })}
              </span>{' '}
              {t('waterfall.took', { ms: millis(row.endMs - row.startMs) })}
              {row.decisions.map((d, i) => (
                <span key={i} className="waterfall__decision">
                  {decisionText(t, d)}
                </span>
              ))}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
