// A client (the people or system at the top of the graph): its offered, answered and failed
// requests this second.
import { useTranslation } from 'react-i18next';
import { memo } from 'react';
import { Handle, Position, type NodeProps } from '@xyflow/react';
import type { ClientFlowNode } from './toFlowElements';
import { useLiveGraph } from './LiveGraphContext';
import { LiveDescription } from './LiveDescription';
import { NODE_SIZE } from './graphLayout';
import { formatMs } from './toFlowElements';

/** The card's words, in one place. */
const TEXT = { client: 'client', perSecond: 'req/s', p95: 'p95' };

function ClientNodeView({
  id,
  data: structural,
  selected,
  sourcePosition,
}: NodeProps<ClientFlowNode>) {
  const { t } = useTranslation();
  // Live numbers by id, past React Flow (liveGraph.ts).
  const live = useLiveGraph().clients.get(id);
  const data = live?.data ?? structural;
  const { name, offered, succeeded, failed, p95Ms } = data;
  return (
    <div
      className={`client-node${failed > 0 ? ' has-failures' : ''}${selected ? ' is-selected' : ''}`}
      style={{ width: NODE_SIZE.client.width, maxHeight: NODE_SIZE.client.height }}
      data-testid={`client-node-${name}`}
    >
      <div className="client-node__head">
        <span className="svc-node__name">{name}</span>
        <span className="client-node__kind">{t('graph.client')}</span>
      </div>
      <div className="svc-node__row">
        <span>
          <b>{offered}</b> {TEXT.perSecond}
        </span>
        <span className="dim">
          {TEXT.p95} {formatMs(p95Ms)}
        </span>
      </div>
      <div className="svc-node__row">
        <span className="ok-text">✓ {succeeded}</span>
        <span className="bad-text">✗ {failed}</span>
      </div>
      <LiveDescription elementId={id} text={live?.description} />
      <Handle type="source" position={sourcePosition ?? Position.Right} isConnectable={false} />
    </div>
  );
}

export const ClientNode = memo(ClientNodeView);
