// The selected service in edit mode: its name, its routes and each route's calls.
import { useTranslation } from 'react-i18next';
import type { Scenario, Service } from '../../sim/scenario';
import { CallRow } from './CallRow';
import { NameField } from './NameField';
import { applyEdit, openAddCall, selectInEditor } from './editorStore';
import { calleeChoices } from './calleeChoices';
import { addRoute, removeRoute, removeService, renameRoute, renameService } from './scenarioEdits';

interface Props {
  scenario: Scenario;
  service: Service;
}

export function ServiceEditor({ scenario, service }: Props) {
  const { t } = useTranslation();
  const name = service.name;
  const rename = (to: string) => {
    if (applyEdit(t('editor.edit.rename', { from: name, to }), (s) => renameService(s, name, to)))
      selectInEditor({ kind: 'service', id: to });
  };
  return (
    <div className="editor-section" data-testid="service-editor">
      <NameField
        label={t('editor.serviceName')}
        value={name}
        onCommit={rename}
        testId="service-name"
      />
      <h3 className="editor-subtitle">{t('editor.routesTitle')}</h3>
      <p className="hint">{t('editor.stagesHint')}</p>
      <ul className="route-list">
        {service.routes.map((route) => (
          <li key={route.name} className="route-card">
            <div className="route-card__head">
              <NameField
                label={t('editor.route')}
                value={route.name}
                onCommit={(to) =>
                  applyEdit(t('editor.edit.renameRoute', { route: `${name}/${route.name}` }), (s) =>
                    renameRoute(s, name, route.name, to),
                  )
                }
              />
              <button
                type="button"
                className="button button--quiet"
                disabled={service.routes.length === 1}
                title={service.routes.length === 1 ? t('editor.oneRoute') : undefined}
                aria-label={t('editor.removeRouteLabel', { route: route.name })}
                onClick={() =>
                  applyEdit(t('editor.edit.removeRoute', { route: `${name}/${route.name}` }), (s) =>
                    removeRoute(s, name, route.name),
                  )
                }
              >
                {t('editor.remove')}
              </button>
            </div>
            {route.plan.length === 0 ? (
              <p className="hint">{t('editor.noCalls', { name })}</p>
            ) : (
              <ol className="call-list">
                {route.plan.flatMap((stage, st) =>
                  stage.calls.map((call, c) => (
                    <CallRow
                      key={`${st}:${c}:${call.service}`}
                      scenario={scenario}
                      route={route}
                      at={{ service: name, route: route.name, stage: st, call: c }}
                    />
                  )),
                )}
              </ol>
            )}
          </li>
        ))}
      </ul>
      <div className="button-row">
        <button
          type="button"
          className="button"
          data-testid="add-call-open"
          aria-keyshortcuts="C"
          title={t('editor.addCallKey')}
          disabled={scenario.services.length < 2}
          onClick={() => openAddCall(name, calleeChoices(scenario, name)[0]?.name)}
        >
          {t('editor.addCallOpen')}
        </button>
        <button
          type="button"
          className="button"
          onClick={() => applyEdit(t('editor.edit.addRoute', { name }), (s) => addRoute(s, name))}
        >
          {t('editor.addRoute')}
        </button>
        <button
          type="button"
          className="button button--danger"
          data-testid="remove-service"
          onClick={() => {
            if (applyEdit(t('editor.edit.removeService', { name }), (s) => removeService(s, name)))
              selectInEditor(null);
          }}
        >
          {t('editor.removeService', { name })}
        </button>
      </div>
    </div>
  );
}
