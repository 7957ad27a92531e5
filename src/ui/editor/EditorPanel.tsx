// The side panel in edit mode: undo and redo, add a service, what went wrong with the last
// edit, the call being drawn, and the selected service or call.
import '../views.css';
import './editor.css';
import { useState } from 'react';
import { selectScenario } from '../../store/selectors';
import { useAppStore } from '../../store/useAppStore';
import { EdgeEditor } from './EdgeEditor';
import { NewCallForm } from './NewCallForm';
import { ServiceEditor } from './ServiceEditor';
import { UndoRedo } from './UndoRedo';
import { applyEdit, dismissProblems, selectInEditor, useEditor } from './editorStore';
import { addService, uniqueName } from './scenarioEdits';

export function EditorPanel() {
  const scenario = useAppStore(selectScenario);
  const problems = useEditor((s) => s.problems);
  const refusedEdit = useEditor((s) => s.refusedEdit);
  const pending = useEditor((s) => s.pendingCall);
  const selected = useEditor((s) => s.selected);
  const [newName, setNewName] = useState('');
  const service =
    selected?.kind === 'service'
      ? scenario.services.find((s) => s.name === selected.id)
      : undefined;
  const onAdd = () => {
    const name =
      newName.trim() ||
      uniqueName(
        'service',
        scenario.services.map((s) => s.name),
      );
    if (applyEdit(`Add the service ${name}`, (s) => addService(s, name))) {
      setNewName('');
      selectInEditor({ kind: 'service', id: name });
    }
  };
  return (
    <section className="panel editor-panel" aria-label="Edit the graph" data-testid="editor-panel">
      <div className="panel-head">
        <h2 className="panel-title">Edit the graph</h2>
        <UndoRedo />
      </div>
      <p className="hint">Each edit starts the run again from t = 0 with the new graph.</p>
      {refusedEdit && (
        <div className="editor-problems" role="alert" data-testid="editor-problems">
          <strong>“{refusedEdit}” was not applied:</strong>
          <ul>
            {problems.map((p, i) => (
              <li key={i}>{p.message}</li>
            ))}
          </ul>
          <button type="button" className="button" onClick={dismissProblems}>
            OK
          </button>
        </div>
      )}
      {pending && (
        <NewCallForm
          key={`${pending.caller}->${pending.callee}`}
          scenario={scenario}
          pending={pending}
        />
      )}
      <form
        className="editor-add"
        onSubmit={(e) => {
          e.preventDefault();
          onAdd();
        }}
      >
        <label className="editor-field">
          <span className="editor-field__label">New service</span>
          <input
            value={newName}
            placeholder="e.g. cache"
            title="Letters, digits, _ . or -"
            onChange={(e) => setNewName(e.target.value)}
            spellCheck={false}
            data-testid="new-service-name"
          />
        </label>
        <button type="submit" className="button" data-testid="add-service">
          + Add service
        </button>
      </form>
      {service && <ServiceEditor scenario={scenario} service={service} />}
      {selected?.kind === 'edge' && <EdgeEditor scenario={scenario} edgeId={selected.id} />}
      {!selected && !pending && (
        <p className="hint">Click a service or a call in the graph to change it.</p>
      )}
    </section>
  );
}
