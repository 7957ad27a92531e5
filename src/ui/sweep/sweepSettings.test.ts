// The sweep's settings by name: which a selected call offers, and ranges inside the schema.
import { describe, expect, it } from 'vitest';
import { presetScenario } from '../../scenarios/presets';
import { prepareSweep } from '../../sweep';
import { toSweepInput, defaultForm } from './sweepForm';
import { pathOwnerName, sweepOwner, sweepRange, sweepSettingChoices } from './sweepSettings';
import type { NumberSetting } from '../controls/settingTypes';

const scenario = presetScenario('retry-storm');

describe('sweep settings by name', () => {
  it('offers the selected call’s settings of protections that are on, with paths the sweep runs', () => {
    const choices = sweepSettingChoices(scenario, { kind: 'edge', id: 'gateway->bff' });
    const ids = choices.map((c) => c.setting.id);
    expect(ids).toContain('edge.retry.maxAttempts');
    expect(choices.find((c) => c.setting.id === 'edge.retry.maxAttempts')!.path).toBe(
      'services[gateway].policies[bff].retry.maxAttempts',
    );
    // retry-storm's breaker on gateway → bff is off: its thresholds would change nothing.
    expect(ids.some((id) => id.startsWith('edge.breaker.'))).toBe(false);
    for (const c of choices) {
      const form = { ...defaultForm(), axes: [c.axis], seeds: '1', durationS: '1' };
      const { input, problems } = toSweepInput(form, scenario);
      expect(problems, c.setting.id).toEqual([]);
      const prepared = prepareSweep(input);
      expect(prepared.ok ? [] : prepared.problems, c.setting.id).toEqual([]);
    }
  });

  it('starts from the first client when nothing is selected', () => {
    expect(sweepOwner(scenario, null)).toEqual({ kind: 'client', id: 'shoppers' });
    const [rps] = sweepSettingChoices(scenario, sweepOwner(scenario, null)!);
    expect(rps!.path).toBe('clients[shoppers].arrival.rps');
  });

  it('names whose setting a typed path moves, and nobody for a path of no one here', () => {
    const own = (path: string) => pathOwnerName(scenario, path);
    expect(own('services[orders].policies[stock].breaker.failureRateThreshold')).toBe(
      'orders → stock',
    );
    expect(own('services[stock].workers')).toBe('stock');
    expect(own('clients[shoppers].arrival.rps')).toBe('shoppers');
    expect(own('clients[shoppers].policy.timeoutMs')).toBe('shoppers → gateway');
    expect(own('services[orders].policies[nowhere].timeoutMs')).toBeUndefined();
    expect(own('services[ghost].workers')).toBeUndefined();
    expect(own('seed')).toBeUndefined();
  });

  it('keeps a range inside the schema’s bounds, integer where the setting is', () => {
    const attempts = {
      kind: 'number',
      min: 1,
      max: 10,
      minExclusive: false,
      maxExclusive: false,
      step: 1,
      integer: true,
    } as NumberSetting;
    expect(sweepRange(attempts, 3)).toMatchObject({ from: '2', to: '6', steps: '5' });
    expect(sweepRange(attempts, 8)).toMatchObject({ from: '4', to: '10' });
    expect(sweepRange(attempts, 1)).toMatchObject({ from: '1', to: '2', steps: '2' });
    // A percent stored 0–1 and shown ×100, more than 0 by the schema.
    const rate = {
      kind: 'number',
      min: 0,
      max: 100,
      minExclusive: true,
      maxExclusive: false,
      step: 1,
      integer: false,
      displayFactor: 100,
    } as NumberSetting;
    expect(sweepRange(rate, 0.9)).toMatchObject({ from: '0.45', to: '1' });
    expect(Number(sweepRange(rate, 0).from)).toBeGreaterThan(0);
  });
});

describe('the canned suggestion’s target', () => {
  it('asks for the availability the run itself reached, rounded down, and nothing before a run', async () => {
    const { reachableTarget } = await import('./sweepSuggest');
    const summary = (availability: number, offered = 100) =>
      ({ clients: { shoppers: { availability, offered } } }) as never;
    expect(reachableTarget(summary(0.2871), scenario)).toBe('0.28');
    expect(reachableTarget(summary(1), scenario)).toBe('1.00');
    expect(reachableTarget(summary(0, 0), scenario)).toBeNull();
    expect(reachableTarget(null, scenario)).toBeNull();
  });
});
