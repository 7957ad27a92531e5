// The challenges beside the settings: pick one, read the incident and the goal, change what
// you think fixes it (each change counts against the budget), run the check, and read the
// verdict with its evidence: each goal's measured figure against its bound.
import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import '../lessons/lessons.css';
import './challenges.css';
import { CHALLENGES, getChallenge } from '../../scenarios/challenges/catalog';
import { challengeStart } from '../../scenarios/challenges/evaluate';
import type { Challenge } from '../../scenarios/challenges/types';
import { appStore } from '../../store/appStore';
import { selectScenario } from '../../store/selectors';
import { useAppStore } from '../../store/useAppStore';
import { showFileNotice } from '../files/fileNotice';
import { notReplacedDetail, replaceWork } from '../files/replacedWorkActions';
import { i18n } from '../i18n/i18n';
import { formatValue } from '../lessons/claimStatus';
import { useRunView } from '../lessons/useRunView';
import { roomStore, useRoom } from '../share/roomStore';
import { challengeLink } from './challengeLink';
import { boundText, challengeStatus, type GoalStatus } from './challengeStatus';
import { challengeInLanguage } from './challengeText';
import { useLanguage } from '../i18n/lessons';

function start(challenge: Challenge) {
  // Edited work is kept (Files ▸ Replaced work) before the challenge's start replaces it.
  const replaced = replaceWork(challengeStart(challenge), challenge.presetId);
  if (!replaced.ok) {
    const title = i18n.t('replaced.challengeNotOpened');
    showFileNotice({ kind: 'error', title, detail: notReplacedDetail(replaced.error) });
    return;
  }
  if (replaced.loaded) roomStore.setState({ challenge: challenge.id });
}

/** Replays the scenario as it is now from t = 0, as fast as the engine goes. */
function runCheck() {
  const app = appStore.getState();
  if (!app.loadScenario(app.scenario, app.presetId)) return;
  app.setSpeed('max');
  app.play();
}

function goalLine(t: TFunction, { goal, state }: GoalStatus): string {
  const bound = boundText(goal, formatValue);
  if (state.kind === 'holds' || state.kind === 'fails')
    return t('challenges.measuredLine', { value: formatValue(state.value), bound });
  if (state.kind === 'unavailable') return t('challenges.unavailableLine', { bound });
  return t('challenges.waitingLine', { bound });
}

const VERDICT = {
  passed: 'challenges.passed',
  failed: 'challenges.failed',
  pending: 'challenges.pending',
} as const;
const PENDING = { needsRun: 'challenges.needsRun', running: 'challenges.running' } as const;

function ActiveChallenge({ challenge }: { challenge: Challenge }) {
  const { t } = useTranslation();
  const text = challengeInLanguage(challenge, useLanguage());
  const scenario = useAppStore(selectScenario);
  const { run, runScenario } = useRunView();
  const [copied, setCopied] = useState(false);
  const status = challengeStatus(challenge, scenario, runScenario, run);
  const used = status.changes.paths.length;
  const copy = async () => {
    await navigator.clipboard?.writeText(challengeLink(challenge, window.location)).catch(() => {});
    setCopied(true);
  };
  return (
    <div className="challenge" data-testid="challenge-active">
      <h3 className="challenge__title">{text.title}</h3>
      {text.brief.map((p) => (
        <p key={p}>{p}</p>
      ))}
      <p
        className={`challenge__budget${status.overBudget ? ' is-bad' : ''}`}
        data-testid="challenge-budget"
      >
        {t('challenges.budget', { used, max: challenge.maxChanges })}
        {status.overBudget && ` ${t('challenges.overBudget')}`}
      </p>
      {status.changes.forbidden.length > 0 && (
        <p className="challenge__bad">{t('challenges.forbidden')}</p>
      )}
      {used > 0 && (
        <details className="challenge__changes">
          <summary>{t('challenges.changedList')}</summary>
          <ul>
            {status.changes.paths.map((p) => (
              <li key={p}>
                <code>{p}</code>
              </li>
            ))}
          </ul>
        </details>
      )}
      <details className="challenge__hint">
        <summary>{t('challenges.hint')}</summary>
        <p>{text.hint}</p>
      </details>
      <button
        type="button"
        className="lesson__try"
        onClick={runCheck}
        data-testid="challenge-check"
      >
        {t('challenges.check')}
        <span className="lesson__try-note">{t('challenges.checkNote')}</span>
      </button>
      <div
        className={`challenge__verdict challenge__verdict--${status.verdict}`}
        role="status"
        data-testid="challenge-verdict"
        data-verdict={status.verdict}
      >
        <strong>{t(VERDICT[status.verdict])}</strong>
        {status.pendingReason && <span> {t(PENDING[status.pendingReason])}</span>}
        <ul className="claim-list">
          {status.goals.map((g, i) => (
            <li
              key={g.goal.text}
              className={`claim claim--${g.state.kind === 'holds' ? 'ok' : g.state.kind === 'fails' ? 'bad' : 'wait'}`}
              data-testid="challenge-goal"
            >
              <span className="claim__icon" aria-hidden="true">
                {g.state.kind === 'holds' ? '✓' : g.state.kind === 'fails' ? '✗' : '…'}
              </span>
              <span className="claim__text">
                {text.goals[i] ?? g.goal.text}
                <span className="claim__verdict">{goalLine(t, g)}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
      <div className="challenge__actions">
        <button type="button" className="button" onClick={() => void copy()}>
          {copied ? t('challenges.copied') : t('challenges.copy')}
        </button>
        <button
          type="button"
          className="button button--quiet"
          onClick={() => roomStore.setState({ challenge: null })}
        >
          {t('challenges.leave')}
        </button>
      </div>
    </div>
  );
}

export function ChallengePanel() {
  const { t } = useTranslation();
  const language = useLanguage();
  const activeId = useRoom((r) => r.challenge);
  const active = activeId ? getChallenge(activeId) : undefined;
  return (
    <section
      className="panel challenges"
      aria-label={t('challenges.heading')}
      data-testid="challenges"
    >
      <details open={active !== undefined}>
        <summary className="challenges__summary">{t('challenges.heading')}</summary>
        {active ? (
          <ActiveChallenge challenge={active} />
        ) : (
          <>
            <p className="dim">{t('challenges.intro')}</p>
            <ol className="challenges__list">
              {CHALLENGES.map((c) => (
                <li key={c.id}>
                  <span>{challengeInLanguage(c, language).title}</span>
                  <button
                    type="button"
                    className="button"
                    onClick={() => start(c)}
                    data-testid={`challenge-start-${c.id}`}
                  >
                    {t('challenges.start')}
                  </button>
                </li>
              ))}
            </ol>
          </>
        )}
      </details>
    </section>
  );
}
