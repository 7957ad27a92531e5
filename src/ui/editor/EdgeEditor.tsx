// The selected call (graph edge) in edit mode: every call from the caller to the callee,
// one per route and stage, each editable, and a way to delete them all.
import { useTranslation } from 'react-i18next';
import type { Scenario } from '../../sim/scenario';
import { parseEdgeId } from '../../store/selectors';
import { CallRow } from './CallRow';
import { applyEdit, selectInEditor } from './editorStore';
import { callsBetween, removeEdge } from './scenarioEdits';

export function EdgeEditor({ scenario, edgeId }: { scenario: Scenario; edgeId: string }) {
  const { t } = useTranslation();
  const edge = parseEdgeId(edgeId);
  if (!edge) return null;
  const { caller, callee } = edge;
  const client = scenario.clients.find((c) => c.name === caller);
  if (client) {
    return (
      <p className="hint">{t('editor.clientHint', { caller, callee, route: client.route })}</p>
    );
  }
  const refs = callsBetween(scenario, caller, callee);
  const routes = scenario.services.find((s) => s.name === caller)?.routes ?? [];
  return (
    <div className="editor-section" data-testid="edge-editor">
      <h3 className="editor-subtitle">{t('editor.callsTitle', { caller, callee })}</h3>
      <ol className="call-list">
        {refs.map((at) => {
          const route = routes.find((r) => r.name === at.route);
          return route ? (
            <li key={`${at.route}:${at.stage}:${at.call}`} className="call-list__group">
              <span className="dim">{t('editor.routeOf', { route: at.route })}</span>
              <ol className="call-list">
                <CallRow scenario={scenario} route={route} at={at} />
              </ol>
            </li>
          ) : null;
        })}
      </ol>
      <button
        type="button"
        className="button button--danger"
        onClick={() => {
          if (
            applyEdit(t('editor.edit.deleteCalls', { caller, callee }), (s) =>
              removeEdge(s, caller, callee),
            )
          )
            selectInEditor(null);
        }}
      >
        {refs.length === 1 ? t('editor.deleteOne') : t('editor.deleteMany', { count: refs.length })}
      </button>
    </div>
  );
}
