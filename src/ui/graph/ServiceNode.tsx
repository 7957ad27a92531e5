// A service in the graph: its health (colour, icon and word), p99 latency, workers busy of
// total (bar and number), queue and errors; a service under a fault is marked as the cause,
// with the fault's kind and how long it has lasted (on the stage, in presenter mode, it is
// drawn as StageServiceCard instead). Draws only what toFlowElements computed:
// its live numbers come by id from LiveGraphContext, not through React Flow.
import { useTranslation } from 'react-i18next';
import { memo } from 'react';
import { Handle, Position, type NodeProps } from '@xyflow/react';
import { formatMs, type ServiceFlowNode } from './toFlowElements';
import { HEALTH_ICON, percent } from './health';
import { useLiveGraph } from './LiveGraphContext';
import { LiveDescription } from './LiveDescription';
import { CAUSE_ROW_HEIGHT, NODE_SIZE, WORLD_ROWS_HEIGHT } from './graphLayout';
import { ServiceWorldRows } from './ServiceWorldRows';
import { useGivesWay } from './useGivesWay';
import { StageServiceCard } from './StageServiceCard';

function FullServiceCard({
  id,
  data: structural,
  selected,
  sourcePosition,
  targetPosition,
}: NodeProps<ServiceFlowNode>) {
  const { t } = useTranslation();
  const live = useLiveGraph().services.get(id);
  const data = live?.data ?? structural;
  const { name, workers, busyWorkers, queueLength, queueCapacity, health, errorRate } = data;
  const { p99Ms, cause } = data;
  const busyShare = workers > 0 ? Math.min(1, busyWorkers / workers) : 0;
  const healthWord = t(`health.${health.level}`);
  // The name is what the room reads first: beside a long one, the health badge keeps its
  // icon and colour and gives up its word (still in its title and the card's description).
  const [badgeRef, badgeShort] = useGivesWay<HTMLSpanElement>(`${name}:${healthWord}`);
  return (
    <div
      className={`svc-node health-${health.level}${cause ? ' is-cause' : ''}${selected ? ' is-selected' : ''}`}
      // Never taller than the layout reserved (graphLayout.ts serviceSize): the rows keep one
      // line each.
      style={{
        width: NODE_SIZE.service.width,
        maxHeight:
          NODE_SIZE.service.height +
          (cause ? CAUSE_ROW_HEIGHT : 0) +
          (data.world ? WORLD_ROWS_HEIGHT : 0),
      }}
      data-testid={`service-node-${name}`}
      data-health={health.level}
      data-cause={cause ? 'true' : undefined}
    >
      <Handle type="target" position={targetPosition ?? Position.Left} isConnectable={false} />
      {cause && (
        <div className="cause-chip" role="note" data-testid={`cause-${name}`}>
          <span className="cause-chip__what">
            {/* No space after the icon: its glyph has its own. */}
            <span aria-hidden="true">⚡</span>
            <b>{t('graph.cause')}</b> {cause.kind}
          </span>{' '}
          <span className="cause-chip__for">{Math.max(0, Math.round(cause.forMs / 1000))} s</span>
        </div>
      )}
      <div className="svc-node__head">
        <span className="svc-node__name">{name}</span>
        <span
          className="health-badge"
          ref={badgeRef}
          title={healthWord}
          data-testid={`health-${name}`}
        >
          <span aria-hidden="true">{HEALTH_ICON[health.level]}</span>
          {!badgeShort && ` ${healthWord}`}
        </span>
      </div>
      <div className="svc-node__metric" title={t('graph.workersTitle')}>
        <span className="svc-node__label">{t('graph.workers')}</span>
        <span
          className="meter"
          role="meter"
          aria-label={t('graph.workersBusy', { busy: busyWorkers, total: workers })}
          aria-valuemin={0}
          aria-valuemax={workers}
          aria-valuenow={busyWorkers}
        >
          <span className="meter__fill" style={{ width: `${busyShare * 100}%` }} />
        </span>
        <span className="svc-node__value">
          {busyWorkers}/{workers}
        </span>
      </div>
      <div className="svc-node__row">
        <span className="svc-node__latency" data-testid={`p99-${name}`}>
          p99 <b>{formatMs(p99Ms)}</b>
        </span>
        <span title={t('graph.errors')}>
          <span aria-hidden="true">✗</span> <b>{percent(errorRate)}</b>
        </span>
        <span title={`${t('graph.queue')} ${queueLength}/${queueCapacity}`}>
          {t('graph.queueShort')} <b>{queueLength}</b>
        </span>
      </div>
      {data.world && <ServiceWorldRows name={name} world={data.world} />}
      <LiveDescription elementId={id} text={live?.description} />
      <Handle type="source" position={sourcePosition ?? Position.Right} isConnectable={false} />
    </div>
  );
}

/** The presenter card on the stage, the full card everywhere else. */
function ServiceNodeView(props: NodeProps<ServiceFlowNode>) {
  return props.data.stage ? <StageServiceCard {...props} /> : <FullServiceCard {...props} />;
}

export const ServiceNode = memo(ServiceNodeView);
