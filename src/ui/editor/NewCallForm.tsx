// After a call is drawn: which route makes it, which route it reaches, and when it runs
// (a new stage after the others, or in parallel with an existing stage).
import { useState, type FormEvent } from 'react';
import type { CallSpec, Scenario } from '../../sim/scenario';
import { applyEdit, setPendingCall, type PendingCall } from './editorStore';
import { addCall } from './scenarioEdits';

interface Props {
  scenario: Scenario;
  pending: PendingCall;
}

export function NewCallForm({ scenario, pending }: Props) {
  const { caller, callee } = pending;
  const callerRoutes = scenario.services.find((s) => s.name === caller)?.routes ?? [];
  const calleeRoutes = scenario.services.find((s) => s.name === callee)?.routes ?? [];
  const [callerRoute, setCallerRoute] = useState(callerRoutes[0]?.name ?? 'default');
  const [calleeRoute, setCalleeRoute] = useState(calleeRoutes[0]?.name ?? 'default');
  const [stage, setStage] = useState('new');
  const [optional, setOptional] = useState(false);
  const [fallback, setFallback] = useState<CallSpec['fallback']>('empty');
  const plan = callerRoutes.find((r) => r.name === callerRoute)?.plan ?? [];
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const ok = applyEdit(`Add a call ${caller} → ${callee}`, (s) =>
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
      <h3 className="editor-subtitle">
        New call: {caller} → {callee}
      </h3>
      <label className="editor-field">
        <span className="editor-field__label">From route</span>
        <select value={callerRoute} onChange={(e) => setCallerRoute(e.target.value)}>
          {callerRoutes.map((r) => (
            <option key={r.name}>{r.name}</option>
          ))}
        </select>
      </label>
      <label className="editor-field">
        <span className="editor-field__label">To route</span>
        <select value={calleeRoute} onChange={(e) => setCalleeRoute(e.target.value)}>
          {calleeRoutes.map((r) => (
            <option key={r.name}>{r.name}</option>
          ))}
        </select>
      </label>
      <label className="editor-field">
        <span className="editor-field__label">When</span>
        <select
          value={stage}
          onChange={(e) => setStage(e.target.value)}
          data-testid="new-call-stage"
        >
          <option value="new">after the other calls (a new stage {plan.length + 1})</option>
          {plan.map((st, i) => (
            <option key={i} value={String(i)}>
              in parallel with stage {i + 1} ({st.calls.map((c) => c.service).join(', ')})
            </option>
          ))}
        </select>
      </label>
      <label className="call-row__check">
        <input type="checkbox" checked={optional} onChange={(e) => setOptional(e.target.checked)} />
        optional: on failure, fall back instead of failing
      </label>
      {optional && (
        <label className="editor-field">
          <span className="editor-field__label">Fallback</span>
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
          Add the call
        </button>
        <button type="button" className="button" onClick={() => setPendingCall(null)}>
          Cancel
        </button>
      </div>
    </form>
  );
}
