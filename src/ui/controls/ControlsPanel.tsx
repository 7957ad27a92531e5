// The settings panel: the clients' rates always, then the selected service or call.
// Every edit goes through the store's scenario actions, never into the engine.
import { useTranslation } from 'react-i18next';
import '../views.css';
import './controls.css';
import { useAppStore } from '../../store/useAppStore';
import {
  callPolicyOf,
  parseEdgeId,
  selectScenario,
  selectScenarioIssues,
  selectSelection,
} from '../../store/selectors';
import { ClientRates } from './ClientRates';
import { issueText } from './issueText';
import { EdgeControls } from './EdgeControls';
import { SelectionPicker } from './SelectionPicker';
import { ServiceControls } from './ServiceControls';

export function ControlsPanel() {
  const { t } = useTranslation();
  const scenario = useAppStore(selectScenario);
  const selection = useAppStore(selectSelection);
  const issues = useAppStore(selectScenarioIssues);
  const service =
    selection?.kind === 'service'
      ? scenario.services.find((s) => s.name === selection.id)
      : undefined;
  const edge = selection?.kind === 'edge' ? parseEdgeId(selection.id) : null;
  const policy = selection?.kind === 'edge' ? callPolicyOf(scenario, selection.id) : undefined;
  return (
    <section className="panel controls-panel" aria-label={t('controls.label')}>
      <h2 className="panel-title">{t('controls.label')}</h2>
      <ClientRates clients={scenario.clients} />
      <SelectionPicker scenario={scenario} selection={selection} />
      {issues.length > 0 && (
        <ul className="field__error" role="alert">
          {issues.map((i) => (
            <li key={`${i.path}:${i.message}`}>{issueText(t, i)}</li>
          ))}
        </ul>
      )}
      {service && <ServiceControls service={service} />}
      {selection?.kind === 'edge' && edge && policy && (
        <EdgeControls
          edge={selection.id}
          caller={edge.caller}
          callee={edge.callee}
          policy={policy}
        />
      )}
      {!selection && <p className="hint">{t('controls.hint')}</p>}
    </section>
  );
}
