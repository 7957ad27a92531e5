// A service on the stage (presenter mode): what the back row reads. The health's colour and
// icon and the name; the health's word only where the row has room for it; the lesson's
// figures (stageFigures.ts), a row each on a tall card, beside the name on a wide one; and
// the cause, when a trigger hits it. Drawn at exactly the size the layout placed
// (stageCard.ts), so the fit's zoom is the text size the layout promised.
import { useTranslation } from 'react-i18next';
import type { CSSProperties } from 'react';
import { Handle, Position, type NodeProps } from '@xyflow/react';
import type { ServiceFlowNode, ServiceNodeData } from './toFlowElements';
import { HEALTH_ICON } from './health';
import { useLiveGraph } from './LiveGraphContext';
import { LiveDescription } from './LiveDescription';
import { ServiceWorldRows } from './ServiceWorldRows';
import { useGivesWay } from './useGivesWay';
import { CAUSE_ICON, STAGE_CARD_STYLE } from './stageCard';
import { StageFigureView } from './StageFigureView';

function StageCause({ data, wide }: { data: ServiceNodeData; wide: boolean }) {
  const { t } = useTranslation();
  const { cause, name } = data;
  if (!cause) return null;
  const seconds = (
    <span className="cause-chip__for">{Math.max(0, Math.round(cause.forMs / 1000))} s</span>
  );
  return (
    <div className="cause-chip stage-card__cause" role="note" data-testid={`cause-${name}`}>
      <div className="stage-card__cause-row">
        <span className="cause-chip__what">
          <span aria-hidden="true">{CAUSE_ICON}</span> <b>{t('graph.cause')}</b>
          {wide && ` ${cause.kind}`}
        </span>
        {seconds}
      </div>
      {!wide && <div className="stage-card__cause-row">{cause.kind}</div>}
    </div>
  );
}

export function StageServiceCard({
  id,
  data: structural,
  selected,
  sourcePosition,
  targetPosition,
}: NodeProps<ServiceFlowNode>) {
  const { t } = useTranslation();
  const live = useLiveGraph().services.get(id);
  const data = live?.data ?? structural;
  const stage = structural.stage!;
  const { name, health, cause } = data;
  const healthWord = t(`health.${health.level}`);
  const wide = stage.shape === 'wide';
  // The name and the figures are what the room reads: the health's word gives way to them.
  const [headRef, wordGivesWay] = useGivesWay<HTMLDivElement>(`${name}:${healthWord}`);
  const figures = stage.figures.map((figure) => (
    <StageFigureView key={figure} figure={figure} data={data} />
  ));
  const style: CSSProperties = { ...STAGE_CARD_STYLE, width: stage.width, height: stage.height };
  return (
    <div
      className={`svc-node stage-card stage-card--${stage.shape} health-${health.level}${cause ? ' is-cause' : ''}${selected ? ' is-selected' : ''}`}
      style={style}
      data-testid={`service-node-${name}`}
      data-health={health.level}
      data-cause={cause ? 'true' : undefined}
    >
      <Handle type="target" position={targetPosition ?? Position.Left} isConnectable={false} />
      <StageCause data={data} wide={wide} />
      <div className="stage-card__head" ref={headRef}>
        <span
          className="stage-card__health"
          title={healthWord}
          data-testid={`health-${name}`}
          aria-hidden="true"
        >
          {HEALTH_ICON[health.level]}
        </span>
        <span className="svc-node__name">{name}</span>
        {!wordGivesWay && <span className="stage-card__word">{healthWord}</span>}
        {wide && <span className="stage-card__figures">{figures}</span>}
      </div>
      {!wide &&
        figures.map((figure) => (
          <div className="stage-card__row" key={figure.key}>
            {figure}
          </div>
        ))}
      {data.world && <ServiceWorldRows name={name} world={data.world} />}
      <LiveDescription elementId={id} text={live?.description} />
      <Handle type="source" position={sourcePosition ?? Position.Right} isConnectable={false} />
    </div>
  );
}
