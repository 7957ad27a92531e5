// The side panel in edit mode: undo and redo, add a service, what went wrong with the last
// edit, the call being drawn, and the selected service or call.
import { useTranslation } from 'react-i18next';
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
import { problemText } from './problemWords';
import { addService, uniqueName } from './scenarioEdits';

export function EditorPanel() {
  const { t } = useTranslation();
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
    if (applyEdit(t('editor.edit.addService', { name }), (s) => addService(s, name))) {
      setNewName('');
      selectInEditor({ kind: 'service', id: name });
    }
  };
  return (
    <section
      className="panel editor-panel"
      aria-label={t('editor.title')}
      data-testid="editor-panel"
    >
      <div className="panel-head">
        <h2 className="panel-title">{t('editor.title')}</h2>
        <UndoRedo />
      </div>
      <p className="hint">{t('editor.restarts')}</p>
      {refusedEdit && (
        <div className="editor-problems" role="alert" data-testid="editor-problems">
          <strong>{t('editor.notApplied', { edit: refusedEdit })}</strong>
          <ul>
            {problems.map((p, i) => (
              <li key={i}>{problemText(t, p)}</li>
            ))}
          </ul>
          <button type="button" className="button" onClick={dismissProblems}>
            {t('editor.ok')}
          </button>
        </div>
      )}
      {pending && (
        <NewCallForm
          key={`${pending.caller}->${pending.pick ? '?' : pending.callee}`}
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
          <span className="editor-field__label">{t('editor.newService')}</span>
          <input
            value={newName}
            placeholder={t('editor.newServicePlaceholder')}
            title={t('editor.nameRules')}
            onChange={(e) => setNewName(e.target.value)}
            spellCheck={false}
            data-testid="new-service-name"
          />
        </label>
        <button type="submit" className="button" data-testid="add-service">
          {t('editor.addService')}
        </button>
      </form>
      {service && <ServiceEditor scenario={scenario} service={service} />}
      {selected?.kind === 'edge' && <EdgeEditor scenario={scenario} edgeId={selected.id} />}
      {!selected && !pending && <p className="hint">{t('editor.pickHint')}</p>}
    </section>
  );
}
