// A client on the stage (presenter mode): its name, and this second's answered and failed
// requests, a row each (its load is the call's badge beside it).
import type { CSSProperties } from 'react';
import { Handle, Position, type NodeProps } from '@xyflow/react';
import type { ClientFlowNode } from './toFlowElements';
import { useLiveGraph } from './LiveGraphContext';
import { LiveDescription } from './LiveDescription';
import { COUNT_MARKS, STAGE_CARD_STYLE } from './stageCard';

export function StageClientCard({
  id,
  data: structural,
  selected,
  sourcePosition,
}: NodeProps<ClientFlowNode>) {
  const live = useLiveGraph().clients.get(id);
  const data = live?.data ?? structural;
  const stage = structural.stage!;
  const { name, succeeded, failed } = data;
  const [ok, bad] = COUNT_MARKS;
  const counts = [
    <span key="ok" className="ok-text" data-testid={`client-ok-${name}`}>
      {ok} <b>{succeeded}</b>
    </span>,
    <span key="bad" className="bad-text" data-testid={`client-failed-${name}`}>
      {bad} <b>{failed}</b>
    </span>,
  ];
  const style: CSSProperties = { ...STAGE_CARD_STYLE, width: stage.width, height: stage.height };
  return (
    <div
      className={`client-node stage-card${failed > 0 ? ' has-failures' : ''}${selected ? ' is-selected' : ''}`}
      style={style}
      data-testid={`client-node-${name}`}
    >
      <div className="stage-card__head">
        <span className="svc-node__name">{name}</span>
      </div>
      {counts.map((count) => (
        <div className="stage-card__row" key={count.key}>
          {count}
        </div>
      ))}
      <LiveDescription elementId={id} text={live?.description} />
      <Handle type="source" position={sourcePosition ?? Position.Right} isConnectable={false} />
    </div>
  );
}
