// Pure: what the graph shows of how a service is built: one chip per replica
// coloured by its state, its worker model and its queue order. Shown on a card only when
// the service is not the classic one (one replica, a thread per request, FIFO).
import type { LiveSnapshot } from '../../sim/engine/types';
import type { Service } from '../../sim/scenario';

/** A replica's state on its chip, worst first. */
type ChipState = 'ejected' | 'open' | 'faulty' | 'busy' | 'ok';

export interface ServiceWorld {
  replicas: ChipState[];
  execution: Service['execution'];
  queueDiscipline: Service['queueDiscipline'];
}

/** Chips drawn; more replicas than this read as "+N". */
export const MAX_CHIPS = 8;

export function showsWorld(service: Service): boolean {
  return (
    service.replicas > 1 ||
    service.execution !== 'threadPerRequest' ||
    service.queueDiscipline !== 'fifo'
  );
}

/** Replica indices whose breaker, on some caller's edge, refuses calls now. */
function openReplicas(snapshot: LiveSnapshot | undefined, service: string): Set<number> {
  const open = new Set<number>();
  for (const edge of Object.values(snapshot?.edges ?? {})) {
    if (edge.callee !== service || !edge.replicaBreakers) continue;
    edge.replicaBreakers.forEach((state, i) => {
      if (state === 'OPEN' || state === 'FORCED_OPEN' || state === 'HALF_OPEN') open.add(i);
    });
  }
  return open;
}

export function serviceWorld(
  service: Service,
  snapshot: LiveSnapshot | undefined,
): ServiceWorld | undefined {
  if (!showsWorld(service)) return undefined;
  const live = snapshot?.services[service.name]?.replicas;
  const open = openReplicas(snapshot, service.name);
  const standingFaults = new Set(
    (service.replicaFaults ?? []).map((f) => f.replica).filter((i) => i < service.replicas),
  );
  const replicas = Array.from({ length: service.replicas }, (_, i): ChipState => {
    const r = live?.[i];
    if (r?.ejected) return 'ejected';
    if (open.has(i)) return 'open';
    if (r ? r.faulty : standingFaults.has(i)) return 'faulty';
    if (r && r.workers > 0 && r.busyWorkers >= r.workers) return 'busy';
    return 'ok';
  });
  return { replicas, execution: service.execution, queueDiscipline: service.queueDiscipline };
}
