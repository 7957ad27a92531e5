// Pure: each service's normal p99, the yardstick a slow service is measured against. It is
// the median of the service's per-second p99 over its first seconds with traffic, counting
// only seconds before the first fault starts (when there are any): before the incident.
import type { ScheduledFault } from '../../sim/scenario';
import type { SecondFrame } from '../../sim/engine/types';

/** Seconds of traffic the normal is taken from. */
export const NORMAL_SECONDS = 10;

export function normalP99s(
  frames: readonly SecondFrame[],
  services: readonly string[],
  faults: readonly ScheduledFault[],
): Map<string, number> {
  const firstFaultMs = Math.min(Infinity, ...faults.map((f) => f.atMs));
  const normals = new Map<string, number>();
  for (const service of services) {
    const samples: number[] = [];
    for (const frame of frames) {
      if (samples.length >= NORMAL_SECONDS) break;
      const p99 = frame.services[service]?.p99Ms ?? 0;
      // A second that ends after the fault started may hold slow requests already.
      if (frame.tMs > firstFaultMs && samples.length > 0) break;
      if (p99 > 0) samples.push(p99);
    }
    if (samples.length > 0) normals.set(service, median(samples));
  }
  return normals;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
