// The run's totals so far: per client, per service and per cache, the figures `npm run sim` prints.
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useMemo, useState, type ReactNode } from 'react';
import { useAppStore } from '../../store/useAppStore';
import { useLiveStoreValue } from '../redraw/usePhasedThrottle';
import { PANEL_PHASE_MS, PANEL_REDRAW_MS } from '../redraw/redrawSlots';
import type { AppState } from '../../store/types';
import '../views.css';
import './summary.css';
import { cacheRows, clientRows, serviceRows } from './summaryRows';
import { lastChangeMs, totalsOver, type TotalsRange } from './totalsRange';

const selectSummary = (s: AppState) => s.summary;
const selectFrames = (s: AppState) => s.frames;
const selectWindowS = (s: AppState) => s.chartWindowS;
const selectEdits = (s: AppState) => s.scenario.editTimeline;
const selectNowMs = (s: AppState) => s.nowMs;

const RANGES: readonly TotalsRange[] = ['run', 'sinceChange', 'window'];

/** The range's words: "the whole run", "since the last change (t = 12 s)", … */
function rangeWords(t: TFunction, range: TotalsRange, lastS: number | null, windowS: number) {
  if (range === 'run') return t('range.run');
  if (range === 'window') return t('range.window', { seconds: windowS });
  return lastS === null ? t('range.sinceChangeNone') : t('range.sinceChange', { seconds: lastS });
}

/**
 * The value, or while it is null the last one that was not. A new run clears the totals until
 * its first batch, a frame later; the panel keeps the old ones meanwhile instead of leaving
 * and coming back, which relaid the whole page out at every restart (bench:ui --why: 56–71 ms
 * of rendering in those frames, 10–27 ms with the panel held).
 */
function useHeldWhileNull<T>(value: T | null): T | null {
  const [held, setHeld] = useState(value);
  if (value !== null && value !== held) setHeld(value);
  return value ?? held;
}

/** One table of totals; wider than the screen (a phone), it scrolls, focusable for the keyboard. */
function TotalsTable({
  label,
  caption,
  children,
}: {
  label: string;
  caption: string;
  children: ReactNode;
}) {
  return (
    <div className="summary-scroll scroll-hint-x" tabIndex={0} role="region" aria-label={label}>
      <table className="summary-table">
        <caption className="sr-only">{caption}</caption>
        {children}
      </table>
    </div>
  );
}

export function RunSummary() {
  const { t } = useTranslation();
  // Totals change with every batch; twice a second is as fast as anyone reads a table.
  const summary = useHeldWhileNull(
    useLiveStoreValue(selectSummary, PANEL_REDRAW_MS, PANEL_PHASE_MS),
  );
  const [range, setRange] = useState<TotalsRange>('run');
  const frames = useLiveStoreValue(selectFrames, PANEL_REDRAW_MS, PANEL_PHASE_MS);
  const nowMs = useLiveStoreValue(selectNowMs, PANEL_REDRAW_MS, PANEL_PHASE_MS);
  const windowS = useAppStore(selectWindowS);
  const edits = useAppStore(selectEdits);
  const changeMs = lastChangeMs(edits, nowMs);
  const shown = useMemo(
    () => summary && totalsOver(range, { summary, frames, lastChangeMs: changeMs, windowS }),
    [range, summary, frames, changeMs, windowS],
  );
  if (!summary || !shown) return null;
  const caches = cacheRows(shown);
  const lastS = changeMs === null ? null : Math.round(changeMs / 100) / 10;
  const over = rangeWords(t, range, lastS, windowS);
  return (
    <section
      className="panel run-summary"
      aria-label={t('summary.label')}
      data-testid="run-summary"
    >
      <h2 className="panel-title">
        {t('summary.title')}{' '}
        <span className="dim">{t('summary.seed', { seed: summary.seed })}</span>
      </h2>
      <label className="picker picker--inline">
        <span>{t('range.over')}</span>
        <select
          value={range}
          onChange={(e) => setRange(e.target.value as TotalsRange)}
          data-testid="totals-range"
        >
          {RANGES.map((r) => (
            <option key={r} value={r}>
              {rangeWords(t, r, lastS, windowS)}
            </option>
          ))}
        </select>
      </label>
      {/* The tables side by side while they fit, else one under another. */}
      <div className="run-summary__tables">
        <TotalsTable label={t('summary.perClient')} caption={t('range.perClient', { range: over })}>
          <thead>
            <tr>
              <th scope="col">{t('summary.client')}</th>
              <th scope="col">{t('summary.offered')}</th>
              <th scope="col">{t('summary.ok')}</th>
              <th scope="col">{t('summary.failed')}</th>
              <th scope="col">{t('summary.availability')}</th>
              <th scope="col">p99</th>
              <th scope="col" title={t('summary.meanTitle')}>
                {t('summary.mean')}
              </th>
              <th scope="col">{t('summary.max')}</th>
            </tr>
          </thead>
          <tbody>
            {clientRows(shown).map((row) => (
              <tr key={row.name} data-testid={`summary-client-${row.name}`}>
                <th scope="row">{row.name}</th>
                <td data-field="offered">{row.offered}</td>
                <td data-field="succeeded">{row.succeeded}</td>
                <td data-field="failed">{row.failed}</td>
                <td data-field="availability">{row.availability}</td>
                <td data-field="p99" title={`p50 ${row.p50} · p95 ${row.p95}`}>
                  {row.p99}
                </td>
                <td data-field="mean">{row.mean}</td>
                <td data-field="max">{row.max}</td>
              </tr>
            ))}
          </tbody>
        </TotalsTable>
        <TotalsTable
          label={t('summary.perService')}
          caption={t('range.perService', { range: over })}
        >
          <thead>
            <tr>
              <th scope="col">{t('summary.service')}</th>
              <th scope="col">{t('summary.received')}</th>
              <th scope="col">{t('summary.rejected')}</th>
              <th scope="col">{t('summary.wasted')}</th>
              <th scope="col" title={t('summary.amplificationTitle')}>
                {t('summary.amplification')}
              </th>
              <th scope="col" title={t('summary.serviceMeanTitle')}>
                {t('summary.mean')}
              </th>
              <th scope="col">{t('summary.max')}</th>
            </tr>
          </thead>
          <tbody>
            {serviceRows(shown).map((row) => (
              <tr key={row.name} data-testid={`summary-service-${row.name}`}>
                <th scope="row">{row.name}</th>
                <td data-field="received">{row.received}</td>
                <td data-field="rejected">{row.rejected}</td>
                <td data-field="wasted">{row.wasted}</td>
                <td data-field="amplification">{row.amplification}</td>
                <td data-field="mean">{row.mean}</td>
                <td data-field="max">{row.max}</td>
              </tr>
            ))}
          </tbody>
        </TotalsTable>
        {caches.length > 0 && (
          <TotalsTable label={t('summary.perCache')} caption={t('range.perCache', { range: over })}>
            <thead>
              <tr>
                <th scope="col">{t('summary.cache')}</th>
                <th scope="col" title={t('summary.hitRatioTitle')}>
                  {t('summary.hitRatio')}
                </th>
              </tr>
            </thead>
            <tbody>
              {caches.map((row) => (
                <tr key={row.edge} data-testid={`summary-cache-${row.edge}`}>
                  <th scope="row">{row.edge}</th>
                  <td data-field="hitRatio">{row.hitRatio}</td>
                </tr>
              ))}
            </tbody>
          </TotalsTable>
        )}
      </div>
    </section>
  );
}
