// §3 on the page: run N seeds of A and of B, paired seed by seed, on a pool of Web Workers;
// progress and cancel; the paired table with intervals; the charts' band toggle.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from '@xstate/react';
import type { Scenario } from '../../sim/scenario';
import { poolSize } from '../../jobs/jobPool';
import { MAX_REPLICATIONS } from '../../jobs/replicationJob';
import { PairedTable } from './PairedTable';
import type { JobStatus } from '../jobs/jobMachine';
import {
  DEFAULT_REPLICATIONS,
  replicationJob,
  setShowBands,
  useShowBands,
  type ReplicationSnapshot,
} from './replicationStore';
import { useReplications } from './useReplications';

const MAX_SECONDS = 3600;
const selectStatus = (s: ReplicationSnapshot) => s.value as JobStatus;
const selectCanCancel = (s: ReplicationSnapshot) => s.can({ type: 'cancel.requested' });
const selectContext = (s: ReplicationSnapshot) => s.context;
const wholeS = (ms: number) => Math.ceil(ms / 1000);

export function ReplicationsSection({ a, b }: { a: Scenario; b: Scenario }) {
  const { t } = useTranslation();
  const status = useSelector(replicationJob, selectStatus);
  const canCancel = useSelector(replicationJob, selectCanCancel);
  const { job, results, progress: p, problems } = useSelector(replicationJob, selectContext);
  const showBands = useShowBands();
  const { start, cancel } = useReplications();
  const [seeds, setSeeds] = useState(DEFAULT_REPLICATIONS);
  const [seconds, setSeconds] = useState(() => wholeS(b.durationMs));
  const running = status === 'running';
  const stale = job !== null && (job.a !== a || job.b !== b);
  const valid =
    Number.isInteger(seeds) &&
    seeds >= 2 &&
    seeds <= MAX_REPLICATIONS &&
    Number.isInteger(seconds) &&
    seconds >= 1 &&
    seconds <= MAX_SECONDS;
  const finished = results.results.filter((r) => !r.error).length;
  return (
    <div className="replications" data-testid="replications" data-status={status}>
      <h3>{t('replications.title')}</h3>
      <p className="dim compare-panel__help">{t('replications.help')}</p>
      <div className="replications__controls">
        <label>
          {t('replications.seeds')}{' '}
          <input
            type="number"
            min={2}
            max={MAX_REPLICATIONS}
            value={seeds}
            onChange={(e) => setSeeds(e.currentTarget.valueAsNumber)}
            data-testid="replication-seeds"
          />
        </label>
        <label>
          {t('replications.seconds')}{' '}
          <input
            type="number"
            min={1}
            max={MAX_SECONDS}
            value={seconds}
            onChange={(e) => setSeconds(e.currentTarget.valueAsNumber)}
            data-testid="replication-seconds"
          />
        </label>
        {canCancel ? (
          <button type="button" className="button" onClick={cancel}>
            {t('replications.cancel')}
          </button>
        ) : (
          <button
            type="button"
            className="button"
            disabled={!valid}
            onClick={() => start(a, b, seeds, seconds * 1000)}
          >
            {t('replications.run', { count: valid ? seeds : DEFAULT_REPLICATIONS })}
          </button>
        )}
        <label className="replications__bands">
          <input
            type="checkbox"
            checked={showBands}
            disabled={finished === 0}
            onChange={(e) => setShowBands(e.currentTarget.checked)}
            data-testid="replication-bands"
          />{' '}
          {t('replications.bands', { count: finished || seeds })}
        </label>
      </div>
      {p && (
        <div className="sweep-progress" data-testid="replication-progress">
          <progress max={p.total} value={p.done} />
          <span>
            {t('replications.progress', { done: p.done, total: p.total })}
            {' · '}
            {running
              ? p.leftMs === null
                ? t('replications.workers', {
                    count: poolSize(navigator.hardwareConcurrency, p.total),
                  })
                : t('replications.left', { seconds: wholeS(p.leftMs) })
              : t('replications.took', { seconds: Math.round(p.elapsedMs / 100) / 10 })}
          </span>
        </div>
      )}
      {status === 'cancelled' && p && (
        <p className="dim">{t('replications.cancelled', { done: p.done, total: p.total })}</p>
      )}
      {status === 'failed' && (
        <p role="alert" className="compare-panel__error">
          {t('replications.failed', { error: problems.join('\n') })}
        </p>
      )}
      {stale && <p className="replications__stale">{t('replications.stale')}</p>}
      {results.groups && job && (
        <PairedTable
          groups={results.groups}
          caption={t('replications.caption', {
            count: finished,
            seconds: wholeS(job.durationMs),
          })}
        />
      )}
    </div>
  );
}
