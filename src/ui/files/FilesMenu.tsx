// The "Files" menu in the header: open a scenario file, save the scenario, the run's
// metrics (CSV) and any chart on the page (PNG); export the scenario as a CI check; follow
// one request of the run (waterfall); fit a service's latency to its measurements; and bring
// back work a link replaced.
import { useTranslation } from 'react-i18next';
import { useRef, useState, type ChangeEvent } from 'react';
import './files.css';
import { listReplacedWork } from '../../scenarios/replacedWork';
import { chartsOnPage } from './chartPng';
import { ReplacedWorkList } from './ReplacedWorkList';
import { ImportConfigDialog } from '../interop/ImportConfigDialog';
import { CiCheckDialog } from '../ciCheck/CiCheckDialog';
import { LazyWaterfallPanel } from '../traces/LazyWaterfallPanel';
import { LazyLatencyDataDialog } from '../latency/LazyLatencyDataDialog';
import { appStore } from '../../store/appStore';

/** The file code (JSON, CSV, PNG) is its own chunk: the first screen does not need it. */
const actions = () => import('./fileActions');

export function FilesMenu() {
  const { t } = useTranslation();
  const menu = useRef<HTMLDetailsElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [charts, setCharts] = useState<ReturnType<typeof chartsOnPage>>([]);
  const [replaced, setReplaced] = useState<ReturnType<typeof listReplacedWork>>([]);
  const [importing, setImporting] = useState(false);
  const [following, setFollowing] = useState(false);
  /** The measured-latencies dialog, for the selected service if one is (else the picker's first). */
  const [measuring, setMeasuring] = useState<{ service?: string } | null>(null);
  const [checking, setChecking] = useState(false);
  const close = () => menu.current?.removeAttribute('open');
  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // The same file can be picked again after fixing it.
    if (file) void actions().then((a) => a.importScenarioFile(file));
  };
  return (
    <>
      <details
        className="files-menu"
        ref={menu}
        onToggle={(e) => {
          if (!e.currentTarget.open) return;
          setCharts(chartsOnPage());
          setReplaced(listReplacedWork());
        }}
        onKeyDown={(e) => {
          if (e.key === 'Escape') close();
        }}
      >
        <summary className="btn btn--ghost" data-testid="files-menu">
          {t('files.menu')} <span aria-hidden="true">▾</span>
        </summary>
        <div className="files-menu__list" role="group" aria-label={t('files.menu')}>
          <button
            type="button"
            className="files-menu__item"
            onClick={() => {
              close();
              input.current?.click();
            }}
            data-testid="import-scenario"
          >
            {t('files.open')}
          </button>
          <button
            type="button"
            className="files-menu__item"
            onClick={() => {
              close();
              setImporting(true);
            }}
            data-testid="import-config"
          >
            {t('interop.importItem')}
          </button>
          <button
            type="button"
            className="files-menu__item"
            onClick={() => {
              close();
              const selection = appStore.getState().selection;
              setMeasuring(selection?.kind === 'service' ? { service: selection.id } : {});
            }}
            data-testid="open-latency-data"
          >
            {t('latencyData.menuItem')}
          </button>
          <button
            type="button"
            className="files-menu__item"
            onClick={() => {
              close();
              setFollowing(true);
            }}
            data-testid="open-waterfall"
          >
            {t('waterfall.menuItem')}
          </button>
          <button
            type="button"
            className="files-menu__item"
            onClick={() => {
              close();
              void actions().then((a) => a.exportScenario());
            }}
            data-testid="export-scenario"
          >
            {t('files.save')}
          </button>
          <button
            type="button"
            className="files-menu__item"
            onClick={() => {
              close();
              setChecking(true);
            }}
            data-testid="export-ci-check"
          >
            {t('ciCheck.menuItem')}
          </button>
          <button
            type="button"
            className="files-menu__item"
            onClick={() => {
              close();
              void actions().then((a) => a.exportMetricsCsv());
            }}
            data-testid="export-csv"
          >
            {t('files.csv')}
          </button>
          <div className="files-menu__heading">{t('files.pngHeading')}</div>
          {charts.length === 0 && <div className="files-menu__empty">{t('files.noChart')}</div>}
          {charts.map(({ title, svg }, i) => (
            <button
              key={`${i}:${title}`}
              type="button"
              className="files-menu__item files-menu__item--indent"
              onClick={() => {
                close();
                void actions().then((a) => a.exportChartPng(title, svg));
              }}
              data-testid="export-png"
            >
              {title}
            </button>
          ))}
          <ReplacedWorkList entries={replaced} onRestore={close} />
        </div>
        <input
          ref={input}
          type="file"
          accept=".json,application/json"
          hidden
          onChange={onPick}
          data-testid="import-file-input"
        />
      </details>
      <ImportConfigDialog open={importing} onClose={() => setImporting(false)} />
      <CiCheckDialog open={checking} onClose={() => setChecking(false)} />
      {following && <LazyWaterfallPanel onClose={() => setFollowing(false)} />}
      {measuring && <LazyLatencyDataDialog {...measuring} onClose={() => setMeasuring(null)} />}
    </>
  );
}
