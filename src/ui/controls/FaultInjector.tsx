// Fault injection for one service: slow it down, make it fail, or take it down, now or at a
// chosen simulated time, for a while or until the end.
import { useId, useState } from 'react';
import { appStore } from '../../store/appStore';
import {
  buildFault,
  describeDraft,
  FAULT_LABELS,
  type FaultDraft,
  type FaultKind,
} from './faultDraft';

const KINDS = Object.keys(FAULT_LABELS) as FaultKind[];
const DEFAULT_AMOUNT: Record<FaultKind, number> = { latency: 20, errors: 50, down: 0 };

export function FaultInjector({ service }: { service: string }) {
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
    setDone(`Injected: ${describeDraft(full)}`);
  };
  return (
    <fieldset className="setting-group fault-injector" data-testid="fault-injector">
      <legend>Fault injection</legend>
      <div className="segmented" role="radiogroup" aria-label="Kind of fault">
        {KINDS.map((kind) => (
          <label key={kind} className={`segmented__option${draft.kind === kind ? ' is-on' : ''}`}>
            <input
              type="radio"
              name={`${id}-kind`}
              checked={draft.kind === kind}
              onChange={() => patch({ kind, amount: DEFAULT_AMOUNT[kind] })}
            />
            {FAULT_LABELS[kind]}
          </label>
        ))}
      </div>
      {draft.kind !== 'down' && (
        <label className="inline-field">
          {draft.kind === 'latency' ? 'Slower by' : 'Failing'}
          <input
            type="number"
            min={draft.kind === 'latency' ? 1 : 0}
            max={draft.kind === 'latency' ? 1000 : 100}
            value={draft.amount}
            onChange={(e) => patch({ amount: Number(e.target.value) })}
          />
          {draft.kind === 'latency' ? '×' : '% of responses (5xx)'}
        </label>
      )}
      <div className="segmented" role="radiogroup" aria-label="When">
        {(['now', 'at'] as const).map((when) => (
          <label key={when} className={`segmented__option${draft.when === when ? ' is-on' : ''}`}>
            <input
              type="radio"
              name={`${id}-when`}
              checked={draft.when === when}
              onChange={() => patch({ when })}
            />
            {when === 'now' ? 'Now' : 'At a time'}
          </label>
        ))}
      </div>
      {draft.when === 'at' && (
        <label className="inline-field">
          At
          <input
            type="number"
            min={0}
            value={draft.atS}
            onChange={(e) => patch({ atS: Number(e.target.value) })}
          />
          s
        </label>
      )}
      <label className="inline-field" title="0: until the end of the run">
        For
        <input
          type="number"
          min={0}
          value={draft.forS}
          onChange={(e) => patch({ forS: Number(e.target.value) })}
        />
        s (0 = until the end)
      </label>
      <button type="button" className="button button--danger" onClick={inject}>
        ⚡ {describeDraft({ ...draft, service })}
      </button>
      <p className="status-text" role="status">
        {done}
      </p>
    </fieldset>
  );
}
