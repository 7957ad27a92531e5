// Pure: scenario + live snapshot + latest per-second frame → React Flow nodes and edges.
// No React here; the custom node and edge components only draw what this computes.
import { i18n } from '../i18n/i18n';
import { Position, type Edge, type Node } from '@xyflow/react';
import type { Scenario } from '../../sim/scenario';
import {
  edgeKey,
  type BreakerStateName,
  type LiveSnapshot,
  type RunSummary,
  type SecondFrame,
} from '../../sim/engine/types';
import {
  cacheHitRatio as metricsCacheHitRatio,
  errorRate as errorShare,
} from '../../sim/engine/metrics';
import type { UserProtectionsSummary } from '../../sim/engine/userProtections';
import { callLinks } from './callGraph';
import {
  labelAnchors,
  strokeWidthFor,
  trafficLevel,
  type LabelAnchor,
  type TrafficLevel,
} from './edgeLook';
import { causeOf, type Cause } from './causeAt';
import { scenarioCauses } from './scenarioCauses';
import {
  clientNodeId,
  layoutGraph,
  serviceNodeId,
  type GraphSizes,
  type Direction,
  type Size,
} from './graphLayout';
import type { CardShape, StageShape } from './stageCard';
import type { StageFigure } from '../../scenarios/presets';
import { phoneLayout, type Detour } from './phoneLayout';
import { healthOf, percentDigits, type Health } from './health';
import { serviceWorld, type ServiceWorld } from './replicaChips';
import { figuresShownFor } from './stageFigures';

import { formatMs } from './formatMs';

export { formatMs };

export type ServiceNodeData = {
  name: string;
  workers: number;
  busyWorkers: number;
  queueLength: number;
  queueCapacity: number;
  /** 0–1, this second. */
  saturation: number;
  /** 0–1, this second. */
  errorRate: number;
  /** 0–1, since the run started (the engine's totals). */
  errorRateSoFar: number;
  received: number;
  health: Health;
  /** This second's p99 time in the service (0: nothing left it this second). */
  p99Ms: number;
  /** Its shared outbound connection pool, when it has one: connections in use, of its size. */
  pool?: { inUse: number; size: number };
  /** The trigger running on this service now (a fault, a spike, an expiry): the cause, not a victim. */
  cause?: Cause;
  /** Its replicas, worker model and queue order, when it is not the classic service. */
  world?: ServiceWorld;
  /** In presenter mode: the presenter card's size, shape and figures (stageCard.ts). */
  stage?: StageCardData & { figures: readonly StageFigure[] };
};
/** A presenter card: drawn at exactly the size the layout placed. */
type StageCardData = Size & { shape: CardShape };
export type ClientNodeData = {
  name: string;
  target: string;
  offered: number;
  succeeded: number;
  failed: number;
  p95Ms: number;
  /** A closed-loop client's users (its load), instead of a rate it does not set. */
  users?: number;
  stage?: StageCardData;
};
export type ServiceFlowNode = Node<ServiceNodeData, 'service'>;
export type ClientFlowNode = Node<ClientNodeData, 'client'>;
export type FlowNode = ServiceFlowNode | ClientFlowNode;

/** The breaker in words: the call's, or how many of its users' own breakers are in the worst state. */
function breakerAria(state: BreakerStateName, perUser: UserProtectionsSummary | undefined): string {
  if (!perUser || perUser.worst === 'NONE') return i18n.t('graph.ariaBreaker', { state });
  const count = perUser.breakers[perUser.worst] ?? 0;
  return i18n.t('graph.usersBreakersTitle', { count, users: perUser.users, state: perUser.worst });
}

export type CallEdgeData = {
  caller: string;
  callee: string;
  fromClient: boolean;
  breakerState: BreakerStateName | 'NONE';
  bulkheadInUse: number;
  /** 0 when the call has no bulkhead. */
  bulkheadMax: number;
  /** Logical calls this second (what the caller asked for). */
  calls: number;
  /** Attempts this second (what reached the callee, retries included). */
  attempts: number;
  /** 0–1: share of this second's calls that failed (or were rejected fast). */
  errorShare: number;
  /** 0–1: share of this second's lookups a cache on the call answered; -1 without lookups. */
  cacheHitRatio: number;
  /** A closed-loop client's users' own protections together (protections perUser). */
  perUser?: UserProtectionsSummary;
  traffic: TrafficLevel;
  strokeWidth: number;
  /**
   * Where the badge sits: level with the caller when several calls fan into one callee, level
   * with the callee when one caller fans out; else mid-curve. Badges of a fan then stack as
   * their cards do instead of piling up at one midpoint.
   */
  labelAnchor: LabelAnchor;
  /** On a phone, a call that would pass a row is routed round the rows (phoneLayout.ts). */
  detour?: Detour;
  /** On the stage: the error share on the calls' line, a shorter badge (badgeSize's packed). */
  packed?: boolean;
};
export type CallFlowEdge = Edge<CallEdgeData, 'call'>;

