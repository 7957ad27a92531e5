// Cross-field checks of the scenario: a rate schedule must be in time order,
// and a policy must name a callee of its service. Both used to pass and run wrongly.
import { describe, expect, it } from 'vitest';
import { offeredRequests } from '../engine/limits';
import { runScenario } from '../engine/simulation';
import { parseScenario, type ScenarioInput } from './index';

const withSchedule = (schedule: { atMs: number; rps: number }[]): ScenarioInput => ({
  version: 1,
  durationMs: 3_000,
  services: [
    {
      name: 'api',
      workers: 100,
      routes: [{ name: 'default', processing: { type: 'constant', ms: 1 } }],
    },
  ],
  clients: [{ name: 'u', service: 'api', arrival: { type: 'constant', rps: 10, schedule } }],
});

describe('a client rate schedule', () => {
  it('in time order: the client and the limit check read the same step function', () => {
    // 10 req/s for 1 s, 100 req/s for 1 s, 20 req/s for 1 s: 130 requests.
    const parsed = parseScenario(
      withSchedule([
        { atMs: 1_000, rps: 100 },
        { atMs: 2_000, rps: 20 },
      ]),
    );
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
    expect(offeredRequests(parsed.scenario, 3_000)).toBe(130);
    const report = runScenario(parsed.scenario);
    expect(Math.abs(report.clients.u!.offered - 130)).toBeLessThanOrEqual(1);
  });

  it('out of time order: refused with a message naming the step, not run at a wrong rate', () => {
    // Read in list order this ran at 100 req/s from 2 s on, where the limit check (which
    // sorted it) counted 20: the two disagreed by 80 requests a second.
    const parsed = parseScenario(
      withSchedule([
        { atMs: 2_000, rps: 20 },
        { atMs: 1_000, rps: 100 },
      ]),
    );
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.issues.map(({ path, message }) => ({ path, message }))).toEqual([
      {
        path: 'clients.0.arrival.schedule.1.atMs',
        message:
          'schedule steps must be in time order: step 2 at 1000 ms comes after step 1 at ' +
          '2000 ms; list the steps by increasing atMs',
      },
    ]);
  });

  it('two steps at the same time are refused too (which one holds is not obvious)', () => {
    const parsed = parseScenario(
      withSchedule([
        { atMs: 1_000, rps: 100 },
        { atMs: 1_000, rps: 20 },
      ]),
    );
    expect(parsed.ok).toBe(false);
  });
});

const shop = (policies: Record<string, object>): ScenarioInput => ({
  version: 1,
  durationMs: 1_000,
  services: [
    {
      name: 'bff',
      workers: 10,
      routes: [
        {
          name: 'default',
          processing: { type: 'constant', ms: 1 },
          plan: [{ calls: [{ service: 'recommend' }] }],
        },
      ],
      policies,
    },
    {
      name: 'recommend',
      workers: 10,
      routes: [{ name: 'default', processing: { type: 'constant', ms: 1 } }],
    },
  ],
  clients: [{ name: 'u', service: 'bff', arrival: { rps: 1 } }],
});

describe('policy keys', () => {
  it('a policy on a callee of the service is accepted', () => {
    expect(parseScenario(shop({ recommend: { timeoutMs: 300 } })).ok).toBe(true);
  });

  it('a mistyped callee is an error naming the key and the service', () => {
    const parsed = parseScenario(shop({ recomend: { timeoutMs: 300 } }));
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.issues.map(({ path, message }) => ({ path, message }))).toEqual([
      {
        path: 'services.0.policies.recomend',
        message: 'policy for "recomend" on service "bff" names no callee (it calls recommend)',
      },
    ]);
  });

  it('a policy on an existing service that this one does not call is an error too', () => {
    const input = shop({});
    input.services[1]!.policies = { bff: { timeoutMs: 300 } };
    const parsed = parseScenario(input);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.issues[0]!.message).toBe(
      'policy for "bff" on service "recommend" names no callee (it calls no service)',
    );
  });
});
