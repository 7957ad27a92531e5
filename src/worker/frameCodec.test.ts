import { describe, expect, it } from 'vitest';
import { decodeFrames, encodeFrames } from './frameCodec';
import { FakeSimulation } from './testing/fakeSimulation';
import { fakeScenario } from './testing/fakeScenario';

describe('frameCodec', () => {
  it('round-trips frames through one Float64Array', () => {
    const sim = new FakeSimulation(fakeScenario());
    sim.advanceTo(1000);
    const a = sim.frame();
    sim.advanceTo(6000);
    const b = sim.frame();
    const encoded = encodeFrames([a, b]);
    expect(encoded.data).toBeInstanceOf(Float64Array);
    expect(decodeFrames(encoded)).toEqual([a, b]);
  });

  it('leaves out an entity that a frame does not have', () => {
    const sim = new FakeSimulation(fakeScenario());
    const full = sim.frame();
    const partial = { ...full, services: {}, edges: {} };
    const [, decoded] = decodeFrames(encodeFrames([full, partial]));
    expect(decoded).toEqual(partial);
  });

  it('encodes nothing as an empty array', () => {
    expect(decodeFrames(encodeFrames([]))).toEqual([]);
  });
});
