import { describe, expect, it } from 'vitest';
import { PRESETS } from '../scenarios/presets';
import { startingScenario } from './startingScenario';

const emptyStorage = { getItem: () => null, setItem: () => {}, removeItem: () => {} };

describe('startingScenario', () => {
  it('opens the preset named in ?preset=, with the seed from ?seed=', () => {
    const start = startingScenario('?preset=bench&seed=7', '', emptyStorage);
    expect(start).toMatchObject({ presetId: 'bench', scenario: { name: 'bench', seed: 7 } });
  });

  it('says so when the preset does not exist, and opens the first one', () => {
    const start = startingScenario('?preset=nope', '', emptyStorage);
    expect(start.message).toContain('nope');
    expect(start.presetId).toBe(PRESETS[0]?.id);
  });

  it('opens the first preset when there is no link and no saved work', () => {
    expect(startingScenario('', '', emptyStorage).presetId).toBe(PRESETS[0]?.id);
  });
});
