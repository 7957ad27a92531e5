// A service in the graph: workers busy of total (bar and number), queue, health in colour
// and in words. Draws only what toFlowElements computed: its live numbers come by id from
// LiveGraphContext, not through React Flow.
import { useTranslation } from 'react-i18next';
import { memo } from 'react';
import { Handle, Position, type NodeProps } from '@xyflow/react';
import type { ServiceFlowNode } from './toFlowElements';
import { percent } from './health';
import { useLiveGraph } from './LiveGraphContext';
import { LiveDescription } from './LiveDescription';

const HEALTH_ICON = {
  idle: '○',
  healthy: '●',
  strained: '▲',
  saturated: '◆',
  failing: '✖',
} as const;

function ServiceNodeView({
  id,
  data: structural,
  selected,
  sourcePosition,
  targetPosition,
}: NodeProps<ServiceFlowNode>) {
  const { t } = useTranslation();
  const live = useLiveGraph().services.get(id);
  const data = live?.data ?? structural;
  const { name, workers, busyWorkers, queueLength, queueCapacity, health, errorRate, fault } = data;
  const busyShare = workers > 0 ? Math.min(1, busyWorkers / workers) : 0;
  return (
    <div
      className={`svc-node health-${health.level}${selected ? ' is-selected' : ''}`}
      data-testid={`service-node-${name}`}
      data-health={health.level}
    >
      <Handle type="target" position={targetPosition ?? Position.Left} isConnectable={false} />
      <div className="svc-node__head">
        <span className="svc-node__name">{name}</span>
        <span className="health-badge">
          <span aria-hidden="true">{HEALTH_ICON[health.level]}</span> {t(`health.${health.level}`)}
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
        <span>
          {t('graph.queue')} <b>{queueLength}</b>
          <span className="dim">/{queueCapacity}</span>
        </span>
        <span>
          {t('graph.errors')} <b>{percent(errorRate)}</b>
        </span>
      </div>
      <LiveDescription elementId={id} text={live?.description} />
      {fault && (
        <div className="fault-chip" role="note">
          <span aria-hidden="true">⚡</span> {fault}
        </div>
      )}
      <Handle type="source" position={sourcePosition ?? Position.Right} isConnectable={false} />
    </div>
  );
}

export const ServiceNode = memo(ServiceNodeView);
