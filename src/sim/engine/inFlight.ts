// Pure engine: no DOM, no wall clock, no Math.random.
import type { Limits } from './simulationApi';

/** Thrown when a scenario would exceed a budget; the message says which and why. */
export class SimulationLimitError extends Error {
  constructor(
    readonly limit: keyof Limits,
    message: string,
  ) {
    super(message);
    this.name = 'SimulationLimitError';
  }
}

/** Counts requests alive at once and stops a run that would exhaust memory. */
export class InFlight {
  count = 0;

  constructor(private readonly max: number) {}

  enter(): void {
    if (++this.count > this.max) {
      throw new SimulationLimitError(
        'maxInFlight',
        `more than ${this.max.toLocaleString('en-US')} requests in flight at once: ` +
          'the services cannot keep up with the offered load (lower the request rate, add workers, or shorten the queues)',
      );
    }
  }

  leave(): void {
    this.count--;
  }
}
