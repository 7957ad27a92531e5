// A client (the people or system at the top of the graph): its offered, answered and failed
// requests this second.
import { useTranslation } from 'react-i18next';
import { memo } from 'react';
import { Handle, Position, type NodeProps } from '@xyflow/react';
import type { ClientFlowNode } from './toFlowElements';
import { useLiveGraph } from './LiveGraphContext';
import { LiveDescription } from './LiveDescription';

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
      data-testid={`client-node-${name}`}
    >
      <div className="client-node__head">
        <span className="svc-node__name">{name}</span>
        <span className="client-node__kind">{t('graph.client')}</span>
      </div>
      <div className="client-node__rate">
        <b>{offered}</b> req/s
      </div>
      <div className="svc-node__row">
        <span className="ok-text">✓ {succeeded}</span>
        <span className="bad-text">✗ {failed}</span>
      </div>
      <div className="svc-node__row dim">p95 {formatMs(p95Ms)}</div>
      <LiveDescription elementId={id} text={live?.description} />
      <Handle type="source" position={sourcePosition ?? Position.Right} isConnectable={false} />
    </div>
  );
}

function formatMs(ms: number): string {
  return ms >= 1000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.round(ms)} ms`;
}

export const ClientNode = memo(ClientNodeView);
