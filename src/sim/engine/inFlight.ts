// Pure engine: no DOM, no wall clock, no unseeded randomness.
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
  /**
   * Set when the limit is passed; the engine loop throws it once the event has run. It is
   * not thrown here: a request may enter from inside an XState action (a retry started by
   * the chain's backoff timer), and an actor swallows what its actions throw (it goes to
   * its error state and rethrows later on the real timer), so the run would go on.
   */
  exceeded: SimulationLimitError | undefined = undefined;

  constructor(private readonly max: number) {}

  enter(): void {
    if (++this.count > this.max && this.exceeded === undefined) {
      this.exceeded = new SimulationLimitError(
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
