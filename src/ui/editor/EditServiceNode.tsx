// A service in edit mode: its name and routes, a handle on the right to drag a call from,
// and a mark when a refused edit is about it.
import { useTranslation } from 'react-i18next';
import { memo } from 'react';
import { Handle, Position, type Node, type NodeProps } from '@xyflow/react';

type EditServiceData = {
  name: string;
  routes: string[];
  workers: number;
  problem?: string;
};
export type EditServiceNodeType = Node<EditServiceData, 'editService'>;

function EditServiceNodeView({ data, selected }: NodeProps<EditServiceNodeType>) {
  const { t } = useTranslation();
  const classes = ['edit-node', selected && 'is-selected', data.problem && 'has-problem'];
  return (
    <div className={classes.filter(Boolean).join(' ')} data-testid={`edit-node-${data.name}`}>
      <Handle type="target" position={Position.Left} className="edit-node__handle" />
      <div className="edit-node__name">{data.name}</div>
      <div className="edit-node__meta">
        {t('editor.workers', { count: data.workers })} ·{' '}
        {data.routes.length === 1 ? t('editor.routeWord') : t('editor.routesWord')}{' '}
        {data.routes.join(', ')}
      </div>
      {data.problem && (
        <div className="edit-node__problem" role="note">
          <span aria-hidden="true">⚠</span> {data.problem}
        </div>
      )}
      <Handle
        type="source"
        position={Position.Right}
        className="edit-node__handle"
        title={t('editor.dragToAdd')}
      />
    </div>
  );
}

export const EditServiceNode = memo(EditServiceNodeView);
