import { describe, expect, it } from 'vitest';
import { presetScenario } from '../../scenarios/presets';
import { scenarioDescription } from './scenarioDescription';

describe('the header tooltip in the page’s language', () => {
  const scenario = presetScenario('availability-chain');
  it('a preset as shipped: the Korean lesson’s title and source on a Korean page', () => {
    expect(scenarioDescription(scenario, 'availability-chain', 'ko')).toBe(
      '가용성은 곱해진다: 99.9 %가 다섯 번이면 99.5 %: 시드 004 (게이트웨이 → BFF → 주문 → 재고 → 가격)',
    );
    expect(scenarioDescription(scenario, 'availability-chain', 'en')).toMatch(/^Seed 004/);
  });
  it('the person’s own description is kept as written', () => {
    const own = { ...scenario, description: '내 시나리오' };
    expect(scenarioDescription(own, 'availability-chain', 'ko')).toBe('내 시나리오');
  });
});
