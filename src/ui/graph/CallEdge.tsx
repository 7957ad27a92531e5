// A call (caller → callee): traffic as stroke width, errors as colour and dashes, animated
// while calls flow; the breaker's state as a badge in colour and words; bulkhead slots x/max;
// a cache's hit ratio this second.
import { useTranslation } from 'react-i18next';
import { memo } from 'react';
import {
  BaseEdge,
  EdgeLabelRenderer,
  getBezierPath,
  Position,
  type EdgeProps,
} from '@xyflow/react';
import type { LabelAnchor } from './edgeLook';
import type { CallFlowEdge } from './toFlowElements';
import { BreakerBadge } from './BreakerBadge';
import { percentDigits } from './health';
import { appStore } from '../../store/appStore';
import { useLiveGraph } from './LiveGraphContext';
import { LiveDescription } from './LiveDescription';
import { detourPath } from './phoneLayout';

/** Along the flow, in the middle of the gap the layout keeps for badges; across it, level with
 * the end that differs between the fan's calls, so their badges stack as their cards do. */
const ALONG_SHARE = 0.5;

function badgePlace(
  p: Pick<EdgeProps, 'sourceX' | 'sourceY' | 'targetX' | 'targetY' | 'sourcePosition'>,
  anchor: LabelAnchor,
  midX: number,
  midY: number,
): { labelX: number; labelY: number } {
  if (anchor === 'middle') return { labelX: midX, labelY: midY };
  const share = anchor === 'source' ? ALONG_SHARE : 1 - ALONG_SHARE;
  const across = anchor === 'source' ? 'source' : 'target';
  if (p.sourcePosition === Position.Bottom)
    return {
      labelX: across === 'source' ? p.sourceX : p.targetX,
      labelY: p.sourceY + share * (p.targetY - p.sourceY),
    };
  return {
    labelX: p.sourceX + share * (p.targetX - p.sourceX),
    labelY: across === 'source' ? p.sourceY : p.targetY,
  };
}

/** Tokens to one decimal: a budget earns fractions of a token per success. */
const roundTokens = (tokens: number) => Math.round(tokens * 10) / 10;

function CallEdgeView(props: EdgeProps<CallFlowEdge>) {
  const { t } = useTranslation();
  const { id, selected, markerEnd } = props;
  // Live numbers by id, past React Flow (liveGraph.ts).
  const live = useLiveGraph().edges.get(id);
  const data = live?.data ?? props.data;
  const [bezier, midX, midY] = getBezierPath(props);
  if (!data) return <BaseEdge id={id} path={bezier} />;
  // On a phone a call that would pass a row goes round the rows, its badge on its own run.
  const detour =
    data.detour &&
    detourPath(
      data.detour,
      { x: props.sourceX, y: props.sourceY },
      { x: props.targetX, y: props.targetY },
    );
  const path = detour?.path ?? bezier;
  const { labelX, labelY } = detour
    ? (({ x, y }) => ({ labelX: x, labelY: y }))(
        data.labelAnchor === 'source' ? detour.source : detour.target,
      )
    : badgePlace(props, data.labelAnchor, midX, midY);
  const blocked = data.breakerState === 'OPEN' || data.breakerState === 'FORCED_OPEN';
  const flowing = data.attempts > 0 && !blocked;
  const className = [
    'call-edge',
    `traffic-${data.traffic}`,
    flowing ? 'is-flowing' : '',
    blocked ? 'is-blocked' : '',
    selected ? 'is-selected' : '',
  ].join(' ');
  const showBadge = data.breakerState !== 'NONE' || data.bulkheadMax > 0 || data.calls > 0;
  const description = <LiveDescription elementId={id} text={live?.description} />;
  // Its own line, or on the stage's packed badge after the calls (badgeSize counts either).
  const errors = data.errorShare > 0 && (
    <span className={`bad-text edge-label__errors${data.packed ? ' is-packed' : ''}`}>
      {data.packed && ' '}
      {percentDigits(data.errorShare)} % ✗
    </span>
  );
  return (
    <>
      <BaseEdge
        id={id}
        path={path}
        markerEnd={markerEnd}
        className={className}
        style={{ strokeWidth: data.strokeWidth }}
        interactionWidth={24}
      />
      {!showBadge && <EdgeLabelRenderer>{description}</EdgeLabelRenderer>}
      {showBadge && (
        <EdgeLabelRenderer>
          <div
            className={`edge-label nodrag nopan${selected ? ' is-selected' : ''}`}
            data-testid={`edge-label-${id}`}
            onClick={() => appStore.getState().select({ kind: 'edge', id })}
            style={{ transform: `translate(-50%, -50%) translate(${labelX}px, ${labelY}px)` }}
          >
            {data.breakerState !== 'NONE' && (
              <BreakerBadge state={data.breakerState} perUser={data.perUser} />
            )}
            {data.perUser?.tokensMin !== undefined && (
              <span className="tokens-badge" title={t('graph.usersTokensTitle')}>
                {t('graph.usersTokens', {
                  min: roundTokens(data.perUser.tokensMin),
                  median: roundTokens(data.perUser.tokensMedian ?? 0),
                })}
              </span>
            )}
            {data.bulkheadMax > 0 && (
              <span className="bulkhead-badge" title={t('graph.bulkheadTitle')}>
                <span aria-hidden="true">▦</span> {data.bulkheadInUse}/{data.bulkheadMax}
              </span>
            )}
            {data.cacheHitRatio >= 0 && (
              <span className="cache-badge" title={t('graph.cacheTitle')}>
                {t('graph.cacheHit', { percent: Math.round(data.cacheHitRatio * 100) })}
              </span>
            )}
            <span className="traffic-badge" title={t('graph.trafficTitle')}>
              {data.calls}/s
              {data.packed && errors}
              {data.attempts !== data.calls && (
                <span className="edge-label__line">
                  {t('graph.sent', { count: data.attempts })}
                </span>
              )}
              {!data.packed && errors}
            </span>
            {description}
          </div>
        </EdgeLabelRenderer>
      )}
    </>
  );
}

export const CallEdge = memo(CallEdgeView);
