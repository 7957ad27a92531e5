// After a call is drawn (or, from the keyboard, its callee picked from a list): which route
// makes it, which route it reaches, and when it runs (a new stage after the others, or in
// parallel with an existing stage). Both ways add it through the same validated, undoable edit.
import { useTranslation } from 'react-i18next';
import { useMemo, useState, type FormEvent, type KeyboardEvent } from 'react';
import { calleeChoices } from './calleeChoices';
import type { CallSpec, Scenario } from '../../sim/scenario';
import { applyEdit, setPendingCall, type PendingCall } from './editorStore';
import { addCall } from './scenarioEdits';

interface Props {
  scenario: Scenario;
  pending: PendingCall;
}

export function NewCallForm({ scenario, pending }: Props) {
  const { t } = useTranslation();
  const { caller } = pending;
  const choices = useMemo(
    () => (pending.pick ? calleeChoices(scenario, caller) : []),
    [pending.pick, scenario, caller],
  );
  const [callee, setCallee] = useState(pending.callee);
  const routesOf = (name: string) => scenario.services.find((s) => s.name === name)?.routes ?? [];
  const callerRoutes = routesOf(caller);
  const calleeRoutes = routesOf(callee);
  const [callerRoute, setCallerRoute] = useState(callerRoutes[0]?.name ?? 'default');
  const [calleeRoute, setCalleeRoute] = useState(calleeRoutes[0]?.name ?? 'default');
  const pickCallee = (name: string) => {
    setCallee(name);
    setCalleeRoute(routesOf(name)[0]?.name ?? 'default');
  };
  // Enter on the list adds the call, as it would in a text field of the form.
  const submitOnEnter = (event: KeyboardEvent<HTMLSelectElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    event.currentTarget.form?.requestSubmit();
  };
  const [stage, setStage] = useState('new');
  const [optional, setOptional] = useState(false);
  const [fallback, setFallback] = useState<CallSpec['fallback']>('empty');
  const plan = callerRoutes.find((r) => r.name === callerRoute)?.plan ?? [];
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const ok = applyEdit(t('editor.edit.addCall', { caller, callee }), (s) =>
      addCall(s, {
        caller,
        callerRoute,
        callee,
        calleeRoute,
        stage: stage === 'new' ? { kind: 'new' } : { kind: 'parallel', stage: Number(stage) },
        optional,
        fallback,
      }),
    );
    if (ok) setPendingCall(null);
  };
  return (
    <form className="new-call" onSubmit={onSubmit} data-testid="new-call-form">
      <h3 className="editor-subtitle">{t('editor.newCall', { caller, callee })}</h3>
      {pending.pick && (
        <label className="editor-field">
          <span className="editor-field__label">{t('editor.callee')}</span>
          <select
            value={callee}
            onChange={(e) => pickCallee(e.target.value)}
            onKeyDown={submitOnEnter}
            // The form opened from the keyboard: the list is what to answer first.
            autoFocus
            data-testid="new-call-callee"
          >
            {choices.map((c) => (
              <option key={c.name} value={c.name}>
                {c.closesLoop
                  ? t('editor.calleeLoop', { name: c.name })
                  : c.alreadyCalled
                    ? t('editor.calleeCalled', { name: c.name })
                    : c.name}
              </option>
            ))}
          </select>
        </label>
      )}
      <label className="editor-field">
        <span className="editor-field__label">{t('editor.fromRoute')}</span>
        <select value={callerRoute} onChange={(e) => setCallerRoute(e.target.value)}>
          {callerRoutes.map((r) => (
            <option key={r.name}>{r.name}</option>
          ))}
        </select>
      </label>
      <label className="editor-field">
        <span className="editor-field__label">{t('editor.toRoute')}</span>
        <select value={calleeRoute} onChange={(e) => setCalleeRoute(e.target.value)}>
          {calleeRoutes.map((r) => (
            <option key={r.name}>{r.name}</option>
          ))}
        </select>
      </label>
      <label className="editor-field">
        <span className="editor-field__label">{t('editor.when')}</span>
        <select
          value={stage}
          onChange={(e) => setStage(e.target.value)}
          data-testid="new-call-stage"
        >
          <option value="new">{t('editor.newStage', { stage: plan.length + 1 })}</option>
          {plan.map((st, i) => (
            <option key={i} value={String(i)}>
              {t('editor.parallelWith', {
                stage: i + 1,
                services: st.calls.map((c) => c.service).join(', '),
              })}
            </option>
          ))}
        </select>
      </label>
      <label className="call-row__check">
        <input type="checkbox" checked={optional} onChange={(e) => setOptional(e.target.checked)} />
        {t('editor.optionalLong')}
      </label>
      {optional && (
        <label className="editor-field">
          <span className="editor-field__label">{t('editor.fallback')}</span>
          <select
            value={fallback}
            onChange={(e) => setFallback(e.target.value as CallSpec['fallback'])}
          >
            <option value="empty">empty</option>
            <option value="cached">cached</option>
            <option value="default">default</option>
          </select>
        </label>
      )}
      <div className="button-row">
        <button type="submit" className="button button--primary" data-testid="add-call">
          {t('editor.addCall')}
        </button>
        <button type="button" className="button" onClick={() => setPendingCall(null)}>
          {t('editor.cancel')}
        </button>
      </div>
    </form>
  );
}
