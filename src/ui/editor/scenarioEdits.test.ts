import { describe, expect, it } from 'vitest';
import { parseScenario, type Scenario } from '../../sim/scenario';
import { defaultScenario } from '../../store/defaultScenario';
import {
  addCall,
  addRoute,
  addService,
  callAt,
  callsBetween,
  removeCall,
  removeEdge,
  removeRoute,
  removeService,
  renameRoute,
  renameService,
  setCallStage,
  uniqueName,
  updateCall,
} from './scenarioEdits';

const base = (): Scenario => defaultScenario();
const valid = (s: Scenario) => parseScenario(s).ok;
const callees = (s: Scenario, service: string, route = 'default') =>
  s.services
    .find((x) => x.name === service)
    ?.routes.find((r) => r.name === route)
    ?.plan.map((stage) => stage.calls.map((c) => c.service));

describe('scenario edits', () => {
  it('names a new service so that it does not clash', () => {
    expect(uniqueName('service', ['service', 'service-2'])).toBe('service-3');
    const s = addService(addService(base()));
    expect(s.services.map((x) => x.name).slice(-2)).toEqual(['service', 'service-2']);
    expect(valid(s)).toBe(true);
  });

  it('does not change the scenario it was given', () => {
    const before = base();
    const copy = structuredClone(before);
    renameService(removeService(addService(before, 'cache'), 'payments'), 'orders', 'o');
    expect(before).toEqual(copy);
  });

  it('renames a service and every call, policy and client that names it', () => {
    const s = renameService(base(), 'payments', 'billing');
    expect(valid(s)).toBe(true);
    expect(callees(s, 'orders')).toEqual([['inventory', 'billing']]);
    expect(s.services.find((x) => x.name === 'orders')?.policies).toHaveProperty('billing');
    expect(s.services.find((x) => x.name === 'orders')?.policies).not.toHaveProperty('payments');
    const entry = renameService(base(), 'gateway', 'edge');
    expect(entry.clients.every((c) => c.service === 'edge')).toBe(true);
    expect(valid(entry)).toBe(true);
  });

  it('removes a service with the calls to it and its policies', () => {
    const s = removeService(base(), 'payments');
    expect(valid(s)).toBe(true);
    expect(callees(s, 'orders')).toEqual([['inventory']]);
    expect(s.services.find((x) => x.name === 'orders')?.policies).not.toHaveProperty('payments');
  });

  it('drops a stage that a removal leaves empty', () => {
    const s = removeService(base(), 'orders');
    expect(callees(s, 'gateway')).toEqual([]);
  });

  it('adds a call as a new stage or in parallel with an existing one', () => {
    const withCache = addService(base(), 'cache');
    const sequential = addCall(withCache, {
      caller: 'orders',
      callerRoute: 'default',
      callee: 'cache',
      stage: { kind: 'new' },
    });
    expect(callees(sequential, 'orders')).toEqual([['inventory', 'payments'], ['cache']]);
    const parallel = addCall(withCache, {
      caller: 'orders',
      callerRoute: 'default',
      callee: 'cache',
      stage: { kind: 'parallel', stage: 0 },
      optional: true,
      fallback: 'cached',
    });
    expect(callees(parallel, 'orders')).toEqual([['inventory', 'payments', 'cache']]);
    expect(callAt(parallel, { service: 'orders', route: 'default', stage: 0, call: 2 })).toEqual({
      service: 'cache',
      route: 'default',
      optional: true,
      fallback: 'cached',
    });
    expect(valid(parallel)).toBe(true);
  });

  it('a call that closes a loop gives a scenario the validator refuses', () => {
    const loop = addCall(base(), {
      caller: 'payments',
      callerRoute: 'default',
      callee: 'gateway',
      stage: { kind: 'new' },
    });
    expect(valid(loop)).toBe(false);
  });

  it('removes one call, and moves a call between stages', () => {
    const at = { service: 'orders', route: 'default', stage: 0, call: 1 };
    expect(callees(removeCall(base(), at), 'orders')).toEqual([['inventory']]);
    const moved = setCallStage(base(), at, { kind: 'new' });
    expect(callees(moved, 'orders')).toEqual([['inventory'], ['payments']]);
    const back = setCallStage(moved, { ...at, stage: 1, call: 0 }, { kind: 'parallel', stage: 0 });
    expect(callees(back, 'orders')).toEqual([['inventory', 'payments']]);
  });

  it('sets the optional flag and the fallback of one call', () => {
    const at = { service: 'orders', route: 'default', stage: 0, call: 1 };
    const s = updateCall(base(), at, { optional: true, fallback: 'default' });
    expect(callAt(s, at)).toMatchObject({
      service: 'payments',
      optional: true,
      fallback: 'default',
    });
    expect(callAt(s, { ...at, call: 0 })?.optional).toBe(false);
  });

  it('renames a route with the calls that reach it; removing it leaves them dangling', () => {
    const renamed = renameRoute(base(), 'payments', 'default', 'charge');
    expect(valid(renamed)).toBe(true);
    expect(callAt(renamed, { service: 'orders', route: 'default', stage: 0, call: 1 })?.route).toBe(
      'charge',
    );
    const twoRoutes = addRoute(base(), 'payments', 'refund');
    expect(valid(twoRoutes)).toBe(true);
    expect(valid(removeRoute(twoRoutes, 'payments', 'default'))).toBe(false);
    expect(valid(removeRoute(twoRoutes, 'payments', 'refund'))).toBe(true);
  });

  it('deletes every call of an edge and its policy', () => {
    expect(callsBetween(base(), 'orders', 'payments')).toHaveLength(1);
    const s = removeEdge(base(), 'orders', 'payments');
    expect(callsBetween(s, 'orders', 'payments')).toHaveLength(0);
    expect(s.services.find((x) => x.name === 'orders')?.policies).not.toHaveProperty('payments');
    expect(valid(s)).toBe(true);
  });
});
