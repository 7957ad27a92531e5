// The graph in edit mode: drag from a service's right handle to another service to add a
// call; click a service or a call to edit it in the panel; Delete removes the selection.
import { useTranslation } from 'react-i18next';
import { i18n } from '../i18n/i18n';
import { useCallback, useMemo, type KeyboardEvent } from 'react';
import {
  Background,
  Controls,
  ReactFlow,
  type Connection,
  type EdgeMouseHandler,
  type NodeMouseHandler,
} from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import './editor.css';
import { selectScenario } from '../../store/selectors';
import { useAppStore } from '../../store/useAppStore';
import { ClientNode } from '../graph/ClientNode';
import { EditServiceNode } from './EditServiceNode';
import { editorElements, type EditNode } from './editorElements';
import { applyEdit, openAddCall, selectInEditor, setPendingCall, useEditor } from './editorStore';
import { calleeChoices, focusedService } from './calleeChoices';
import { removeEdge, removeService } from './scenarioEdits';
import { useFlowAriaLabels } from '../graph/flowAriaLabels';

const nodeTypes = { editService: EditServiceNode, client: ClientNode };
const fitViewOptions = { padding: 0.08 };
const SERVICE_PREFIX = 'service:';

const serviceName = (nodeId: string | null | undefined): string | undefined =>
  nodeId?.startsWith(SERVICE_PREFIX) ? nodeId.slice(SERVICE_PREFIX.length) : undefined;

export function EditorGraph() {
  const { t, i18n: lang } = useTranslation();
  const ariaLabelConfig = useFlowAriaLabels();
  const scenario = useAppStore(selectScenario);
  const problems = useEditor((s) => s.problems);
  const selected = useEditor((s) => s.selected);
  const { nodes, edges } = useMemo(
    () => editorElements(scenario, problems, selected),
    // The edges' names are in the page's language: worded again when it changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [scenario, problems, selected, lang.language],
  );
  const onConnect = useCallback((connection: Connection) => {
    const caller = serviceName(connection.source);
    const callee = serviceName(connection.target);
    if (caller && callee) setPendingCall({ caller, callee });
  }, []);
  const onNodeClick = useCallback<NodeMouseHandler<EditNode>>((_, node) => {
    const name = serviceName(node.id);
    if (name) selectInEditor({ kind: 'service', id: name });
  }, []);
  const onEdgeClick = useCallback<EdgeMouseHandler>((_, edge) => {
    if (!edge.id.startsWith('refused:')) selectInEditor({ kind: 'edge', id: edge.id });
  }, []);
  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLDivElement>) => {
      // A focused service: Enter picks it for the side panel, C opens "Add call…" from it
      // (the keyboard's way to draw a call; the same form and validation as a drag).
      const focused = focusedService(event.target);
      if (focused && !event.ctrlKey && !event.metaKey && !event.altKey) {
        if (event.key === 'Enter') {
          event.preventDefault();
          selectInEditor({ kind: 'service', id: focused });
          return;
        }
        if (event.key === 'c' || event.key === 'C') {
          event.preventDefault();
          selectInEditor({ kind: 'service', id: focused });
          openAddCall(focused, calleeChoices(scenario, focused)[0]?.name);
          return;
        }
      }
      if (event.key !== 'Delete' && event.key !== 'Backspace') return;
      if ((event.target as HTMLElement).closest('input, select, textarea')) return;
      if (!selected) return;
      event.preventDefault();
      if (selected.kind === 'service') {
        applyEdit(i18n.t('editor.edit.removeService', { name: selected.id }), (s) =>
          removeService(s, selected.id),
        );
        selectInEditor(null);
      } else {
        const [caller = '', callee = ''] = selected.id.split('->');
        if (scenario.clients.some((c) => c.name === caller)) return;
        applyEdit(i18n.t('editor.edit.deleteCalls', { caller, callee }), (s) =>
          removeEdge(s, caller, callee),
        );
        selectInEditor(null);
      }
    },
    [selected, scenario],
  );
  return (
    <section
      className="panel graph-panel editor-graph"
      aria-label={t('editor.graphLabel')}
      onKeyDown={onKeyDown}
      data-testid="editor-graph"
    >
      <p className="editor-graph__hint">
        <strong>{t('editor.mode')}</strong> {t('editor.modeHint')}
      </p>
      <div className="graph-canvas">
        <ReactFlow
          nodes={nodes}
          edges={edges}
          nodeTypes={nodeTypes}
          onConnect={onConnect}
          onNodeClick={onNodeClick}
          onEdgeClick={onEdgeClick}
          onPaneClick={() => selectInEditor(null)}
          nodesDraggable={false}
          nodesConnectable
          elementsSelectable
          deleteKeyCode={null}
          fitView
          fitViewOptions={fitViewOptions}
          minZoom={0.2}
          ariaLabelConfig={ariaLabelConfig}
        >
          <Background gap={28} />
          <Controls showInteractive={false} />
        </ReactFlow>
      </div>
    </section>
  );
}