/** The store's selection: a service by name, or an edge by "caller->callee". */
export type GraphSelection = { kind: 'service' | 'edge'; id: string } | null;

export interface FlowInput {
  scenario: Scenario;
  snapshot?: LiveSnapshot;
  frame?: SecondFrame;
  /** The run's totals so far (the engine's summary, sent with each batch). */
  totals?: RunSummary;
  selection?: GraphSelection;
  /** LR: calls flow rightwards (the default); TB: downwards, for a tall narrow panel. */
  direction?: Direction;
  /** Each service's normal p99 (normalLatency.ts), the yardstick for "slow". */
  normals?: ReadonlyMap<string, number>;
  /** A phone: top to bottom, wide layers wrapped into rows this many flow units wide. */
  phoneWidth?: number;
  /** Presenter mode (not on a phone): the presenter cards, their shape and figures. */
  stage?: StageCards;
}

export interface StageCards {
  shape: StageShape;
  figures: readonly StageFigure[];
  sizes: GraphSizes;
}

/** A call's share of failed calls since the start (a client's: of its requests). */
function shareSoFar(fromClient: boolean, caller: string, key: string, totals: RunSummary): number {
  const client = fromClient ? totals.clients[caller] : undefined;
  const edge = totals.edges[key];
  const failed = client ? client.failed : (edge?.failures ?? 0);
  const calls = client ? client.offered : (edge?.calls ?? 0);
  return calls > 0 ? Math.min(1, failed / calls) : 0;
}

