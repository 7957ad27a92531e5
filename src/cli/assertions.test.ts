import { describe, expect, it } from 'vitest';
import type { RunReport, SecondFrame } from '../sim/engine/types';
import { parseScenario, type Scenario } from '../sim/scenario';
import { PRESETS } from '../scenarios/presets';
import { checkAssertions, formatAssertions, needsFrames, parseAssertion } from './assertions';

const parsed = parseScenario(PRESETS.find((p) => p.id === 'retry-storm')!.scenario);
if (!parsed.ok) throw new Error('retry-storm does not parse');
const scenario: Scenario = parsed.scenario;

const report = {
  clients: { shoppers: { availability: 0.995, offered: 100, failed: 1 } },
  services: { stock: { amplification: 2 } },
  edges: { 'orders->stock': { calls: 100, attempts: 300 } },
  transitions: [],
} as unknown as RunReport;
const frames = [1, 2, 3].map(
  (s) =>
    ({
      tMs: s * 1000,
      clients: {},
      services: {},
      edges: { 'orders->stock': { calls: 10, attempts: s === 3 ? 10 : 30 } },
    }) as unknown as SecondFrame,
);

const check = (...specs: string[]) =>
  checkAssertions(
    specs.map((s) => parseAssertion(s, scenario)),
    report,
    frames,
  );

describe('--assert requirements', () => {
  it('compares a report field with each operator', () => {
    const results = check(
      'clients[shoppers].availability>=0.99',
      'availability > 0.999',
      'services[stock].amplification<=1.5',
      'services[stock].amplification == 2',
      'clients[shoppers].failed<1',
    );
    expect(results.map((r) => r.passed)).toEqual([true, false, false, true, false]);
    expect(results[0]).toMatchObject({
      metric: 'clients[shoppers].availability',
      requirement: '>= 0.99',
      value: 0.995,
    });
    // A bare field is the first client's, named in full in the table.
    expect(results[1]!.metric).toBe('clients[shoppers].availability');
  });

  it("reads an edge's amplification as attempts per call, over the run or a window", () => {
    const [whole, window] = check(
      'edges[orders->stock].amplification<=1.5',
      'edges[orders->stock].amplification@1:<=1.5',
    );
    expect(whole!.value).toBe(3);
    expect(whole!.passed).toBe(false);
    expect(window!.value).toBe(2);
    expect(needsFrames([parseAssertion('edges[orders->stock].retries@2:<1', scenario)])).toBe(true);
    expect(needsFrames([parseAssertion('availability>=0.9', scenario)])).toBe(false);
  });

  it('fails a requirement on a figure the run does not have', () => {
    const [r] = check('services[bff].amplification<=2');
    expect(r!.value).toBeNaN();
    expect(r!.passed).toBe(false);
  });

  it('refuses a bad operator or path with the reason and what exists', () => {
    expect(() => parseAssertion('availability=>0.9', scenario)).toThrow(
      /--assert "availability=>0.9": write <metric><op><number> with op one of >= <= == > </,
    );
    expect(() => parseAssertion('availability>=high', scenario)).toThrow(/<metric><op><number>/);
    expect(() => parseAssertion('edges[a->b].retries<=1', scenario)).toThrow(
      '--assert "edges[a->b].retries<=1": no edge "a->b"; known: shoppers->gateway, gateway->bff, bff->orders, orders->stock',
    );
    expect(() => parseAssertion('clients[shoppers].speed>=1', scenario)).toThrow(
      /"speed" is not a client metric; known: offered/,
    );
  });

  it('prints a table with the metric, requirement, value and verdict of each', () => {
    const text = formatAssertions(
      check('clients[shoppers].availability>=0.99', 'edges[orders->stock].amplification<=1.5'),
    );
    expect(text).toBe(
      [
        'metric                              requirement  value  result',
        '----------------------------------  -----------  -----  ------',
        'clients[shoppers].availability      >= 0.99      0.995  pass',
        'edges[orders->stock].amplification  <= 1.5           3  FAIL',
        '',
        '1 of 2 requirements failed',
      ].join('\n'),
    );
  });
});
