// A client (the people or system at the top of the graph): its load (requests a second, or
// the users of a closed loop), its p95, and its answered and failed requests this second.
// On the stage (presenter mode) it is drawn as StageClientCard instead.
import { useTranslation } from 'react-i18next';
import { memo } from 'react';
import { Handle, Position, type NodeProps } from '@xyflow/react';
import type { ClientFlowNode } from './toFlowElements';
import { useLiveGraph } from './LiveGraphContext';
import { LiveDescription } from './LiveDescription';
import { NODE_SIZE } from './graphLayout';
import { formatMs } from './toFlowElements';
import { useGivesWay } from './useGivesWay';
import { StageClientCard } from './StageClientCard';

/** "p95" reads the same in every language. */
const P95 = 'p95';

/** A catalog phrase with its number in bold ("<b>100</b> users", "사용자 <b>100</b>명"). */
function withBoldNumber(text: string, count: number) {
  const at = text.indexOf(String(count));
  if (at < 0) return text;
  return (
    <>
      {text.slice(0, at)}
      <b>{count}</b>
      {text.slice(at + String(count).length)}
    </>
  );
}

function FullClientCard({
  id,
  data: structural,
  selected,
  sourcePosition,
}: NodeProps<ClientFlowNode>) {
  const { t } = useTranslation();
  // Live numbers by id, past React Flow (liveGraph.ts).
  const live = useLiveGraph().clients.get(id);
  const data = live?.data ?? structural;
  const { name, offered, succeeded, failed, p95Ms, users } = data;
  // A closed loop's load is its users; each sends its next request when the last returns.
  const load =
    users !== undefined
      ? withBoldNumber(t('graph.users', { count: users }), users)
      : withBoldNumber(t('graph.perSecond', { count: offered }), offered);
  const kind = t('graph.client');
  // Beside a long p95 ("p95 385 ms", or the Korean word) the kind gives way: the card's
  // colour and its load row already say it is a client, and the name's title names it.
  // Measured again only when the p95's shape changes ("44 ms" → "1.2 s"), not its digits:
  // they share one width, and a measure per redraw forced a layout of the whole page.
  const p95Shape = formatMs(p95Ms).replace(/\d/g, '0');
  const [kindRowRef, kindGivesWay] = useGivesWay<HTMLDivElement>(`${kind}:${p95Shape}`);
  return (
    <div
      className={`client-node${failed > 0 ? ' has-failures' : ''}${selected ? ' is-selected' : ''}`}
      style={{ width: NODE_SIZE.client.width, maxHeight: NODE_SIZE.client.height }}
      data-testid={`client-node-${name}`}
    >
      {/* The name has the head row to itself ("healthcheck" beside "CLIENT" was cut); the
          kind sits on the short p95 row. */}
      <div className="client-node__head" title={kind}>
        <span className="svc-node__name">{name}</span>
      </div>
      <div className="svc-node__row">
        <span data-testid={`client-load-${name}`}>{load}</span>
      </div>
      <div className="svc-node__row" ref={kindRowRef}>
        <span className="dim" data-testid={`client-p95-${name}`}>
          {P95} {formatMs(p95Ms)}
        </span>
        {!kindGivesWay && <span className="client-node__kind">{kind}</span>}
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

/** The presenter card on the stage, the full card everywhere else. */
function ClientNodeView(props: NodeProps<ClientFlowNode>) {
  return props.data.stage ? <StageClientCard {...props} /> : <FullClientCard {...props} />;
}

export const ClientNode = memo(ClientNodeView);
