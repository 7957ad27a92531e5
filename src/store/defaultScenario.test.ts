import { describe, expect, it } from 'vitest';
import { defaultScenario } from './defaultScenario';

describe('defaultScenario', () => {
  it('is a valid scenario with a fault that starts the cascade', () => {
    const scenario = defaultScenario();
    expect(scenario.services.map((s) => s.name)).toContain('payments');
    expect(scenario.faultTimeline[0]?.service).toBe('payments');
  });
});
