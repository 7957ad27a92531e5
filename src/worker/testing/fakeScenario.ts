// The smallest scenario the fake simulation needs: it only reads durationMs.
import type { Scenario } from '../../sim/scenario';

export const fakeScenario = (durationMs = 60_000): Scenario =>
  ({
    version: 1,
    name: 'fake',
    seed: 1,
    durationMs,
    services: [],
    clients: [],
    faultTimeline: [],
    editTimeline: [],
  }) as unknown as Scenario;
