// One call of a route's plan: where it goes, its stage, optional flag, fallback, delete.
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
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
function stageOptions(
  route: Route,
  at: CallRef,
  t: TFunction,
): Array<{ value: string; label: string }> {
  const options = route.plan.map((stage, i) => ({
    value: `parallel:${i}`,
    label:
      i === at.stage
        ? stage.calls.length > 1
          ? t('editor.stageParallel', { stage: i + 1 })
          : t('editor.stage', { stage: i + 1 })
        : t('editor.inParallel', { stage: i + 1 }),
  }));
  const alone = route.plan[at.stage]?.calls.length === 1;
  const last = at.stage === route.plan.length - 1;
  if (!(alone && last)) options.push({ value: 'new', label: t('editor.newStageEnd') });
  return options;
}

export function CallRow({ scenario, route, at }: Props) {
  const { t } = useTranslation();
  const call = route.plan[at.stage]?.calls[at.call];
  if (!call) return null;
  const callee = scenario.services.find((s) => s.name === call.service);
  const where = `${at.service}/${at.route} → ${call.service}`;
  const onStage = (value: string) =>
    applyEdit(t('editor.edit.moveCall', { where }), (s) =>
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
              aria-label={t('editor.calleeRoute', { service: call.service, where })}
              value={call.route}
              onChange={(e) =>
                applyEdit(t('editor.edit.changeRoute', { where }), (s) =>
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
            <span className="bad-text">
              /{call.route} {t('editor.missing')}
            </span>
          )}
        </span>
        <button
          type="button"
          className="button button--quiet call-row__delete"
          aria-label={t('editor.deleteCall', { where })}
          onClick={() =>
            applyEdit(t('editor.edit.deleteCall', { where }), (s) => removeCall(s, at))
          }
        >
          ✕
        </button>
      </div>
      <div className="call-row__options">
        <label>
          <span className="sr-only">{t('editor.stageOf', { where })}</span>
          <select
            value={`parallel:${at.stage}`}
            onChange={(e) => onStage(e.target.value)}
            aria-label={t('editor.stageOf', { where })}
          >
            {stageOptions(route, at, t).map((o) => (
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
              applyEdit(t('editor.edit.setOptional', { where }), (s) =>
                updateCall(s, at, { optional: e.target.checked }),
              )
            }
          />
          {t('editor.optional')}
        </label>
        <label className={call.optional ? undefined : 'is-off'}>
          {t('editor.fallbackShort')}{' '}
          <select
            value={call.fallback}
            disabled={!call.optional}
            title={call.optional ? undefined : t('editor.onlyOptional')}
            onChange={(e) =>
              applyEdit(t('editor.edit.setFallback', { where }), (s) =>
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
