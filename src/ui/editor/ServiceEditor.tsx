// The selected service in edit mode: its name, its routes and each route's calls.
import type { Scenario, Service } from '../../sim/scenario';
import { CallRow } from './CallRow';
import { NameField } from './NameField';
import { applyEdit, selectInEditor } from './editorStore';
import { addRoute, removeRoute, removeService, renameRoute, renameService } from './scenarioEdits';

interface Props {
  scenario: Scenario;
  service: Service;
}

export function ServiceEditor({ scenario, service }: Props) {
  const name = service.name;
  const rename = (to: string) => {
    if (applyEdit(`Rename ${name} to ${to}`, (s) => renameService(s, name, to)))
      selectInEditor({ kind: 'service', id: to });
  };
  return (
    <div className="editor-section" data-testid="service-editor">
      <NameField label="Service name" value={name} onCommit={rename} testId="service-name" />
      <h3 className="editor-subtitle">Routes and the calls they make</h3>
      <p className="hint">
        Stages run one after another; the calls inside a stage run in parallel.
      </p>
      <ul className="route-list">
        {service.routes.map((route) => (
          <li key={route.name} className="route-card">
            <div className="route-card__head">
              <NameField
                label="Route"
                value={route.name}
                onCommit={(to) =>
                  applyEdit(`Rename the route ${name}/${route.name}`, (s) =>
                    renameRoute(s, name, route.name, to),
                  )
                }
              />
              <button
                type="button"
                className="button button--quiet"
                disabled={service.routes.length === 1}
                title={service.routes.length === 1 ? 'A service needs one route' : undefined}
                aria-label={`Remove the route ${route.name}`}
                onClick={() =>
                  applyEdit(`Remove the route ${name}/${route.name}`, (s) =>
                    removeRoute(s, name, route.name),
                  )
                }
              >
                Remove
              </button>
            </div>
            {route.plan.length === 0 ? (
              <p className="hint">
                No calls: drag from {name}’s right edge to another service to add one.
              </p>
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
          onClick={() => applyEdit(`Add a route to ${name}`, (s) => addRoute(s, name))}
        >
          + Add route
        </button>
        <button
          type="button"
          className="button button--danger"
          data-testid="remove-service"
          onClick={() => {
            if (applyEdit(`Remove ${name}`, (s) => removeService(s, name))) selectInEditor(null);
          }}
        >
          Remove {name}
        </button>
      </div>
    </div>
  );
}
