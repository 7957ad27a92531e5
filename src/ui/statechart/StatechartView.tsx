// The selected call's breaker, drawn from its XState definition: states as boxes, automatic
// transitions labelled with the configured values, the current state lit, the last
// transition flashing; below it, the call's retry chains (RetryChainChart).
import { causeWords } from '../log/logWords';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../i18n/lessons';
import { phraseT } from '../i18n/phraseT';
import { useMemo } from 'react';
import '../views.css';
import './statechart.css';
import { breakerMachine } from '../../sim/machines/breaker';
import { useAppStore } from '../../store/useAppStore';
import type { AppState } from '../../store/appStore';
import {
  callPolicyOf,
  selectScenario,
  selectSelection,
  selectTransitions,
} from '../../store/selectors';
import { callLinks } from '../graph/callGraph';
import { engineStateName, layoutStatechart, type MachineConfigLike } from './statechartLayout';
import { StatechartSvg } from './StatechartSvg';
import { RetryChainChart } from './RetryChainChart';

const MACHINE_CONFIG = breakerMachine.config as MachineConfigLike;

/** One cached selector per edge: the view re-renders when that breaker's state changes. */
const breakerStateSelectors = new Map<string, (s: AppState) => string | undefined>();
function selectBreakerState(edge: string) {
  let selector = breakerStateSelectors.get(edge);
  if (!selector) {
    selector = (s: AppState) => s.snapshot?.edges[edge]?.breakerState;
    breakerStateSelectors.set(edge, selector);
  }
  return selector;
}

export function StatechartView() {
  const { t } = useTranslation();
  const scenario = useAppStore(selectScenario);
  const selection = useAppStore(selectSelection);
  const transitions = useAppStore(selectTransitions);
  const edge = useMemo(() => {
    if (selection?.kind === 'edge') return selection.id;
    const links = callLinks(scenario);
    const first = (has: (key: string) => boolean | undefined) => links.find((l) => has(l.key))?.key;
    return (
      first((key) => callPolicyOf(scenario, key)?.breaker.enabled) ??
      first((key) => callPolicyOf(scenario, key)?.retry.enabled)
    );
  }, [scenario, selection]);
  const policy = edge ? callPolicyOf(scenario, edge) : undefined;
  const breaker = policy?.breaker;
  const retryChart = edge && policy?.retry.enabled ? <RetryChainChart edge={edge} /> : null;
  const stateName = useAppStore(selectBreakerState(edge ?? ''));
  const language = useLanguage();
  const layout = useMemo(
    () =>
      breaker
        ? layoutStatechart(MACHINE_CONFIG, breaker, (key, values) =>
            phraseT(t)(`statechartArrows.${key}`, values),
          )
        : undefined,
    // eslint-disable-next-line react-hooks/exhaustive-deps -- t follows the language
    [breaker, language],
  );
  if (!edge || !breaker || !layout) {
    return (
      <section className="panel statechart-panel" aria-label={t('statechart.label')}>
        <h2 className="panel-title">{t('statechart.label')}</h2>
        <p className="hint">{t('statechart.pick')}</p>
        {retryChart}
      </section>
    );
  }
  const current = layout.states.find((s) => engineStateName(s.id) === stateName)?.id;
  const last = [...transitions].reverse().find((t) => t.edge === edge);
  const lastArrow = last
    ? layout.arrows.find(
        (a) => engineStateName(a.from) === last.from && engineStateName(a.to) === last.to,
      )
    : undefined;
  return (
    <section className="panel statechart-panel" aria-label={t('statechart.label')}>
      <h2 className="panel-title">
        {t('statechart.title', { edge: edge.replace('->', ' → ') })}
        {!breaker.enabled && <span className="dim">{t('statechart.off')}</span>}
      </h2>
      <StatechartSvg
        layout={layout}
        current={current}
        flashArrow={lastArrow?.id}
        flashKey={last ? `${last.tMs}` : ''}
      />
      <p className="statechart-note">
        {last ? (
          <>
            {t('statechart.last')}{' '}
            <b>
              {last.from} → {last.to}
            </b>{' '}
            {t('statechart.at', {
              seconds: (last.tMs / 1000).toFixed(1),
              reason: last.cause ? causeWords(t, last.cause) : last.reason,
            })}
          </>
        ) : (
          t('statechart.none')
        )}
        <br />
        <span className="dim">{t('statechart.byHand')}</span>
      </p>
      {retryChart}
    </section>
  );
}
