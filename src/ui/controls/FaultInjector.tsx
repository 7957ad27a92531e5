// Fault injection for one service: slow it down, make it fail, or take it down, now or at a
// chosen simulated time, for a while or until the end.
import { useTranslation } from 'react-i18next';
import { useId, useState } from 'react';
import { appStore } from '../../store/appStore';
import { buildFault, FAULT_LABELS, type FaultDraft, type FaultKind } from './faultDraft';

const KINDS = Object.keys(FAULT_LABELS) as FaultKind[];

/** Words for a fault in the page's language ("Slow it down 20× at 60 s for 30 s"). */
function useDescribe(): (d: Omit<FaultDraft, 'service'>) => string {
  const { t } = useTranslation();
  return (d) => {
    const what =
      d.kind === 'latency'
        ? t('fault.describeLatency', { amount: d.amount })
        : d.kind === 'errors'
          ? t('fault.describeErrors', { amount: d.amount })
          : t('fault.down');
    const when =
      d.when === 'now' ? t('fault.describeNow') : t('fault.describeAt', { seconds: d.atS });
    const span = d.forS > 0 ? t('fault.describeFor', { seconds: d.forS }) : '';
    return `${what} ${when}${span}`;
  };
}
const DEFAULT_AMOUNT: Record<FaultKind, number> = { latency: 20, errors: 50, down: 0 };

export function FaultInjector({ service }: { service: string }) {
  const { t } = useTranslation();
  const describe = useDescribe();
  const id = useId();
  const [draft, setDraft] = useState<Omit<FaultDraft, 'service'>>({
    kind: 'latency',
    amount: DEFAULT_AMOUNT.latency,
    when: 'now',
    atS: 60,
    forS: 0,
  });
  const [done, setDone] = useState<string | null>(null);
  const patch = (p: Partial<FaultDraft>) => {
    setDraft((d) => ({ ...d, ...p }));
    setDone(null);
  };
  const inject = () => {
    const full = { ...draft, service };
    appStore.getState().injectFault(buildFault(full, appStore.getState().nowMs));
    setDone(t('fault.injected', { what: describe(full) }));
  };
  return (
    <fieldset className="setting-group fault-injector" data-testid="fault-injector">
      <legend>{t('fault.legend')}</legend>
      <div className="segmented" role="radiogroup" aria-label={t('fault.kind')}>
        {KINDS.map((kind) => (
          <label key={kind} className={`segmented__option${draft.kind === kind ? ' is-on' : ''}`}>
            <input
              type="radio"
              name={`${id}-kind`}
              checked={draft.kind === kind}
              onChange={() => patch({ kind, amount: DEFAULT_AMOUNT[kind] })}
            />
            {t(`fault.${kind}`)}
          </label>
        ))}
      </div>
      {draft.kind !== 'down' && (
        <label className="inline-field">
          {draft.kind === 'latency' ? t('fault.slowerBy') : t('fault.failing')}
          <input
            type="number"
            min={draft.kind === 'latency' ? 1 : 0}
            max={draft.kind === 'latency' ? 1000 : 100}
            value={draft.amount}
            onChange={(e) => patch({ amount: Number(e.target.value) })}
          />
          {draft.kind === 'latency' ? '×' : t('fault.ofResponses')}
        </label>
      )}
      <div className="segmented" role="radiogroup" aria-label={t('fault.when')}>
        {(['now', 'at'] as const).map((when) => (
          <label key={when} className={`segmented__option${draft.when === when ? ' is-on' : ''}`}>
            <input
              type="radio"
              name={`${id}-when`}
              checked={draft.when === when}
              onChange={() => patch({ when })}
            />
            {when === 'now' ? t('fault.now') : t('fault.atTime')}
          </label>
        ))}
      </div>
      {draft.when === 'at' && (
        <label className="inline-field">
          {t('fault.at')}
          <input
            type="number"
            min={0}
            value={draft.atS}
            onChange={(e) => patch({ atS: Number(e.target.value) })}
          />
          s
        </label>
      )}
      <label className="inline-field" title={t('fault.untilEndTitle')}>
        {t('fault.for')}
        <input
          type="number"
          min={0}
          value={draft.forS}
          onChange={(e) => patch({ forS: Number(e.target.value) })}
        />
        {t('fault.untilEnd')}
      </label>
      <button type="button" className="button button--danger" onClick={inject}>
        ⚡ {describe(draft)}
      </button>
      <p className="status-text" role="status">
        {done}
      </p>
    </fieldset>
  );
}
