// Pure engine: no DOM, no wall clock, no unseeded randomness.
// The scheduled faults: each starts at `atMs` and ends at `untilMs` on its service.
import type { ScheduledEvent } from '../core/eventQueue';
import type { QueueClock } from '../core/simClock';
import type { ScheduledFault } from '../scenario';
import type { ServiceRuntime } from './serviceRuntime';
import type { FaultRecord } from './types';
import { fillTemplate, type TemplateValues } from '../fillTemplate';

export class FaultTimeline {
  private pending: ScheduledEvent[] = [];
  private readonly running = new Set<ScheduledFault>();

  constructor(
    private readonly clock: QueueClock,
    private readonly services: Map<string, ServiceRuntime>,
    private readonly record: (fault: FaultRecord) => void,
  ) {}

  schedule(faults: readonly ScheduledFault[]): void {
    for (const fault of faults) this.add(fault);
  }

  /** Adds one fault; a start time already past starts it now. */
  add(fault: ScheduledFault): void {
    const now = this.clock.nowMs();
    if (fault.untilMs !== undefined && fault.untilMs <= now) return;
    this.pending.push(this.clock.at(Math.max(fault.atMs, now), () => this.start(fault)));
  }

  /** A new timeline from now on: faults not yet started are replaced; running ones stay until they end. */
  replace(faults: readonly ScheduledFault[]): void {
    for (const event of this.pending) this.clock.clearTimeout(event);
    this.pending = [];
    const now = this.clock.nowMs();
    const wanted = new Set(faults.map((f) => JSON.stringify(f)));
    // A running fault the user removed ends now.
    for (const fault of [...this.running]) if (!wanted.has(JSON.stringify(fault))) this.end(fault);
    const runningKeys = new Set([...this.running].map((f) => JSON.stringify(f)));
    for (const fault of faults) {
      if (runningKeys.has(JSON.stringify(fault))) continue;
      if (fault.atMs >= now || fault.untilMs === undefined || fault.untilMs > now) this.add(fault);
    }
  }

  private start(fault: ScheduledFault): void {
    const service = this.services.get(fault.service);
    if (!service) return;
    service.startFault(fault);
    this.running.add(fault);
    this.record({
      tMs: this.clock.nowMs(),
      service: fault.service,
      phase: 'started',
      description: describe(fault),
      fault,
    });
    if (fault.untilMs !== undefined) this.clock.at(fault.untilMs, () => this.end(fault));
  }

  private end(fault: ScheduledFault): void {
    if (!this.running.delete(fault)) return;
    this.services.get(fault.service)?.endFault(fault);
    this.record({
      tMs: this.clock.nowMs(),
      service: fault.service,
      phase: 'ended',
      description: describe(fault),
      fault,
    });
  }
}

/** The English of a fault's description; the page's English catalog imports these. */
export const FAULT_EN = {
  replica: '{{service}} replica {{replica}}',
  down: '{{where}} is down (refuses connections)',
  constant: '{{where}} answers in {{ms}} ms',
  slower: '{{where}} is {{factor}}× slower',
  slow: '{{where}} is slow',
  fails: '{{where}} fails: {{rates}}',
  rate: '{{percent}} % {{kind}}',
} as const;

/** A fault's description from templates (English here; the page passes its catalog's). */
export function describeWith(
  fault: ScheduledFault,
  words: (key: keyof typeof FAULT_EN, values: TemplateValues) => string,
): string {
  const service =
    fault.replica === undefined
      ? fault.service
      : words('replica', { service: fault.service, replica: fault.replica });
  const where = fault.route ? `${service}/${fault.route}` : service;
  switch (fault.kind) {
    case 'down':
      return words('down', { where });
    case 'latency': {
      if (fault.latency?.type === 'constant')
        return words('constant', { where, ms: fault.latency.ms });
      if (fault.latencyMultiplier)
        return words('slower', { where, factor: fault.latencyMultiplier });
      return words('slow', { where });
    }
    case 'errors': {
      const rates = Object.entries(fault.errorRates ?? {}).filter(([, v]) => v > 0);
      const list = rates.map(([kind, v]) =>
        words('rate', { percent: Math.round(v * 1000) / 10, kind }),
      );
      return words('fails', { where, rates: list.join(', ') });
    }
  }
}

export function describe(fault: ScheduledFault): string {
  return describeWith(fault, (key, values) => fillTemplate(FAULT_EN[key], values));
}
