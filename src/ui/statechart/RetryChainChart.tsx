// The selected call's retry chains, drawn from the retry chain machine's own definition
// (machineChartLayout.ts draws any flat machine): every state and transition with its event
// and guard names; lit, the states the call's chains are in now, with how many. The side
// column shows part of it (it scrolls); "Whole chart" shows all of it at once, still live.
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { retryChainMachine } from '../../sim/machines/retry/retryChainMachine';
import type { AppState } from '../../store/appStore';
import { useAppStore } from '../../store/useAppStore';
import { useModalDialog } from '../useModalDialog';
import { layoutMachineChart, type FlatMachineConfig } from './machineChartLayout';
import { StatechartSvg } from './StatechartSvg';

/** Laid out once, when a retry chain is first drawn: not on the page's load, which rarely needs it. */
let layout: ReturnType<typeof layoutMachineChart> | undefined;
const chainLayout = () =>
  (layout ??= layoutMachineChart(retryChainMachine.config as FlatMachineConfig));

/** One cached selector per edge; the counts object is rebuilt per snapshot, so compare text. */
const selectors = new Map<string, (s: AppState) => string>();
function selectChainStates(edge: string) {
  let selector = selectors.get(edge);
  if (!selector) {
    selector = (s: AppState) => JSON.stringify(s.snapshot?.edges[edge]?.retryChains ?? {});
    selectors.set(edge, selector);
  }
  return selector;
}

export function RetryChainChart({ edge }: { edge: string }) {
  const { t } = useTranslation();
  const countsText = useAppStore(selectChainStates(edge));
  const counts = useMemo(
    () => JSON.parse(countsText) as Record<string, number | undefined>,
    [countsText],
  );
  const lit = Object.entries(counts).filter(([, n]) => (n ?? 0) > 0);
  const [whole, setWhole] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  useModalDialog(dialog, whole);
  const title = t('statechart.retryTitle', { edge: edge.replace('->', ' → ') });
  const chart = (testId: string) => (
    <StatechartSvg
      layout={chainLayout()}
      flashKey=""
      counts={counts}
      testId={testId}
      naturalSize
      ariaLabel={t('statechart.retrySvgLabel', {
        states: lit.length ? lit.map(([s, n]) => `${s} ×${n}`).join(', ') : '—',
      })}
    />
  );
  return (
    <div className="statechart-retry">
      <div className="statechart-retry__head">
        <h3 className="panel-title">{title}</h3>
        <button
          type="button"
          className="btn btn--ghost"
          onClick={() => setWhole(true)}
          data-testid="retry-chart-whole"
        >
          {t('statechart.retryWhole')}
        </button>
      </div>
      {/* Wider than the panel: scrolled, and reachable from the keyboard to scroll it. The
          drawing shows the machine's authored names (states, events, guards): identifiers like
          a setting's `maxAttempts`, the same in every language (its label is localised). */}
      <div
        className="statechart-retry__scroll scroll-hint-x"
        translate="no"
        tabIndex={0}
        role="group"
        aria-label={title}
      >
        {chart('retry-statechart')}
      </div>
      <p className="statechart-note">
        {lit.length === 0 && (
          <>
            {t('statechart.retryNone')}
            <br />
          </>
        )}
        <span className="dim">{t('statechart.retryNote')}</span>
      </p>
      <dialog
        ref={dialog}
        className="statechart-retry__dialog"
        aria-label={title}
        data-testid="retry-chart-dialog"
        onClose={() => setWhole(false)}
        onClick={(e) => {
          if (e.target === dialog.current) setWhole(false);
        }}
      >
        <div className="statechart-retry__head">
          <h3 className="panel-title">{title}</h3>
          <button type="button" className="btn" onClick={() => setWhole(false)}>
            {t('statechart.close')}
          </button>
        </div>
        {whole && (
          <div className="statechart-retry statechart-retry__whole" translate="no">
            {chart('retry-statechart-whole')}
          </div>
        )}
        <p className="statechart-note dim">{t('statechart.retryNote')}</p>
      </dialog>
    </div>
  );
}