export function toFlowElements(input: FlowInput): { nodes: FlowNode[]; edges: CallFlowEdge[] } {
  const { scenario, snapshot, frame, selection = null, direction = 'LR', normals } = input;
  const phone = input.phoneWidth ? phoneLayout(scenario, input.phoneWidth) : undefined;
  const stage = phone ? undefined : input.stage;
  const layout = phone ?? layoutGraph(scenario, direction, stage?.sizes);
  const handles =
    direction === 'LR' && !phone
      ? { sourcePosition: Position.Right, targetPosition: Position.Left }
      : { sourcePosition: Position.Bottom, targetPosition: Position.Top };
  const nowMs = snapshot?.nowMs ?? frame?.tMs ?? 0;
  const services: ServiceFlowNode[] = scenario.services.map((service) => {
    const live = snapshot?.services[service.name];
    const second = frame?.services[service.name];
    const saturation = second?.saturation ?? 0;
    const errorRate = second?.errorRate ?? 0;
    const total = input.totals?.services[service.name];
    const errorRateSoFar = total ? errorShare(total.errors, total.rejected, total.received) : 0;
    const received = second?.received ?? 0;
    const p99Ms = second?.p99Ms ?? 0;
    const health = healthOf({
      saturation,
      errorRate,
      received: second ? received : undefined,
      p99Ms,
      normalP99Ms: normals?.get(service.name),
    });
    const cause = causeOf(scenarioCauses(scenario), service.name, nowMs, frame);
    const busyWorkers = live?.busyWorkers ?? second?.busyWorkers ?? 0;
    const workers = live?.workers ?? service.workers;
    const queueLength = live?.queueLength ?? second?.queueLength ?? 0;
    const world = serviceWorld(service, snapshot);
    const poolSize = live?.poolSize ?? service.connectionPool?.size;
    return {
      id: serviceNodeId(service.name),
      type: 'service',
      ...handles,
      ariaLabel:
        (cause
          ? i18n.t('graph.ariaCause', { kind: cause.kind, seconds: Math.round(cause.forMs / 1000) })
          : '') +
        i18n.t('graph.ariaService', {
          name: service.name,
          health: health.label === health.level ? i18n.t(`health.${health.level}`) : health.label,
          p99: formatMs(p99Ms),
          busy: busyWorkers,
          total: workers,
          queue: queueLength,
          errors: percentDigits(errorRate),
        }) +
        (world
          ? i18n.t('graph.ariaReplicas', {
              count: world.replicas.length,
              list: world.replicas.join(', '),
            })
          : ''),
      position: layout.services.get(service.name) ?? { x: 0, y: 0 },
      selected: selection?.kind === 'service' && selection.id === service.name,
      data: {
        name: service.name,
        workers,
        busyWorkers,
        queueLength,
        queueCapacity: live?.queueCapacity ?? service.queueCapacity,
        saturation,
        errorRate,
        errorRateSoFar,
        received,
        health,
        p99Ms,
        ...(poolSize !== undefined
          ? { pool: { inUse: live?.poolInUse ?? 0, size: poolSize } }
          : {}),
        ...(cause ? { cause } : {}),
        ...(world ? { world } : {}),
        ...(stage
          ? {
              stage: {
                ...stage.sizes.service(service.name),
                shape: stage.shape.cards,
                figures: figuresShownFor(service, stage.figures),
              },
            }
          : {}),
      },
    };
  });
  const clients: ClientFlowNode[] = scenario.clients.map((client) => {
    const second = frame?.clients[client.name];
    return {
      id: clientNodeId(client.name),
      type: 'client',
      ...handles,
      ariaLabel: i18n.t('graph.ariaClient', {
        name: client.name,
        offered: second?.offered ?? 0,
        failed: second?.failed ?? 0,
      }),
      position: layout.clients.get(client.name) ?? { x: 0, y: 0 },
      // A client has no settings of its own beyond its rate: it selects its entry edge.
      selected: selection?.kind === 'edge' && selection.id === edgeKey(client.name, client.service),
      data: {
        name: client.name,
        target: client.service,
        offered: second?.offered ?? 0,
        succeeded: second?.succeeded ?? 0,
        failed: second?.failed ?? 0,
        p95Ms: second?.latencyMs.p95 ?? 0,
        ...(client.closedLoop ? { users: client.closedLoop.users } : {}),
        ...(stage
          ? { stage: { ...stage.sizes.client(client.name), shape: stage.shape.cards } }
          : {}),
      },
    };
  });
  const links = callLinks(scenario);
  const anchors = labelAnchors(links);
  // A stage that reads errors since the start reads its calls' shares the same way.
  const sinceStart = stage?.figures.includes('errorsSoFar') ? input.totals : undefined;
  const edges: CallFlowEdge[] = links.map((link) => {
    const live = snapshot?.edges[link.key];
    const second = frame?.edges[link.key];
    const clientSecond = link.fromClient ? frame?.clients[link.caller] : undefined;
    const attempts = clientSecond?.offered ?? second?.attempts ?? 0;
    const failed = clientSecond?.failed ?? second?.failures ?? 0;
    const calls = clientSecond?.offered ?? second?.calls ?? 0;
    const errorShare = sinceStart
      ? shareSoFar(link.fromClient, link.caller, link.key, sinceStart)
      : calls > 0
        ? Math.min(1, failed / calls)
        : 0;
    const breakerState = live?.breakerState ?? second?.breakerState ?? 'NONE';
    const bulkheadInUse = live?.bulkheadInUse ?? second?.bulkheadInUse ?? 0;
    const bulkheadMax = live?.bulkheadMax ?? 0;
    const lookups = second ? second.cacheHits + second.cacheStale + second.cacheMisses : 0;
    const cacheHitRatio =
      second && lookups > 0
        ? metricsCacheHitRatio(second.cacheHits, second.cacheStale, second.cacheMisses)
        : -1;
    return {
      id: link.key,
      type: 'call',
      source: link.fromClient ? clientNodeId(link.caller) : serviceNodeId(link.caller),
      target: serviceNodeId(link.callee),
      selected: selection?.kind === 'edge' && selection.id === link.key,
      ariaLabel: [
        i18n.t('graph.ariaCall', { caller: link.caller, callee: link.callee }),
        breakerState !== 'NONE' ? breakerAria(breakerState, live?.perUser) : '',
        bulkheadMax > 0
          ? i18n.t('graph.ariaBulkhead', { used: bulkheadInUse, max: bulkheadMax })
          : '',
        cacheHitRatio >= 0
          ? i18n.t('graph.ariaCache', { percent: Math.round(cacheHitRatio * 100) })
          : '',
        i18n.t('graph.ariaTraffic', { calls, failed: percentDigits(errorShare) }),
      ]
        .filter(Boolean)
        .join(', '),
      data: {
        caller: link.caller,
        callee: link.callee,
        fromClient: link.fromClient,
        breakerState,
        bulkheadInUse,
        bulkheadMax,
        calls,
        attempts,
        errorShare,
        cacheHitRatio,
        ...(live?.perUser ? { perUser: live.perUser } : {}),
        traffic: trafficLevel(attempts, errorShare),
        strokeWidth: strokeWidthFor(attempts),
        labelAnchor: anchors.get(link.key) ?? 'middle',
        ...(stage?.sizes.packedBadges ? { packed: true } : {}),
        ...(phone?.detours.has(link.key) ? { detour: phone.detours.get(link.key)! } : {}),
      },
    };
  });
  return { nodes: [...clients, ...services], edges };
}
