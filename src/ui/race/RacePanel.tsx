// The library race: one outage through every library's breaker preset on the
// same random draws (raceBreakers), as a table and one timeline per library: when it trips,
// when it closes again, how many calls it let through to the sick service, and why.
// Loaded with React.lazy; the race runs in Web Workers (useRace.ts), the page only draws.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BREAKER_PRESETS, DEFAULT_OUTAGE } from '../../sim/libraries';
import { raceReason } from './raceReasons';
import { RaceProgress } from './RaceProgress';
import { RaceTimeline } from './RaceTimeline';
import { useRace } from './useRace';
import './race.css';

/** Rates to race at: few calls make minimum-call counts matter, many make them vanish. */
const RACE_RATES = [5, 20, 100] as const;

const seconds = (ms: number | undefined, never: string) =>
  ms === undefined ? never : `${(ms / 1000).toFixed(1)} s`;

export default function RacePanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [rps, setRps] = useState<number>(DEFAULT_OUTAGE.rps);
  const race = useRace(rps);
  const result = race.view.status === 'done' ? race.view.result : undefined;
  const outage = result?.outage ?? { ...DEFAULT_OUTAGE, rps };
  const reasonOf = (id: string) => {
    const preset = BREAKER_PRESETS.find((p) => p.id === id);
    if (!preset) return '';
    const r = raceReason(preset);
    if (r.kind === 'consecutive') return t('race.reason.consecutive', r);
    return [
      t(`race.reason.${r.kind}`, r),
      // A breaker that may trip on its first failure has no minimum worth saying.
      ...(r.minCalls > 1 ? [t('race.reason.needs', r)] : []),
      ...(r.countsRefused ? [t('race.reason.countsRefused')] : []),
      t('race.reason.opens', { ...r, count: r.trials }),
    ].join(', ');
  };
  return (
    <section className="panel race-panel" aria-label={t('race.title')} data-testid="race-panel">
      <h2 className="panel-title">
        {t('race.title')}
        <button type="button" className="btn btn--ghost race-close" onClick={onClose}>
          {t('race.close')}
        </button>
      </h2>
      <p className="race-intro">{t('race.intro')}</p>
      <div className="race-controls">
        <label>
          {t('race.rate')}{' '}
          <select
            value={rps}
            onChange={(e) => setRps(Number(e.target.value))}
            data-testid="race-rate"
          >
            {RACE_RATES.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </select>
        </label>
        <span>{t('race.outage', { from: outage.atMs / 1000, until: outage.untilMs / 1000 })}</span>
      </div>
      {!result ? (
        <RaceProgress view={race.view} onCancel={race.cancel} onAgain={race.again} />
      ) : (
        <>
          <table className="race-table" data-testid="race-table" data-rps={rps}>
            <thead>
              <tr>
                <th scope="col">{t('race.library')}</th>
                <th scope="col">{t('race.trips')}</th>
                <th scope="col">{t('race.recovers')}</th>
                <th scope="col">{t('race.letThrough')}</th>
                <th scope="col">{t('race.why')}</th>
              </tr>
            </thead>
            <tbody>
              {result.tripOrder.map((id) => {
                const e = result.entries.find((x) => x.id === id)!;
                const firstTrip = result.tripOrder[0] === id && e.trippedAtMs !== undefined;
                const firstBack = result.recoveryOrder[0] === id && e.recoveredAtMs !== undefined;
                return (
                  <tr key={id} data-testid={`race-row-${id}`}>
                    <th scope="row">{e.library}</th>
                    <td>
                      {seconds(e.trippedAtMs, t('race.never'))}
                      {firstTrip && <span className="race-first"> {t('race.first')}</span>}
                    </td>
                    <td>
                      {seconds(e.recoveredAtMs, t('race.never'))}
                      {firstBack && <span className="race-first"> {t('race.first')}</span>}
                    </td>
                    <td className="race-num" data-testid={`race-calls-${id}`}>
                      {e.callsToSickService}
                    </td>
                    <td className="race-why">{reasonOf(id)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <RaceTimeline result={result} />
          <p className="race-note">{t('race.timeline')}</p>
        </>
      )}
    </section>
  );
}
