// The theory lines land on the charts they describe, labelled in the catalog's words.
import { describe, expect, it } from 'vitest';
import { scenario } from '../../sim/engine/testing/scenarioBuilders';
import { palette } from './chartColors';
import { englishTheoryText, latencyTheory, workersTheory } from './theoryThresholds';

const s = scenario({
  seed: 1,
  durationMs: 60_000,
  services: [
    {
      name: 'q',
      workers: 1,
      queueCapacity: 10_000,
      routes: [{ name: 'default', processing: { type: 'exponential', meanMs: 50 } }],
    },
  ],
  clients: [{ name: 'u', service: 'q', arrival: { rps: 10 } }],
});
const p = palette('light');

describe('theory on the charts', () => {
  it('draws 0.5 busy workers on the workers chart and M/M/1’s p50 and p99 on the latency chart', () => {
    const busy = workersTheory(s, ['q'], p, englishTheoryText);
    expect(busy.map((t) => [t.y, t.label])).toEqual([[0.5, "Little's law: 0.5 busy in q"]]);
    const latency = latencyTheory(s, 'u', p, englishTheoryText);
    expect(latency.map((t) => t.label)).toEqual(['M/M/c p50: 69 ms', 'M/M/c p99: 461 ms']);
  });

  it('draws nothing where the closed form does not apply', () => {
    const overloaded = {
      ...s,
      clients: s.clients.map((c) => ({ ...c, arrival: { ...c.arrival, rps: 30 } })),
    };
    expect(workersTheory(overloaded, ['q'], p, englishTheoryText)).toEqual([]);
    expect(latencyTheory(overloaded, 'u', p, englishTheoryText)).toEqual([]);
  });
});
