// One call of a route's plan: where it goes, its stage, optional flag, fallback, delete.
import type { Route, Scenario } from '../../sim/scenario';
import { applyEdit } from './editorStore';
import { removeCall, setCallStage, updateCall, type CallRef } from './scenarioEdits';

const FALLBACKS = ['empty', 'cached', 'default'] as const;

interface Props {
  scenario: Scenario;
  route: Route;
  at: CallRef;
}

/** "stage 2 (sequence)" or "with stage 1" choices, as select values. */
function stageOptions(route: Route, at: CallRef): Array<{ value: string; label: string }> {
  const options = route.plan.map((stage, i) => ({
    value: `parallel:${i}`,
    label:
      i === at.stage
        ? `stage ${i + 1}${stage.calls.length > 1 ? ' (in parallel)' : ''}`
        : `in parallel with stage ${i + 1}`,
  }));
  const alone = route.plan[at.stage]?.calls.length === 1;
  const last = at.stage === route.plan.length - 1;
  if (!(alone && last)) options.push({ value: 'new', label: 'a new stage at the end' });
  return options;
}

export function CallRow({ scenario, route, at }: Props) {
  const call = route.plan[at.stage]?.calls[at.call];
  if (!call) return null;
  const callee = scenario.services.find((s) => s.name === call.service);
  const where = `${at.service}/${at.route} → ${call.service}`;
  const onStage = (value: string) =>
    applyEdit(`Move the call ${where}`, (s) =>
      setCallStage(
        s,
        at,
        value === 'new' ? { kind: 'new' } : { kind: 'parallel', stage: Number(value.slice(9)) },
      ),
    );
  return (
    <li className="call-row" data-testid={`call-row-${at.service}-${call.service}`}>
      <div className="call-row__head">
        <span className="call-row__target">
          → <b>{call.service}</b>
          {callee ? (
            <select
              aria-label={`Route of ${call.service} that ${where} calls`}
              value={call.route}
              onChange={(e) =>
                applyEdit(`Change the route of ${where}`, (s) =>
                  updateCall(s, at, { route: e.target.value }),
                )
              }
            >
              {callee.routes.map((r) => (
                <option key={r.name} value={r.name}>
                  /{r.name}
                </option>
              ))}
            </select>
          ) : (
            <span className="bad-text">/{call.route} (missing)</span>
          )}
        </span>
        <button
          type="button"
          className="button button--quiet call-row__delete"
          aria-label={`Delete the call ${where}`}
          onClick={() => applyEdit(`Delete the call ${where}`, (s) => removeCall(s, at))}
        >
          ✕
        </button>
      </div>
      <div className="call-row__options">
        <label>
          <span className="sr-only">Stage of {where}</span>
          <select
            value={`parallel:${at.stage}`}
            onChange={(e) => onStage(e.target.value)}
            aria-label={`Stage of ${where}`}
          >
            {stageOptions(route, at).map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </label>
        <label className="call-row__check">
          <input
            type="checkbox"
            checked={call.optional}
            onChange={(e) =>
              applyEdit(`Set ${where} optional`, (s) =>
                updateCall(s, at, { optional: e.target.checked }),
              )
            }
          />
          optional
        </label>
        <label className={call.optional ? undefined : 'is-off'}>
          fallback{' '}
          <select
            value={call.fallback}
            disabled={!call.optional}
            title={call.optional ? undefined : 'Only an optional call falls back'}
            onChange={(e) =>
              applyEdit(`Set the fallback of ${where}`, (s) =>
                updateCall(s, at, { fallback: e.target.value as (typeof FALLBACKS)[number] }),
              )
            }
          >
            {FALLBACKS.map((f) => (
              <option key={f} value={f}>
                {f}
              </option>
            ))}
          </select>
        </label>
      </div>
    </li>
  );
}
