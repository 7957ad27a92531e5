import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseScenario, type Scenario } from '../sim/scenario';
import { compressUriSafe } from './lzCapped';
import { PRESETS, presetScenario } from './presets';
import { scenarioArbitrary } from './testing/scenarioArbitrary';
import {
  decodeScenarioFromUrl,
  encodeFullHash,
  encodeScenarioToHash,
  linkFits,
  MAX_LINK_CHARS,
} from './urlCodec';

/** A chat message stays readable under about 2,000 characters (and Slack unfurls less). */
const CHAT_LINK_CHARS = 2_000;
const PRESET_LINK_CHARS = 120;

const roundTrip = (scenario: Scenario, hash: string) => {
  const decoded = decodeScenarioFromUrl(`https://playground.example/${hash}`);
  expect(decoded.ok ? decoded.scenario : decoded.error).toEqual(scenario);
};
const errorOf = (hash: string) => {
  const decoded = decodeScenarioFromUrl(hash);
  expect(decoded.ok).toBe(false);
  return decoded.ok ? '' : decoded.error;
};

describe('links for the presets', () => {
  for (const preset of PRESETS) {
    it(`${preset.id}: both forms replay the same scenario, and fit in a chat message`, () => {
      const scenario = presetScenario(preset.id);
      const full = encodeFullHash(scenario);
      const short = encodeScenarioToHash(scenario);
      roundTrip(scenario, full);
      roundTrip(scenario, short);
      expect(full.length).toBeLessThan(CHAT_LINK_CHARS);
      expect(short).toMatch(new RegExp(`^#p=${preset.id}&h=[0-9a-z]+$`));
      expect(short.length).toBeLessThan(PRESET_LINK_CHARS);
      expect(linkFits(full)).toBe(true);
    });
  }

  it('carries another seed as a readable parameter', () => {
    const scenario = { ...presetScenario('retry-storm'), seed: 7 };
    const hash = encodeScenarioToHash(scenario);
    expect(hash).toMatch(/^#p=retry-storm&h=\w+&seed=7$/);
    roundTrip(scenario, hash);
  });

  it('carries edits to a preset as a short diff', () => {
    const base = presetScenario('pool-domino');
    const scenario = {
      ...base,
      seed: 3,
      services: base.services.map((s) => ({ ...s, workers: s.workers + 1 })),
    };
    const hash = encodeScenarioToHash(scenario, { presetId: 'pool-domino' });
    expect(hash).toMatch(/^#p=pool-domino&h=\w+&seed=3&d=/);
    expect(hash.length).toBeLessThan(200);
    roundTrip(scenario, hash);
  });

  it('opens a hand-typed preset link without a warning', () => {
    const decoded = decodeScenarioFromUrl('#p=retry-storm&seed=7');
    expect(decoded).toEqual({
      ok: true,
      form: 'preset',
      presetId: 'retry-storm',
      scenario: { ...presetScenario('retry-storm'), seed: 7 },
    });
  });

  it('opens a link to a changed preset, with a warning', () => {
    const decoded = decodeScenarioFromUrl('#p=metastable&h=stale&seed=5');
    expect(decoded).toMatchObject({
      ok: true,
      presetId: 'metastable',
      warning: expect.stringContaining('earlier version'),
    });
  });
});

describe('links for random scenarios', () => {
  it('encode and decode to the same scenario', () => {
    fc.assert(
      fc.property(scenarioArbitrary, (input) => {
        const parsed = parseScenario(input);
        if (!parsed.ok) throw new Error('the arbitrary built an invalid scenario');
        roundTrip(parsed.scenario, encodeScenarioToHash(parsed.scenario));
        roundTrip(parsed.scenario, encodeFullHash(parsed.scenario));
      }),
      { numRuns: 150 },
    );
  }, 30_000);
});

describe('broken and hostile links', () => {
  const valid = encodeFullHash(presetScenario('retry-storm'));

  it('says when there is no scenario at all, without calling it an error', () => {
    expect(decodeScenarioFromUrl('')).toMatchObject({ ok: false, empty: true });
    expect(decodeScenarioFromUrl('https://x.example/#section-2')).toMatchObject({
      ok: false,
      empty: true,
    });
  });

  it('names a truncated link', () => {
    expect(errorOf(valid.slice(0, valid.length - 40))).toMatch(/damaged|cut/);
  });

  it('names a wrong version', () => {
    expect(errorOf(valid.replace('#s=1.', '#s=9.'))).toMatch(/newer version of the app/);
    expect(errorOf(valid.replace('#s=1.', '#s=x.'))).toMatch(/format version/);
  });

  it('names the absurd field', () => {
    const scenario = presetScenario('metastable');
    const workers = {
      ...scenario,
      services: scenario.services.map((s) => ({ ...s, workers: 1e9 })),
    };
    expect(errorOf(encodeFullHash(workers))).toMatch(/services\.0\.workers/);
    const client = scenario.clients[0] as Scenario['clients'][number];
    const flood = {
      ...scenario,
      durationMs: 86_400_000,
      clients: [{ ...client, arrival: { ...client.arrival, rps: 1_000_000 } }],
    };
    expect(errorOf(encodeFullHash(flood))).toMatch(/clients\.0\.arrival\.rps: .*more than/);
    const infinite = `#s=1.${compressUriSafe('{"durationMs":1e999,"services":[],"clients":[]}')}`;
    expect(errorOf(infinite)).toMatch(/durationMs/);
  });

  it('refuses a 10 MB link before reading it', () => {
    const started = performance.now();
    expect(errorOf(`#s=1.${'A'.repeat(10_000_000)}`)).toMatch(/characters long/);
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('refuses a small link that would unpack to a huge text', () => {
    const bomb = `#s=1.${compressUriSafe(`{"name":"${'a'.repeat(450_000)}"}`)}`;
    expect(bomb.length).toBeLessThan(MAX_LINK_CHARS);
    expect(errorOf(bomb)).toMatch(/unpacks to more than/);
  });

  it('refuses deep nesting', () => {
    const deep = `#s=1.${compressUriSafe(`${'['.repeat(5_000)}${']'.repeat(5_000)}`)}`;
    expect(errorOf(deep)).toMatch(/damaged|nested/);
  });

  it('names an unknown preset and a bad seed', () => {
    expect(errorOf('#p=nope')).toMatch(/preset "nope".*retry-storm/);
    expect(errorOf('#p=retry-storm&seed=abc')).toMatch(/seed/);
    expect(errorOf('#p=retry-storm&seed=99999999999')).toMatch(/seed/);
    expect(errorOf('#p=retry-storm&d=garbage')).toMatch(/damaged/);
  });

  it('never throws on thousands of mutated links', () => {
    const links = [
      valid,
      encodeScenarioToHash({ ...presetScenario('pool-domino'), seed: 2, durationMs: 9_000 }),
    ];
    const mutation = fc.oneof(
      fc.nat().map((n) => (s: string) => s.slice(0, n % (s.length + 1))),
      fc
        .tuple(fc.nat(), fc.string({ minLength: 1, maxLength: 1 }))
        .map(([n, ch]) => (s: string) => {
          const i = n % s.length;
          return s.slice(0, i) + ch + s.slice(i + 1);
        }),
      fc.tuple(fc.nat(), fc.string()).map(
        ([n, junk]) =>
          (s: string) =>
            s.slice(0, n % s.length) + junk + s.slice(n % s.length),
      ),
      fc.constant((s: string) => s.replace(/\d/, '0')),
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...links),
        fc.array(mutation, { minLength: 1, maxLength: 4 }),
        (link, steps) => {
          const mutated = steps.reduce((s, f) => f(s), link);
          const decoded = decodeScenarioFromUrl(mutated);
          if (decoded.ok) expect(parseScenario(decoded.scenario).ok).toBe(true);
          else expect(decoded.error.length).toBeGreaterThan(0);
        },
      ),
      { numRuns: 3_000 },
    );
  });

  it('never throws on random text or random JSON in a well-formed envelope', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (junk) => {
        expect(() => decodeScenarioFromUrl(junk)).not.toThrow();
        expect(() => decodeScenarioFromUrl(`#s=1.${junk}`)).not.toThrow();
        expect(() => decodeScenarioFromUrl(`#p=bench&d=${junk}`)).not.toThrow();
      }),
      { numRuns: 2_000 },
    );
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 6 }), (json) => {
        const packed = compressUriSafe(JSON.stringify(json));
        expect(decodeScenarioFromUrl(`#s=1.${packed}`).ok).toBe(false);
        expect(() => decodeScenarioFromUrl(`#p=bench&d=${packed}`)).not.toThrow();
      }),
      { numRuns: 1_000 },
    );
  });
});
